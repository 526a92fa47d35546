import GameModel
import TableCore

/// Set's variants and the daily puzzles: the game menu's Set Variants section,
/// `--variant` and `--date`, and the Daily Puzzles window.
@MainActor
final class VariantController {
    private weak var session: SessionController?
    private let dialogs: DialogPresenter
    private let actions: ActionRegistry
    /// Shows a game in the window and the game action.
    private let showGame: @MainActor (GameKind) -> Void

    init(session: SessionController, dialogs: DialogPresenter, actions: ActionRegistry,
         showGame: @escaping @MainActor (GameKind) -> Void)
    {
        self.session = session
        self.dialogs = dialogs
        self.actions = actions
        self.showGame = showGame
        actions.setState(.setVariant, session.setTable.variant.rawValue)
    }

    /// Shows Set with `variant` at its table, and the variant action's state;
    /// the Daily Puzzle after the day changed is the new day's.
    func show(_ variant: SetVariant) {
        if variant == .puzzle, session?.puzzleIsStale == true { return openPuzzle(.today) }
        showGame(.set)
        session?.showVariant(variant)
        actions.setState(.setVariant, variant.rawValue)
    }

    /// Shows the puzzle of `date` (a solved day reopens solved).
    func openPuzzle(_ date: PuzzleDate) {
        showGame(.set)
        session?.openPuzzle(date)
        actions.setState(.setVariant, SetVariant.puzzle.rawValue)
    }

    /// The local day changed while the game runs: the puzzle on show says its
    /// day anew, and when it is the day before's, a toast offers the new day's.
    func newDay(in window: MainWindow) {
        window.refresh()
        guard let session, session.puzzleIsStale, window.current == .set, session.setTable.variant == .puzzle else { return }
        window.toasts.offerTodaysPuzzle()
    }

    /// What a second launch asks for: the puzzle of `--date`, or `--variant`.
    func apply(_ options: LaunchOptions) {
        if let date = options.date {
            openPuzzle(date)
        } else if let variant = options.variant {
            show(variant)
        }
    }

    /// The list of daily puzzles with the records; a row opens its day's puzzle.
    func showPuzzles() {
        guard let session else { return }
        // The puzzle on show is listed with its time now.
        if let puzzle = session.setTable.game(of: .puzzle) as? PuzzleGame { session.records.keepPuzzle(puzzle) }
        let book = session.records.puzzles
        dialogs.present("puzzles") { parent in
            let window = PuzzleListWindow.make(book: book, today: .today) { [weak self] date in self?.openPuzzle(date) }
            window.present(over: parent)
            return window
        }
    }
}
