import GameModel
import TableCore

/// The game window's actions (New Game, Deal, Hint, Undo, Pause, the reading
/// keys…): what each does to the game on show, and which can act now.
@MainActor
final class WindowActions {
    private weak var window: MainWindow?
    private weak var session: GameSession?
    private let actions: ActionRegistry

    init(window: MainWindow, session: GameSession, actions: ActionRegistry) {
        self.window = window
        self.session = session
        self.actions = actions
        actions.addPlain([
            .newGame: { [weak session, weak window] in
                if session?.newGame() == true { window?.toasts.showNewGameDealt() }
            },
            .deal: { [weak window] in window?.send(.dealThree) },
            .hint: { [weak window] in window?.send(.hint) },
            .countSets: { [weak self] in self?.countSets() },
            .showSets: { [weak window] in window?.send(.showSets) },
            .undo: { [weak self] in self?.undo() },
            .shuffle: { [weak window] in window?.send(.shuffleTable) },
            .gather: { [weak window] in
                guard let table = window?.currentTable else { return }
                table.execute(table.isGathered ? .spread : .gather)
            },
            .pause: { [weak window] in window.map { $0.setPaused(!$0.isPaused) } },
            .readScore: { [weak window] in window?.readSummary() },
            .readChoice: { [weak window] in window?.readChoice() },
            .readTable: { [weak window] in window?.readTable() },
        ], window: window.window)
    }

    /// Takes back the last move, or right after New Game (before its first move), the new deal itself.
    private func undo() {
        guard let window else { return }
        if let session, session.canUndoNewGame(in: window.current) {
            session.undoNewGame()
        } else {
            window.send(.undo)
        }
    }

    /// Says how many sets are on the Set table (an aid: the game becomes assisted, and is saved so).
    private func countSets() {
        guard let window, window.current == .set else { return }
        SetCountAid.tell(in: window)
        session?.scheduleSave()
    }

    /// Enables what can act on the game on show now.
    func updateStates() {
        guard let window else { return }
        let table = window.currentTable
        let playing = !window.isPaused
        actions.setEnabled(.deal, playing && table?.game.canDeal ?? false)
        // Counting the sets is an aid like a hint, and can act when a hint can.
        let aids = playing && window.current == .set && !(table?.game.isOver ?? true)
        actions.setEnabled(.hint, aids)
        actions.setEnabled(.countSets, aids)
        actions.setEnabled(.showSets, aids)
        actions.setEnabled(.shuffle, playing && window.current == .set)
        actions.setEnabled(.gather, playing && table != nil)
        actions.setEnabled(.undo, playing)
        actions.setEnabled(.pause, window.isPaused || table.map { !$0.game.isOver } ?? false)
    }
}
