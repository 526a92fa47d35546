import AdwKit
import GLibKit
import GtkKit
import TableCore

/// The end of a card game: a status page over the table with the result and a
/// New Game button. The table stays underneath, with the focus where it was,
/// so a screen reader hears the result once and nothing moves; Tab reaches
/// the button, and Ctrl+N or Undo work as before.
@MainActor
final class GameOverCover {
    let root = Overlay()
    private let page = StatusPage(iconName: "emblem-ok-symbolic")

    init(table: Widget) {
        root.setChild(table)
        page.title = tr("Game Over")
        page.addCSSClass("game-over")
        let newGame = Button(label: tr("_New Game"))
        newGame.setAction(AppAction.newGame.detailed)
        newGame.addCSSClass("pill")
        newGame.addCSSClass("suggested-action")
        newGame.setAlign(horizontal: .center, vertical: .center)
        page.setChild(newGame)
        page.isVisible = false
        root.addOverlay(page)
    }

    /// Shows the cover with `result` while the game is over, and hides it otherwise.
    func update(isOver: Bool, result: String) {
        page.isVisible = isOver
        if isOver { page.pageDescription = result }
    }

    /// The cover lets the table show through a little.
    static let css = """
        .game-over { background-color: alpha(@window_bg_color, 0.9); }
        """
}
