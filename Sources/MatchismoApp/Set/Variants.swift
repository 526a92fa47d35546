import GLibKit
import GameModel
import TableCore

/// Set's variants and the daily puzzles: the game menu's Set Variants section,
/// `--variant` and `--date`, and the Daily Puzzles window.
@MainActor
final class Variants {
    private weak var session: GameSession?
    private let dialogs: DialogPresenter
    private let actions: ActionRegistry
    /// Shows a game in the window and the game action.
    private let showGame: @MainActor (GameKind) -> Void

    init(session: GameSession, dialogs: DialogPresenter, actions: ActionRegistry,
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

    /// Shows numbered puzzle `number` (as the player left it), and its difficulty in the menu.
    func openNumbered(_ number: Int) {
        showGame(.set)
        session?.openNumbered(number)
        actions.setState(.setVariant, SetVariant.puzzle.rawValue)
        actions.setState(.puzzleDifficulty, NumberedPuzzle.difficulty(of: number).rawValue)
    }

    /// Open Puzzle…: asks for a numbered puzzle's number, refusing any other text.
    func askForNumber() {
        let numbers = NumberedPuzzle.numbers
        let texts = NumberDialog.Texts<Int>(
            // TRANSLATORS: the Open Puzzle dialog's heading, text, entry and button.
            heading: tr("Open Puzzle"),
            body: tr("Each number opens its own puzzle of 12 cards holding 6 sets, the same on every computer: 1, 4, 7… are easy, 2, 5, 8… medium and 3, 6, 9… hard.")
                + " " + PuzzleNumber.accepted,
            label: tr("Puzzle _number"), button: tr("_Open"),
            parse: { PuzzleNumber.parse($0).mapError { NumberDialog.Refusal(sentence: PuzzleNumber.message($0)) } })
        dialogs.present("open-puzzle") { parent in
            NumberDialog.make(parent: parent, texts) { [weak self] number in
                if numbers.contains(number) { self?.openNumbered(number) }
            }
        }
    }

    /// Next Puzzle: the next numbered puzzle of `difficulty`, or of the last one opened's (easy at first).
    func openNextPuzzle(of difficulty: PuzzleDifficulty? = nil) {
        guard let book = session?.records.numbered else { return }
        let difficulty = difficulty ?? book.current.map(NumberedPuzzle.difficulty(of:)) ?? .easy
        guard let number = book.nextNumber(of: difficulty) else { return }
        openNumbered(number)
    }

    /// The difficulty the menu shows at start: the last numbered puzzle's.
    var difficulty: PuzzleDifficulty {
        session?.records.numbered.current.map(NumberedPuzzle.difficulty(of:)) ?? .easy
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
        session.keepPuzzleInPlace()
        let book = session.records.puzzles, numbered = session.records.numbered
        dialogs.present("puzzles") { parent in
            let window = PuzzleListWindow.make(book: book, numbered: numbered, today: .today) { [weak self] puzzle in
                switch puzzle {
                case .day(let date): self?.openPuzzle(date)
                case .numbered(let number): self?.openNumbered(number)
                }
            }
            window.present(over: parent)
            return window
        }
    }
}
