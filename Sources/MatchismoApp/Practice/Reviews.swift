import GameModel
import GtkKit
import TableCore

/// Review This Game: opens the review of the Set game on show,
/// finished or going on. While it goes on, looking back costs a hint, paid
/// as a move of the game (`GameCommand.openReview`: said, logged, saved).
@MainActor
final class Reviews {
    private weak var window: MainWindow?
    private let dialogs: DialogPresenter
    /// The review window open now, if any; a new review replaces it.
    private(set) weak var open: ReviewWindow?

    init(window: MainWindow, dialogs: DialogPresenter) {
        self.window = window
        self.dialogs = dialogs
    }

    /// The action's handler, for `ActionRegistry.addPlain`.
    var handlers: [AppAction: @MainActor () -> Void] {
        [.review: { [weak self] in self?.reviewGame() }]
    }

    /// A Set game on show, in play, with its move log can be reviewed.
    func updateActionStates(_ actions: ActionRegistry) {
        let available = window.map { $0.current == .set && !$0.isPaused && $0.setTable.recording != nil } ?? false
        actions.setEnabled(.review, available)
    }

    private func reviewGame() {
        guard let window, window.current == .set, !window.isPaused else { return }
        if !window.setTable.isOver { window.send(.openReview) }
        guard let recording = window.setTable.recording, let review = GameReview(recording) else { return }
        present(review)
    }

    /// Opens the review of `review` over the game window, in place of one open now.
    func present(_ review: GameReview) {
        guard let window else { return }
        open?.window.close()
        let painter = window.setTableView.painter, textScale = window.setTableView.textScale
        dialogs.present("review", owning: { [weak self] parent in
            let view = ReviewWindow(review: review, painter: painter, textScale: textScale)
            view.present(over: parent)
            self?.open = view
            return (window: view.window, owner: view)
        })
    }
}
