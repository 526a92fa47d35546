import AdwKit
import GLibKit
import GtkKit
import TableCore

/// What covers a card table: the game-over page, or the pause page.
///
/// At the end of a game a status page shows the result and a New Game button.
/// The table stays underneath, with the focus where it was, so a screen
/// reader hears the result once and nothing moves; Tab reaches the button,
/// and Ctrl+N or Undo work as before.
///
/// While the game is paused the table is hidden, so its cards can be neither
/// seen nor read, and a Resume button takes the focus.
@MainActor
final class TableCover {
    let root = Overlay()
    private let table: Widget
    private let gameOver = StatusPage(iconName: "emblem-ok-symbolic")
    private let paused = StatusPage(iconName: "media-playback-pause-symbolic")
    private let resume = Button(label: tr("_Resume"))

    init(table: Widget) {
        self.table = table
        root.setChild(table)
        gameOver.title = tr("Game Over")
        gameOver.addCSSClass("game-over")
        gameOver.setChild(Self.pill(Button(label: tr("_New Game")), action: .newGame, suggested: true))
        gameOver.isVisible = false
        root.addOverlay(gameOver)

        paused.title = tr("Paused")
        paused.addCSSClass("paused")
        // TRANSLATORS: under "Paused"; Ctrl+P and Pause are keys.
        paused.pageDescription = tr("The clock is stopped and the cards are hidden. Press Ctrl+P or Pause to go on.")
        paused.setChild(Self.pill(resume, action: .pause, suggested: true))
        paused.isVisible = false
        root.addOverlay(paused)
    }

    private static func pill(_ button: Button, action: AppAction, suggested: Bool) -> Button {
        button.setAction(action.detailed)
        button.addCSSClass("pill")
        if suggested { button.addCSSClass("suggested-action") }
        button.setAlign(horizontal: .center, vertical: .center)
        return button
    }

    /// libadwaita's compact status pages (a smaller icon and title, less
    /// space), for a phone-sized window, where the full page is taller than
    /// the table and its button would be scrolled out of sight.
    func setCompact(_ compact: Bool) {
        for page in [gameOver, paused] { page.setCSSClass("compact", compact) }
    }

    /// Shows the game-over page with `result` while the game is over, and hides it otherwise.
    func update(isOver: Bool, result: String) {
        gameOver.isVisible = isOver && !isPaused
        if isOver { gameOver.pageDescription = result }
    }

    private(set) var isPaused = false

    /// Hides the table behind the pause page, or brings it back.
    func setPaused(_ paused: Bool) {
        guard paused != isPaused else { return }
        isPaused = paused
        self.paused.isVisible = paused
        table.isVisible = !paused
        if paused { _ = resume.grabFocus() }
    }

    /// The game-over page lets the table show through a little; the pause page
    /// hides it, with the window's colour (the window paints no background of its own).
    static let css = """
        .game-over { background-color: alpha(@window_bg_color, 0.9); }
        .paused { background-color: @window_bg_color; }
        """
}
