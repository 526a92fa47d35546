import GameModel
import GLibKit

/// A key of the `io.github.matchismo.Matchismo` settings schema.
///
/// Adding a setting: a case here with its declaration below, the same key in
/// `data/io.github.matchismo.Matchismo.gschema.xml` (`SchemaDeclarationTests`
/// compares the two key by key), then what uses it; a row for the
/// Preferences window comes from `declaration.row`.
public enum PreferenceKey: String, CaseIterable, Sendable {
    case lastGame = "last-game"
    case matchMode = "match-mode"
    case cardCount = "card-count"
    case setPalette = "set-palette"
    case animations
    case autoDeal = "auto-deal"
    case showSetCount = "show-set-count"
    case style
    case cardKeysLayout = "card-keys-layout"
    case showCardKeys = "show-card-keys"
    case players
    case playerNames = "player-names"
    case claimSeconds = "claim-seconds"
    // The key keeps the name settings already saved have.
    case computerLevels = "opponent-levels"
    case windowWidth = "window-width"
    case windowHeight = "window-height"
    case windowMaximized = "window-maximized"
    case setLessonSeen = "set-lesson-seen"
    case matchismoLessonSeen = "matchismo-lesson-seen"

    /// Everything about this setting, in the one place it is written.
    public var declaration: PreferenceDeclaration {
        switch self {
        case .lastGame: PreferenceDeclaration(.choice(GameKind.matchismo), summary: "Last game played")
        case .matchMode:
            PreferenceDeclaration(
                .number(MatchMode.twoCards.rawValue, in: MatchMode.twoCards.rawValue...MatchMode.threeCards.rawValue),
                summary: "Cards per match in Matchismo",
                row: PreferenceRow(title: tr("Match Size"), subtitle: tr("How many cards are compared at once")))
        case .cardCount:
            PreferenceDeclaration(
                .number(MatchismoGame.defaultCardCount, in: MatchismoGame.cardCountRange), summary: "Cards dealt in Matchismo",
                row: PreferenceRow(
                    title: tr("Cards Dealt"),
                    // TRANSLATORS: {low} and {high} are the fewest and most cards Matchismo deals (12 and 52).
                    subtitle: Self.between(tr("From {low} to {high}"), MatchismoGame.cardCountRange)))
        case .setPalette:
            PreferenceDeclaration(
                .choice(SetPalette.standard), summary: "Set card colours",
                row: PreferenceRow(title: tr("Set Colours"),
                                   subtitle: tr("Red, green and purple, or colours that stay distinct with any colour blindness")))
        case .animations:
            PreferenceDeclaration(
                .flag(default: true), summary: "Animate cards",
                row: PreferenceRow(title: tr("Animations"), subtitle: tr("Also off when the desktop turns animations off")))
        case .autoDeal:
            PreferenceDeclaration(
                .flag(default: false), summary: "Deal more cards by itself",
                row: PreferenceRow(
                    title: tr("Deal Automatically"), subtitle: tr("Deal 3 more cards when no set is on the table, and say so")))
        case .showSetCount:
            PreferenceDeclaration(
                .flag(default: false), summary: "Say how many sets are on the table",
                // TRANSLATORS: a beginner's aid in Set; a game played with it counts as played with hints.
                row: PreferenceRow(title: tr("Show How Many Sets"),
                                   subtitle: tr("After each change of the table, for learning; the game counts as played with hints")))
        case .style:
            PreferenceDeclaration(
                .choice(StyleChoice.system), summary: "Style",
                row: PreferenceRow(title: tr("Style"), subtitle: tr("High contrast follows the desktop")))
        case .cardKeysLayout:
            PreferenceDeclaration(
                .choice(CardKeysChoice.automatic), summary: "Keyboard layout of the card keys",
                row: PreferenceRow(title: tr("Keyboard Layout"), subtitle: tr("The keys are handed out by their place on the keyboard")))
        case .showCardKeys:
            PreferenceDeclaration(
                .flag(default: false), summary: "Show keys on cards",
                row: PreferenceRow(title: tr("Show Keys on Cards"), subtitle: tr("Draw each card’s key small at its bottom edge")))
        case .players: PreferenceDeclaration(.number(1, in: 1...PlayersMatch.sizes.upperBound), summary: "Players at the Set table")
        case .playerNames:
            PreferenceDeclaration(.names(count: PlayersMatch.sizes.upperBound, length: PlayerName.maximumLength), summary: "Player names")
        case .claimSeconds:
            PreferenceDeclaration(
                .number(6, in: Self.claimRange), summary: "Seconds to choose after a claim",
                row: PreferenceRow(
                    title: tr("Seconds to Choose"),
                    // TRANSLATORS: {low} and {high} are the fewest and most seconds a claimer may have (3 and 30).
                    subtitle: Self.between(tr("From {low} to {high} seconds"), Self.claimRange)))
        case .computerLevels:
            PreferenceDeclaration(.names(count: PlayersMatch.sizes.upperBound, length: 40), summary: "Computer players at the Set table")
        // Small enough for a phone-sized screen, large enough for any monitor;
        // the schema has no range for these, the app clamps them.
        case .windowWidth: PreferenceDeclaration(.number(default: 960, range: Self.windowSize, inSchema: false), summary: "Window width")
        case .windowHeight: PreferenceDeclaration(.number(default: 720, range: Self.windowSize, inSchema: false), summary: "Window height")
        case .windowMaximized: PreferenceDeclaration(.flag(default: false), summary: "Window maximized")
        // Set once the first lesson is finished or skipped, so it is offered once.
        case .setLessonSeen: PreferenceDeclaration(.flag(default: false), summary: "Set lesson finished or skipped")
        case .matchismoLessonSeen: PreferenceDeclaration(.flag(default: false), summary: "Matchismo lesson finished or skipped")
        }
    }

    private static let windowSize = 200...16_384
    private static let claimRange = 3...30

    /// `text` with `{low}` and `{high}` filled from `range`.
    private static func between(_ text: String, _ range: ClosedRange<Int>) -> String {
        text.filling(["low": String(range.lowerBound), "high": String(range.upperBound)])
    }

    /// The flags with a row in the Preferences window: its switches.
    public static var switches: [PreferenceKey] {
        allCases.filter { key in
            guard case .flag = key.declaration.type else { return false }
            return key.declaration.row != nil
        }
    }

    /// The schema's default, used when the schema is missing.
    var defaultValue: PreferenceValue { declaration.type.defaultValue }

    /// The range of a number setting (every `Int` for any other).
    public var range: ClosedRange<Int> {
        if case .number(_, let range, _) = declaration.type { range } else { Int.min...Int.max }
    }

    /// The default of a flag setting (false for any other).
    public var defaultFlag: Bool {
        if case .flag(let value) = declaration.type { value } else { false }
    }

    /// The default of a number setting (0 for any other).
    public var defaultNumber: Int {
        if case .number(let value, _, _) = declaration.type { value } else { 0 }
    }

    /// The most names, and the longest name, a names setting keeps (0 and 0 for any other).
    public var nameLimits: (count: Int, length: Int) {
        if case .names(let count, let length) = declaration.type { (count, length) } else { (0, 0) }
    }

    /// The default of a choice setting, as `Choice`.
    public func defaultChoice<Choice: RawRepresentable>(_: Choice.Type = Choice.self) -> Choice where Choice.RawValue == String {
        guard case .choice(let value, _) = declaration.type, let choice = Choice(rawValue: value) else {
            preconditionFailure("\(rawValue) is not a choice of \(Choice.self)")
        }
        return choice
    }
}
