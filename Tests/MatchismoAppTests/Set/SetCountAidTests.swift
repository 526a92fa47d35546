import GameModel
import GtkTestSupport
import TableCore
import Testing

@testable import MatchismoApp

/// Show How Many Sets in the main window: the status line gains the count
/// after each change of the Set table while the preference is on, and a game
/// it helped is assisted.
@Suite("Show How Many Sets in the main window", .serialized, .timeLimit(.minutes(2)))
@MainActor
struct SetCountAidTests {
    @Test("Off: nothing added; on: the count at once and after each change, once per table")
    func statusLine() throws {
        let window = try MainWindowFixture.setWindow(seed: 1)
        defer { window.window.destroy() }
        window.setTableView.animationsEnabled = { false }
        let aid = SetCountAid(window: window)
        var isOn = false
        aid.isOn = { isOn }
        let count = { SetsOnTable(window.setTable.game).sentence }

        #expect(window.setTableView.execute(.dealThree))
        #expect(!window.statusText.contains(count()), "\(window.statusText)")
        #expect(!window.setTable.isAssisted)

        isOn = true
        aid.turnedOn()
        #expect(window.statusText.hasSuffix(" " + count()), "\(window.statusText)")
        #expect(window.setTable.isAssisted)

        // A card chosen leaves the table as it was: its sentence alone.
        #expect(window.setTableView.execute(.choose(0)))
        #expect(!window.statusText.contains(count()), "\(window.statusText)")
        #expect(window.setTableView.execute(.dealThree))
        #expect(window.statusText.hasSuffix(" " + count()), "\(window.statusText)")
        #expect(window.statusText.contains("on the table"))
        // The window's listeners hold the aid weakly: it hears while the test holds it.
        withExtendedLifetime(aid) {}
    }

    /// The key (Ctrl+Shift+H) says the count of a seeded table whatever the
    /// preference, as the status line's whole sentence, and marks the game.
    @Test("The count key says the count of a seeded table and makes the game assisted")
    func countKey() throws {
        let window = try MainWindowFixture.setWindow(seed: 7)
        defer { window.window.destroy() }
        #expect(SetRules.allSets(in: window.setTable.game.table).count == 4, "seed 7 deals 4 sets")
        #expect(!window.setTable.isAssisted)
        SetCountAid.tell(in: window)
        #expect(window.statusText == "4 sets on the table.", "\(window.statusText)")
        #expect(window.setTable.isAssisted)
        #expect(window.setTable.score == 0, "it costs no points")
    }
}
