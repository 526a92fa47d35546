import GameModel
import GtkKit
import TableCore

/// Matchismo's numbered deals: Restart This Deal, Choose Deal… and the Match
/// History window, each an action of the game window. Restart and Choose
/// Deal act on a sprint's deal too, at the Set table.
@MainActor
final class NumberedDeals: TableListener {
    private weak var session: GameSession?
    private weak var window: MainWindow?
    private let dialogs: DialogPresenter
    /// The open Match History window, which follows the game; kept until it closes.
    private var history: MatchHistoryWindow?

    init(session: GameSession, window: MainWindow, dialogs: DialogPresenter) {
        self.session = session
        self.window = window
        self.dialogs = dialogs
        window.listeners.join(self, at: .deals)
    }

    /// The actions' handlers, for `ActionRegistry.addPlain`.
    var handlers: [AppAction: @MainActor () -> Void] {
        [
            .restartDeal: { [weak self] in self?.restart() },
            .chooseDeal: { [weak self] in self?.chooseDeal() },
            .matchHistory: { [weak self] in self?.showHistory() },
        ]
    }

    /// Restart and Choose Deal act on Matchismo or a sprint on show and in
    /// play; the history can be read at any time.
    func updateActionStates(_ actions: ActionRegistry) {
        let inMatchismo = window.map { $0.current == .matchismo && !$0.isPaused } ?? false
        let inSprint = window.map { $0.current == .set && !$0.isPaused && $0.setTable.sprint != nil } ?? false
        actions.setEnabled(.restartDeal, inMatchismo && session?.matchismoTable.deal != nil || inSprint)
        actions.setEnabled(.chooseDeal, inMatchismo || inSprint)
    }

    /// Whether the game on show has numbered deals: Matchismo, or a sprint.
    private var dealsByNumber: Bool {
        guard let window else { return false }
        return window.current == .matchismo || window.current == .set && window.setTable.sprint != nil
    }

    /// After every event: the open history follows the Matchismo game.
    func heard(_ event: TableEvent?, in kind: GameKind) -> String? {
        guard kind == .matchismo, let history, let game = session?.matchismoTable.game else { return nil }
        history.show(game)
        return nil
    }

    private func restart() {
        guard let session, let window, dealsByNumber else { return }
        if session.restartDeal() { window.toasts.showNewGameDealt() }
    }

    private func chooseDeal() {
        guard dealsByNumber else { return }
        dialogs.present("choose-deal") { parent in
            ChooseDealDialog.make(parent: parent) { [weak self] number in self?.deal(number) }
        }
    }

    /// Deals `number` as New Game would; the focus goes back to the table's cards.
    private func deal(_ number: UInt64) {
        guard let session, let window, let table = window.currentTable, dealsByNumber else { return }
        if session.newGame(seed: number) { window.toasts.showNewGameDealt() }
        _ = table.focus(table.focusedIndex)
    }

    private func showHistory() {
        guard let game = session?.matchismoTable.game else { return }
        dialogs.present("match-history") { [weak self] parent in
            let history = MatchHistoryWindow(game: game)
            history.window.present(over: parent)
            self?.history = history
            history.window.onClosed { [weak self] in self?.history = nil }
            return history.window
        }
    }
}
