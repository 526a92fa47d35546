import GameModel
import GtkTestSupport
import TableCore
import Testing

@testable import MatchismoApp

/// The first lesson in the main window: offered once, played on the real
/// Set table as a listener of its events, and the player's game back after it.
@MainActor
@Suite("The first lesson in the main window", .serialized, .timeLimit(.minutes(2)))
struct LessonsTests {
    @Test("Offered the first time, played to Done on the table's events, then not offered again")
    func offeredPlayedAndDone() throws {
        let window = try MainWindowFixture.setWindow(seed: 7), lessons = Lessons(window: window)
        defer { window.window.destroy() }
        let own = window.setTable.game.table
        var seen: Set<GameKind> = []
        lessons.isSeen = { seen.contains($0) }
        lessons.noteSeen = { seen.insert($0) }
        lessons.offersAtFirstOpen = true

        lessons.gameShown(.set)
        #expect(lessons.panel.isShown && lessons.panel.shownText.hasPrefix("New to Set?"))
        lessons.panel.onPrimary()
        var lesson = SetLesson.onDeal
        #expect(window.setTable.isInLesson && lessons.panel.shownText == lesson.text)
        let lit = window.setTable.cards.filter { $0.state.contains(.lit) }.map(\.id)
        #expect(Set(lit) == Set(lesson.lit))
        for _ in 0..<2 {
            lessons.panel.onPrimary()
            _ = lesson.next()
        }
        #expect(lessons.panel.shownText == lesson.text && lesson.step == .findOne)

        // The player's set, chosen on the table: the lesson hears it and goes on to the scoring.
        let table = window.setTable.game.table
        for card in lesson.aSet { window.setTableView.execute(.choose(table.firstIndex(of: card)!)) }
        _ = lesson.heard(.setFound(lesson.aSet, points: 3))
        #expect(window.statusText.contains("Well found: that is a set.") && window.statusText.hasSuffix(lesson.text),
                "\(window.statusText)")
        Pump.until { lessons.panel.shownText == lesson.text }
        #expect(lessons.panel.shownText == lesson.text)

        lessons.panel.onPrimary()
        #expect(!window.setTable.isInLesson && !lessons.panel.isShown)
        #expect(window.setTable.game.table == own && seen == [.set])
        lessons.gameShown(.set)
        #expect(!lessons.panel.isShown, "offered once")
        withExtendedLifetime(lessons) {}
    }

    @Test("A player who has played the game already is not offered its lesson with an update")
    func returningPlayer() {
        #expect(!Lessons.isSeen(stored: false, gamesPlayed: 0, movesInGame: 0))
        #expect(Lessons.isSeen(stored: true, gamesPlayed: 0, movesInGame: 0))
        #expect(Lessons.isSeen(stored: false, gamesPlayed: 3, movesInGame: 0))
        #expect(Lessons.isSeen(stored: false, gamesPlayed: 0, movesInGame: 5))
    }

    @Test("A new game at the lesson's table leaves the lesson: the panel goes, and it is not offered again")
    func newGameLeaves() throws {
        let window = try MainWindowFixture.setWindow(seed: 7)
        defer { window.window.destroy() }
        let lessons = Lessons(window: window)
        var seen: Set<GameKind> = []
        lessons.noteSeen = { seen.insert($0) }
        lessons.start(.set)
        #expect(lessons.panel.isShown && window.setTable.isInLesson)
        window.setTableView.newGame(seed: 9)
        #expect(!window.setTable.isInLesson && !lessons.panel.isShown && seen == [.set])
        withExtendedLifetime(lessons) {}
    }
}
