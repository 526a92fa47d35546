import AdwKit
import GLibKit
import GameModel
import GtkKit
import TableCore

/// Toasts over the game that offer Undo after a move a player may regret: a
/// wrong set, a mismatch, a new deal over a game in progress; and the new
/// day's puzzle. A newer toast follows the one on show (on libadwaita 1.2 it
/// takes its place: `ToastOverlay.showsOneAtATime`), and an Undo toast times
/// out after five seconds. (Ctrl+Z does
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

    /// The day changed while an earlier day's puzzle is on show: a toast
    /// offers the new day's, and stays until it is used or dismissed, since
    /// the player may be away from the table at midnight.
    func offerTodaysPuzzle() {
        overlay.show(Toast(
            // TRANSLATORS: a toast after midnight over the day before's puzzle; its button "Play" opens the new day's.
            tr("A new daily puzzle is ready"),
            button: (label: tr("Play"), action: AppAction.setVariant.detailed(target: SetVariant.puzzle.rawValue)),
            timeoutSeconds: 0))
    }

    /// The `Narrator` has told what happened, so a screen reader hears only
    /// that the toast appeared with its Undo button, not its title again.
    private func offerUndo(_ title: String) {
        overlay.show(Toast(title, button: (label: tr("Undo"), action: AppAction.undo.detailed), titleUnsaid: true))
    }
}
