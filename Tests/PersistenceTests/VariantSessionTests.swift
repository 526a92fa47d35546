import Foundation
import GameModel
import Testing
@testable import Persistence

/// Format 2 of the saved session holds each Set variant's game; format 1
/// sessions, from before the variants, still load. The puzzle book keeps each
/// day's puzzle.
@Suite("Set variants in the saved session and the puzzle book")
struct VariantSessionTests {
    static let day = PuzzleDate(year: 2026, month: 11, day: 23)!

    @Test("Every variant's game comes back with the variant on show")
    func roundTrip() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var junior = JuniorSetGame(seed: 3)
        _ = junior.perform(.hint)
        var ultra = UltraSetGame(seed: 4)
        _ = ultra.perform(.choose(0))
        var session = midPlaySession()
        session.junior = SavedGame(game: junior, elapsedSeconds: 12, hasMoved: true)
        session.chain = SavedGame(game: SetChainGame(seed: 5))
        session.ultra = SavedGame(game: ultra, elapsedSeconds: 3.5, hasMoved: true)
        session.setVariant = .ultra
        let store = SessionStore(dataStore: DataStore(directory: directory.path))
        try store.save(session)
        let restored = try #require(store.load().value)
        #expect(restored == session)
        #expect(restored.junior?.game.isAssisted == true)
        #expect(restored.ultra?.game.selection.count == 1)
    }

    @Test("A format 1 session loads with classic Set shown and no variant games")
    func formatOne() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let old = midPlaySession()
        var object = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(old)) as? [String: Any])
        object["setVariant"] = nil
        let payload = String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
        let file = #"{"format": 1, "saved": "2026-01-02T03:04:05Z", "payload": \#(payload)}"#
        try file.write(toFile: directory.path + "/" + SavedSession.fileName, atomically: true, encoding: .utf8)
        let loaded = try #require(SessionStore(dataStore: DataStore(directory: directory.path)).load().value)
        #expect(loaded.setVariant == .classic)
        #expect(loaded.set == old.set && loaded.junior == nil && loaded.chain == nil && loaded.ultra == nil)
    }

    @Test("An unknown variant on show falls back to classic; a tampered variant game fails the session")
    func badVariants() throws {
        var object = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(midPlaySession())) as? [String: Any])
        object["setVariant"] = "speed"
        let lenient = try JSONDecoder().decode(SavedSession.self, from: JSONSerialization.data(withJSONObject: object))
        #expect(lenient.setVariant == .classic)

        var session = midPlaySession()
        session.junior = SavedGame(game: JuniorSetGame(seed: 1))
        var tampered = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(session)) as? [String: Any])
        var junior = try #require(tampered["junior"] as? [String: Any])
        // A classic game under the Junior key: it holds striped and open cards.
        junior["game"] = try JSONSerialization.jsonObject(with: JSONEncoder().encode(SetGame(seed: 1)))
        tampered["junior"] = junior
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(SavedSession.self, from: JSONSerialization.data(withJSONObject: tampered))
        }
    }

    @Test("The puzzle book keeps each day, its time and result, the best unassisted time and the streak")
    func puzzleBook() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var book = PuzzleBook()
        var solved = PuzzleGame(date: Self.day)
        for set in SetRules.allSets(in: solved.table) { for index in set { _ = solved.perform(.choose(index)) } }
        #expect(solved.isOver)
        book.keep(solved, seconds: 95)
        var started = PuzzleGame(date: Self.day.adding(days: -1))
        _ = started.perform(.hint)
        book.keep(started, seconds: 20)
        #expect(book.solvedDates == [Self.day])
        #expect(book.bestTime == 95)
        #expect(book.streak(today: Self.day).current == 1)

        let store = PuzzleBookStore(dataStore: DataStore(directory: directory.path))
        try store.save(book)
        let loaded = try #require(store.load().value)
        #expect(loaded == book)
        let text = try String(contentsOfFile: store.path, encoding: .utf8)
        #expect(text.contains(#""2026-11-23""#) && text.contains(#""2026-11-22""#), "\(text)")
    }

    @Test("A day filed under another date is refused")
    func misfiledDay() throws {
        var book = PuzzleBook()
        book.keep(PuzzleGame(date: Self.day), seconds: 1)
        let text = String(decoding: try JSONEncoder().encode(book), as: UTF8.self).replacingOccurrences(of: "2026-11-23", with: "2026-11-24")
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(PuzzleBook.self, from: Data(text.utf8)) }
    }
}
