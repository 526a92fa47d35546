import CardArt
import GameModel
import GtkKit
import GtkTestSupport
import TableCore
import Testing

@testable import MatchismoApp

/// Show How Many Sets in the main window: the status line gains the count
/// after each change of the Set table while the preference is on, and a game
/// it helped is assisted.
@Suite(.serialized, .timeLimit(.minutes(2)))
@MainActor
struct SetCountAidTests {
    @Test("Off: nothing added; on: the count at once and after each change, once per table")
    func statusLine() throws {
        try TestDisplay.ensure()
        let window = MainWindow(
            application: try LeakApplication.shared(), matchismoTable: MatchismoTable(seed: 1),
            setTable: SetTable(seed: 1), singleGame: SingleCardGame(seed: 1), painter: CardPainter(caching: .never))
        defer { window.window.destroy() }
        window.set.animationsEnabled = { false }
        window.window.present()
        window.show(.set)
        let aid = SetCountAid(window: window)
        var isOn = false
        aid.isOn = { isOn }
        window.onEvent = { kind, event in
            if kind == .set, event?.changedGame == true { aid.tableChanged() }
        }
        let count = { SetsOnTable(window.setTable.game).sentence }

        #expect(window.set.execute(.dealThree))
        #expect(!window.statusText.contains(count()), "\(window.statusText)")
        #expect(!window.setTable.isAssisted)

        isOn = true
        aid.turnedOn()
        #expect(window.statusText.hasSuffix(" " + count()), "\(window.statusText)")
        #expect(window.setTable.isAssisted)

        // A card chosen leaves the table as it was: its sentence alone.
        #expect(window.set.execute(.choose(0)))
        #expect(!window.statusText.contains(count()), "\(window.statusText)")
        #expect(window.set.execute(.dealThree))
        #expect(window.statusText.hasSuffix(" " + count()), "\(window.statusText)")
        #expect(window.statusText.contains("on the table"))
    }
}
