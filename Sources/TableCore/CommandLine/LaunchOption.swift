import GameModel
import GLibKit

/// One option of the game window's command line, as `--help` shows it.
public struct LaunchOption: Sendable, Equatable {
    /// The long name, without "--".
    public let name: String
    public let description: String
    /// The word for its value in `--help` ("GAME"); nil for a flag.
    public let argument: String?
}

extension LaunchOptions {
    /// The options `matchismo` takes, in `--help`'s order; the app declares
    /// them on its application (`CommandLineOptions`) and `parse` reads their values.
    public static var declared: [LaunchOption] {
        [
            // TRANSLATORS: --help's lines. Keep GAME and N as they are; {games} lists the games (matchismo, set, card or face).
            LaunchOption(name: "game", description: tr("Game to show: {games}").filling(["games": gameNames]), argument: "GAME"),
            LaunchOption(name: "seed", description: tr("Start a new game dealt from this seed"), argument: "N"),
            // TRANSLATORS: --help's lines. Keep VARIANT as it is; {variants} lists the variants (classic, junior, chain, ultra or puzzle).
            LaunchOption(name: "variant", description: tr("Set variant: {variants}").filling(["variants": variantNames]),
                         argument: "VARIANT"),
            LaunchOption(name: "date", description: tr("Open the daily puzzle of this day"), argument: "YYYY-MM-DD"),
            LaunchOption(name: "players", description: tr("Players at one Set table, 1 to 4"), argument: "N"),
            // TRANSLATORS: --help's line. Keep LEVELS as it is; {levels} lists the levels (beginner, steady, … or your-pace).
            LaunchOption(name: "opponents", description: tr("Computer players at the Set table, 1 to 3 of these levels: {levels}")
                .filling(["levels": levelNames]), argument: "LEVELS"),
            LaunchOption(name: "deal", description: tr("Open Matchismo with this numbered deal"), argument: "N"),
            LaunchOption(name: "version", description: tr("Show the version and exit"), argument: nil),
        ]
    }

    /// What `--help` says above the options.
    public static var summary: String {
        tr("Card matching games: Matchismo and Set.") + "\n\n" + tr("To draw cards without a display: matchismo render --help")
    }

    /// "matchismo, set, card or face": every `GameKind`, as `--game=` spells it.
    static var gameNames: String { choices(GameKind.allCases.map(\.rawValue)) }

    /// "classic, junior, chain, ultra or puzzle": every `SetVariant`, as `--variant=` spells it.
    static var variantNames: String { choices(SetVariant.allCases.map(\.rawValue)) }

    /// "beginner, steady, quick, expert or your-pace": every `ComputerLevel`, as `--opponents=` spells it.
    static var levelNames: String { choices(ComputerLevel.allCases.map(\.rawValue)) }

    /// "--game=GAME, --seed=N, … and --version": every declared option as typed.
    static var optionNames: String {
        let items = declared.map { typed("--" + $0.name + ($0.argument.map { "=" + $0 } ?? "")) }
        // TRANSLATORS: the end of a list: "A and B", "A, B and C".
        return tr("{first} and {last}").filling(["first": allButLast(items), "last": items.last ?? ""])
    }

    /// Something typed on the command line, in a sentence of the language.
    static func typed(_ text: String) -> String {
        // TRANSLATORS: one command-line choice in a list, such as --variant=classic, as typed.
        // Right-to-left languages begin it with a left-to-right mark (U+200E), so the dashes stay in front.
        trc("command-line choice", "{choice}").filling(["choice": text])
    }

    /// "a", "a or b", "a, b or c".
    static func choices(_ items: [String]) -> String {
        let items = items.map(typed)
        guard items.count > 1 else { return items.first ?? "" }
        // TRANSLATORS: the end of a list of choices: "A or B", "A, B or C".
        return tr("{first} or {last}").filling(["first": allButLast(items), "last": items.last!])
    }

    /// The items before a list's last, separated as the language separates
    /// them (this folder is built alone by the command-line fuzzer, without
    /// the table's wording).
    private static func allButLast(_ items: [String]) -> String {
        // TRANSLATORS: what separates the items of a list ("A, B and C").
        items.dropLast().joined(separator: trc("list", ", "))
    }
}
