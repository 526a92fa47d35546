import GLibKit
import GtkKit
import TableCore

/// The app's command-line options: declared on the application, checked in
/// the launching process (a bad value exits with status 2) and read into
/// `LaunchOptions` in the primary instance.
@MainActor
enum CommandLineOptions {
    /// Declares `--game`, `--seed`, `--variant`, `--date`, `--players`, `--opponents`, `--deal` and `--version`; anything else is refused.
    static func declare(on application: Application) {
        // TRANSLATORS: --help's lines. Keep the option values (matchismo, set, card, face) and GAME and N as they are.
        application.addStringOption("game", description: tr("Game to show: matchismo, set, card or face"), argument: "GAME")
        application.addStringOption("seed", description: tr("Start a new game dealt from this seed"), argument: "N")
        // TRANSLATORS: --help's lines. Keep the values (classic, junior, chain, ultra, puzzle) and VARIANT as they are.
        application.addStringOption(
            "variant", description: tr("Set variant: classic, junior, chain, ultra or puzzle"), argument: "VARIANT")
        application.addStringOption("date", description: tr("Open the daily puzzle of this day"), argument: "YYYY-MM-DD")
        application.addStringOption("players", description: tr("Players at one Set table, 1 to 4"), argument: "N")
        // TRANSLATORS: --help's line. Keep LEVEL and the level names as they are.
        application.addStringOption(
            "opponents", description: tr("Computer players at the Set table, 1 to 3 levels: beginner, steady, quick, expert or your-pace"),
            argument: "LEVEL,…")
        application.addStringOption("deal", description: tr("Open Matchismo with this numbered deal"), argument: "N")
        application.addFlag("version", description: tr("Show the version and exit"))
        application.collectRemainingArguments(description: "")
        application.setOptionSummary(
            tr("Card matching games: Matchismo and Set.") + "\n\n" + tr("To draw cards without a display: matchismo render --help"))
    }

    /// Checks the options in the launching process: -1 goes on, any other value is the exit status.
    static func checkLocally(_ options: Application.Options) -> Int32 {
        if options.contains("version") {
            print("matchismo \(AppInfo.version)")
            return 0
        }
        if options.contains("") {
            StandardError.write(LaunchOptionError.unexpectedArguments.description + "\n")
            return 2
        }
        if case .failure(let error) = parse(options) {
            StandardError.write("\(error)\n")
            return 2
        }
        guard Application.canOpenDisplay() else {
            StandardError.write(LaunchOptionError.noDisplay.description + "\n")
            return 1
        }
        return -1
    }

    /// The game, seed, variant, day and deal the options ask for.
    static func parse(_ options: Application.Options) -> Result<LaunchOptions, LaunchOptionError> {
        LaunchOptions.parse(
            game: options.string("game"), seed: options.string("seed"), variant: options.string("variant"),
            date: options.string("date"), deal: options.string("deal"), players: options.string("players"),
            opponents: options.string("opponents"))
    }
}
