import AdwKit
import GLibKit
import GtkKit
import TableCore

/// Toasts over the game that offer Undo after a move a player may regret: a
/// wrong set, a mismatch, a new deal over a game in progress. A toast goes as
/// soon as the game moves on, so its Undo never takes back a later move.
/// (Ctrl+Z does the same from the keyboard; a screen reader hears the result
/// itself from the `Narrator`.)
@MainActor
final class UndoToasts {
    let overlay: ToastOverlay
    private var current: Toast?

    init(over content: Widget) {
        overlay = ToastOverlay(child: content)
    }

    /// After every event of the game on show.
    func show(after event: TableEvent) {
        if let mistake = EventText.undoableMistake(event) {
            offerUndo(mistake)
        } else if event.changedGame {
            dismiss()
        }
    }

    /// After New Game replaced a game in progress.
    func showNewGameDealt() { offerUndo(EventText.newGameDealt) }

    /// The title of the toast on show, if any.
    var title: String? { current?.title }

    func dismiss() {
        current?.dismiss()
        current = nil
    }

    private func offerUndo(_ title: String) {
        current?.dismiss()
        let toast = Toast(title, button: (label: tr("Undo"), action: AppAction.undo.detailed))
        overlay.show(toast)
        current = toast
    }
}
