/// Every action, with its keyboard accelerators, in one place.
///
/// Buttons and menus refer to these names; `ActionRegistry` registers them
/// once: the game window's own actions on the window ("win."), the rest on
/// the application ("app.").
enum AppAction: String, CaseIterable {
    case newGame = "new-game"
    case deal
    case hint
    case undo
    case shuffle
    case gather
    /// Pause or resume the game on show: its clock stops and its cards are hidden.
    case pause
    /// Say the score and the deck.
    case readScore = "read-score"
    /// Say the cards chosen so far.
    case readChoice = "read-choice"
    /// Say every card on the table.
    case readTable = "read-table"
    /// Deal the Matchismo deal on show again, from its start.
    case restartDeal = "restart-deal"
    /// Ask for a deal number and deal it in Matchismo.
    case chooseDeal = "choose-deal"
    /// The Matchismo game's turns with their cards and points.
    case matchHistory = "match-history"
    case game
    /// The Set variant at the Set table.
    case setVariant = "set-variant"
    /// Open an earlier daily puzzle from the list of days.
    case puzzles
    /// How many players share the Set table: "1" (alone) to "4".
    case players
    case matchMode = "match-mode"
    case cardCount = "card-count"
    case preferences
    case statistics
    case shortcuts
    case help
    case about
    case quit

    /// Where an action lives: the game window's actions act on the game it shows.
    enum Scope: String {
        case app, win
    }

    var scope: Scope {
        switch self {
        case .newGame, .deal, .hint, .undo, .shuffle, .gather, .pause, .readScore, .readChoice, .readTable, .restartDeal,
             .chooseDeal, .matchHistory: .win
        case .game, .setVariant, .puzzles, .players, .matchMode, .cardCount, .preferences, .statistics, .shortcuts, .help, .about, .quit: .app
        }
    }

    /// The name to use in buttons and menus: "win.new-game", "app.quit".
    var detailed: String { "\(scope.rawValue).\(rawValue)" }

    /// Accelerators of the plain (non-stateful) actions.
    var accelerators: [String] {
        switch self {
        case .newGame: ["<Control>n"]
        case .deal: ["<Control>d"]
        case .hint: ["<Control>h"]
        case .undo: ["<Control>z"]
        case .shuffle: ["<Control>r"]
        case .gather: ["<Control>g"]
        case .pause: ["<Control>p", "Pause"]
        case .readScore: ["<Alt>s"]
        case .readChoice: ["<Alt>c"]
        case .readTable: ["<Alt>t"]
        case .restartDeal: ["<Control><Shift>n"]
        case .chooseDeal: ["<Control>o"]
        case .matchHistory: ["<Control>m"]
        case .preferences: ["<Control>comma"]
        case .statistics: ["<Control>i"]
        case .shortcuts: ["<Control>question"]
        case .help: ["F1"]
        case .quit: ["<Control>q"]
        case .game, .setVariant, .puzzles, .players, .matchMode, .cardCount, .about: []
        }
    }

    /// Accelerators for targets of stateful actions: Ctrl+1/2/3/4 switch games.
    static let targetAccelerators: [(detailed: String, accelerators: [String])] = [
        ("app.game::matchismo", ["<Control>1"]),
        ("app.game::set", ["<Control>2"]),
        ("app.game::card", ["<Control>3"]),
        ("app.game::face", ["<Control>4"]),
    ]
}
