import Foundation
import GameModel
import GLibKit
import Testing
@testable import Persistence

/// Format 3 of the saved session holds each Set variant's game, keyed by
/// variant; format 2 sessions (a key per variant) and format 1 sessions,
/// from before the variants, still load. The puzzle book keeps each
/// day's puzzle.
@Suite("Set variants in the saved session and the puzzle book")
struct VariantSessionTests {
    static let day = PuzzleDate(year: 2026, month: 11, day: 23)!

    @Test("Every variant's game comes back with the variant on show")
    func roundTrip() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var session = Self.everyVariantSession()
        session.setVariant = .ultra
        let store = SessionStore(dataStore: DataStore(directory: directory.path))
        try store.save(session)
        let restored = try #require(store.load().value)
        #expect(restored == session)
        #expect(restored.setGames.variants == [.classic, .junior, .chain, .ultra])
        #expect(restored.setGames[JuniorSetGame.self]?.game.isAssisted == true)
        #expect(restored.setGames[UltraSetGame.self]?.game.selection.count == 1)
        #expect(restored.setGames[UltraSetGame.self]?.elapsedSeconds == 3.5)
    }

    @Test("Every variant kept in the session has a saved game that round-trips, read through its rules type")
    func everyVariantIsKept() throws {
        let kept = SetVariant.allCases.filter(\.isKeptInSession)
        #expect(kept == SetVariant.allCases.filter { $0 != .puzzle })
        let games = SavedSetGames(kept.map { variant in Self.saved(variant.deal(seed: 9, date: Self.day)) })
        #expect(games.variants == kept)
        let decoded = try JSONCoder.decode(SavedSetGames.self, from: JSONEncoder().encode(games))
        #expect(decoded == games)
        for variant in kept { #expect(decoded[variant]?.anyGame.variant == variant) }
    }

    @Test("A format 2 session, with a key per variant, loads every variant's game")
    func formatTwo() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let session = Self.everyVariantSession()
        var object = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(session)) as? [String: Any])
        let games = try #require(object.removeValue(forKey: "setGames") as? [String: Any])
        // Format 2 had "set" for classic Set and the variant's name for the others.
        for (variant, game) in games { object[variant == "classic" ? "set" : variant] = game }
        try Self.writeSession(object, format: 2, in: directory)
        let loaded = try #require(SessionStore(dataStore: DataStore(directory: directory.path)).load().value)
        #expect(loaded == session)
    }

    @Test("A format 1 session loads with classic Set shown and no variant games")
    func formatOne() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let old = midPlaySession()
        var object = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(old)) as? [String: Any])
        object["setVariant"] = nil
        object["set"] = (object.removeValue(forKey: "setGames") as? [String: Any])?["classic"]
        try Self.writeSession(object, format: 1, in: directory)
        let loaded = try #require(SessionStore(dataStore: DataStore(directory: directory.path)).load().value)
        #expect(loaded.setVariant == .classic)
        #expect(loaded.setGames == old.setGames && loaded.setGames.variants == [.classic])
    }

    @Test("An unknown variant on show falls back to classic; a tampered variant game fails the session")
    func badVariants() throws {
        var object = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(midPlaySession())) as? [String: Any])
        object["setVariant"] = "speed"
        let lenient = try JSONCoder.decode(SavedSession.self, from: JSONSerialization.data(withJSONObject: object))
        #expect(lenient.setVariant == .classic)

        var session = midPlaySession()
        session.setGames[JuniorSetGame.self] = SavedGame(game: JuniorSetGame(seed: 1))
        var tampered = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(session)) as? [String: Any])
        var games = try #require(tampered["setGames"] as? [String: Any])
        var junior = try #require(games["junior"] as? [String: Any])
        // A classic game under the Junior key: it holds striped and open cards.
        junior["game"] = try JSONSerialization.jsonObject(with: JSONEncoder().encode(ClassicSetGame(seed: 1)))
        games["junior"] = junior
        tampered["setGames"] = games
        #expect(throws: DecodingError.self) {
            try JSONCoder.decode(SavedSession.self, from: JSONSerialization.data(withJSONObject: tampered))
        }
    }

    /// A session with a game of every variant the session keeps, some in play.
    static func everyVariantSession() -> SavedSession {
        var junior = JuniorSetGame(seed: 3)
        _ = junior.perform(.hint)
        var ultra = UltraSetGame(seed: 4)
        _ = ultra.perform(.choose(0))
        var session = midPlaySession()
        session.setGames[JuniorSetGame.self] = SavedGame(game: junior, elapsedSeconds: 12, hasMoved: true)
        session.setGames[SetChainGame.self] = SavedGame(game: SetChainGame(seed: 5))
        session.setGames[UltraSetGame.self] = SavedGame(game: ultra, elapsedSeconds: 3.5, hasMoved: true)
        return session
    }

    static func saved(_ game: some SetFamilyGame) -> any SavedSetGame { SavedGame(game: game, elapsedSeconds: 1) }

    /// Writes `payload` as the session file of `format`.
    static func writeSession(_ payload: [String: Any], format: Int, in directory: TemporaryDirectory) throws {
        let text = String(decoding: try JSONSerialization.data(withJSONObject: payload), as: UTF8.self)
        let file = #"{"format": \#(format), "saved": "2026-01-02T03:04:05Z", "payload": \#(text)}"#
        try file.write(toFile: directory.path + "/" + SavedSession.fileName, atomically: true, encoding: .utf8)
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
        #expect(throws: DecodingError.self) { try JSONCoder.decode(PuzzleBook.self, from: Data(text.utf8)) }
    }
}
