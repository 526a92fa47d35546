import GLibKit
import GameModel
import TableCore

/// Deal Automatically (the preference): once a move at the Set table is told,
/// 3 more cards are dealt, free, when no success is possible on the table
/// under its variant's rule.
@MainActor
final class AutoDealer: TableListener {
    private weak var window: MainWindow?
    /// Whether the preference is on, read at each move (a change from outside applies at once).
    var isOn: @MainActor () -> Bool = { false }

    init(window: MainWindow) {
        self.window = window
        window.listeners.join(self, at: .autoDealer)
    }

    /// After a move that changed the Set table's game.
    func heard(_ event: TableEvent?, in kind: GameKind) -> String? {
        if kind == .set, event?.changedGame == true { dealWhenStuck() }
        return nil
    }

    private func dealWhenStuck() {
        guard isOn() else { return }
        // On the next idle, after the move is told; the table is checked then, once.
        MainLoop.idle { [weak self] in
            guard let window = self?.window, !window.isPaused else { return }
            let game = window.setTable.game
            guard !game.isOver, game.canDeal, !game.hasPlayOnTable else { return }
            window.setTableView.execute(.dealThree, automatic: true)
        }
    }
}
