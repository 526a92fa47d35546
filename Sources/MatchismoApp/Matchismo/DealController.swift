import GameModel
import GtkKit
import TableCore

/// Matchismo's numbered deals: Restart This Deal, Choose Deal… and the Match
/// History window, each an action of the game window.
@MainActor
final class DealController {
    private weak var session: SessionController?
    private weak var window: MainWindow?
    private let dialogs: DialogPresenter
    /// The open Match History window, which follows the game; kept until it closes.
    private var history: MatchHistoryWindow?

    init(session: SessionController, window: MainWindow, dialogs: DialogPresenter) {
        self.session = session
        self.window = window
        self.dialogs = dialogs
    }

    /// The actions' handlers, for `ActionRegistry.addPlain`.
    var handlers: [AppAction: @MainActor () -> Void] {
        [
            .restartDeal: { [weak self] in self?.restart() },
            .chooseDeal: { [weak self] in self?.chooseDeal() },
            .matchHistory: { [weak self] in self?.showHistory() },
        ]
    }

    /// Restart and Choose Deal act on Matchismo on show and in play; the history can be read at any time.
    func updateActionStates(_ actions: ActionRegistry) {
        let inMatchismo = window.map { $0.current == .matchismo && !$0.isPaused } ?? false
        actions.setEnabled(.restartDeal, inMatchismo && session?.matchismoTable.deal != nil)
        actions.setEnabled(.chooseDeal, inMatchismo)
    }

    /// After every event: the open history follows the Matchismo game.
    func gameChanged(_ kind: GameKind) {
        guard kind == .matchismo, let history, let game = session?.matchismoTable.game else { return }
        history.show(game)
    }

    private func restart() {
        guard let session, let window, window.current == .matchismo else { return }
        if session.restartDeal() { window.toasts.showNewGameDealt() }
    }

    private func chooseDeal() {
        guard window?.current == .matchismo else { return }
        dialogs.present("choose-deal") { parent in
            ChooseDealDialog.make(parent: parent) { [weak self] number in self?.deal(number) }
        }
    }

    /// Deals `number` as New Game would; the focus goes back to the table's cards.
    private func deal(_ number: UInt64) {
        guard let session, let window, window.current == .matchismo else { return }
        if session.newGame(seed: number) { window.toasts.showNewGameDealt() }
        _ = window.matchismoTableView.focus(window.matchismoTableView.focusedIndex)
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
