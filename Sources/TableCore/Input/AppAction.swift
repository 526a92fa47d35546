import GameModel
import GLibKit

/// Every action of the app by name. Buttons, menus and the keys (`KeyTable`)
/// refer to these; the app registers each once: the game window's own
/// actions on the window ("win."), the rest on the application ("app.").
/// GTK-free, so the key table and its tests need no display.
public enum AppAction: String, CaseIterable, Sendable {
    case newGame = "new-game"
    case deal
    case hint
    /// Say how many sets are on the table (an aid, like a hint).
    case countSets = "count-sets"
    /// Mark each set on the table in turn and say it (an aid, counted as hints).
    case showSets = "show-sets"
    /// Look back at the Set game move by move: free once it is over, a hint's cost while it goes on.
    case review
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
    /// The first lesson of the game on show (Learn to Play).
    case lesson
    /// Deal the Matchismo deal on show again, from its start.
    case restartDeal = "restart-deal"
    /// Ask for a deal number and deal it in Matchismo.
    case chooseDeal = "choose-deal"
    /// The Matchismo game's turns with their cards and points.
    case matchHistory = "match-history"
    /// Start a sprint of classic Set: 10 sets, 20 sets, or 3 minutes.
    case sprintTen = "sprint-10"
    case sprintTwenty = "sprint-20"
    case sprintTimed = "sprint-timed"
    case game
    /// The Set variant at the Set table.
    case setVariant = "set-variant"
    /// Open an earlier daily puzzle from the list of days.
    case puzzles
    /// Ask for a numbered puzzle's number and open it.
    case openPuzzle = "open-puzzle"
    /// Open the next numbered puzzle of the difficulty chosen.
    case nextPuzzle = "next-puzzle"
    /// The numbered puzzles' difficulty: "easy", "medium", "hard"; choosing one opens its next puzzle.
    case puzzleDifficulty = "puzzle-difficulty"
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
    public enum Scope: String, Sendable {
        case app, win
    }

    public var scope: Scope {
        switch self {
        case .newGame, .deal, .hint, .countSets, .showSets, .review, .undo, .shuffle, .gather, .pause, .readScore, .readChoice, .readTable,
             .lesson, .restartDeal, .chooseDeal, .matchHistory, .sprintTen, .sprintTwenty, .sprintTimed: .win
        case .game, .setVariant, .puzzles, .openPuzzle, .nextPuzzle, .puzzleDifficulty, .players, .matchMode, .cardCount,
             .preferences, .statistics, .shortcuts, .help, .about, .quit: .app
        }
    }

    /// The action that starts a sprint of `mode`.
    public static func sprint(_ mode: SprintMode) -> AppAction {
        switch mode {
        case .findTen: .sprintTen
        case .findTwenty: .sprintTwenty
        case .timed: .sprintTimed
        }
    }

    /// The name to use in buttons and menus: "win.new-game", "app.quit".
    public var detailed: String { "\(scope.rawValue).\(rawValue)" }

    /// The name of one target of a stateful action: "app.game::set".
    public func detailed(target: String?) -> String {
        target.map { "\(detailed)::\($0)" } ?? detailed
    }

    /// The action's own accelerators, from `KeyTable`.
    public var accelerators: [String] {
        KeyTable.accelerators.first { $0.detailed == detailed }?.accelerators ?? []
    }

    /// Accelerators for targets of stateful actions (Ctrl+1/2/3/4 switch games), from `KeyTable`.
    public static var targetAccelerators: [(detailed: String, accelerators: [String])] {
        KeyTable.accelerators.filter { $0.detailed.includes("::") }
    }
}
