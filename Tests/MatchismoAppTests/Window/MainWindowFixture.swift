import CardArt
import GameModel
import GtkTestSupport
import TableCore

@testable import MatchismoApp

/// Main windows on the test display, for the parts that join one.
@MainActor
enum MainWindowFixture {
    /// A main window showing the Set table dealt with `seed`.
    static func setWindow(seed: UInt64) throws -> MainWindow {
        try TestDisplay.ensure()
        let window = MainWindow(
            application: try LeakApplication.shared(), matchismoTable: MatchismoTable(seed: 1),
            setTable: SetTable(seed: seed), singleGame: SingleCardGame(seed: 1), painter: CardPainter(caching: .never))
        window.window.present()
        window.show(.set)
        return window
    }
}
