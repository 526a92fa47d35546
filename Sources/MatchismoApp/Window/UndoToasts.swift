import AdwKit
import GLibKit
import GtkKit
import TableCore

/// Toasts over the game that offer Undo after a move a player may regret: a
/// wrong set, a mismatch, a new deal over a game in progress. A newer toast
/// replaces an older one, and each times out after five seconds. (Ctrl+Z does
/// the same from the keyboard; a screen reader hears the result itself from
/// the `Narrator`.) The app never dismisses a toast itself: libadwaita 1.2 can
/// crash when a toast that is being hidden or replaced is dismissed.
@MainActor
final class UndoToasts {
    let overlay: ToastOverlay

    init(over content: Widget) {
        overlay = ToastOverlay(child: content)
    }

    /// After every event of the game on show.
    func show(after event: TableEvent) {
        if let mistake = EventText.undoableMistake(event) { offerUndo(mistake) }
    }

    /// After New Game replaced a game in progress.
    func showNewGameDealt() { offerUndo(EventText.newGameDealt) }

    /// The `Narrator` has told what happened, so a screen reader hears only
    /// that the toast appeared with its Undo button, not its title again.
    private func offerUndo(_ title: String) {
        overlay.show(Toast(title, button: (label: tr("Undo"), action: AppAction.undo.detailed), titleUnsaid: true))
    }
}
