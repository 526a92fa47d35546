import Foundation
import GameModel
import GLibKit
import Testing
@testable import Persistence

/// The saved session keeps the Set table's move logs (for the review) in
/// an optional list: a session without one loads, and a log that does not
/// decode is dropped while the rest of the session loads.
@Suite("Move logs in the saved session")
struct SetLogSessionTests {
    static func playedLog() -> SetGameRecording {
        var played = RecordedSetGame<ClassicSetGame>(seed: 11)
        for index in played.game.setsOnTable.first ?? [] { _ = played.perform(.choose(index)) }
        _ = played.perform(.dealThree)
        return played.recording
    }

    @Test("Logs round-trip with the session, found by variant")
    func roundTrip() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var session = VariantSessionTests.everyVariantSession()
        let log = Self.playedLog()
        session.setLogs = [log, SetGameRecording(deal: .daily(VariantSessionTests.day))]
        let store = SessionStore(dataStore: DataStore(directory: directory.path))
        try store.save(session)
        let restored = try #require(store.load().value)
        #expect(restored == session)
        #expect(restored.setLog(of: .classic) == log && log.moves.count == 4)
        #expect(restored.setLog(of: .puzzle)?.deal == .daily(VariantSessionTests.day))
        #expect(restored.setLog(of: .ultra) == nil)
    }

    @Test("A session without logs loads with none; a log that does not replay is dropped, the rest kept")
    func lenient() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var session = VariantSessionTests.everyVariantSession()
        session.setLogs = [Self.playedLog()]
        var object = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(session)) as? [String: Any])
        var logs = try #require(object["setLogs"] as? [[String: Any]])
        // A move no game can make (the 99th card), then no logs at all.
        logs.append(["deal": ["variant": "ultra", "seed": 4], "moves": [99]])
        object["setLogs"] = logs
        try VariantSessionTests.writeSession(object, format: SavedSession.format, in: directory)
        let store = SessionStore(dataStore: DataStore(directory: directory.path))
        let loaded = try #require(store.load().value)
        #expect(loaded.setLogs == session.setLogs)
        #expect(loaded.setGames == session.setGames)
        object.removeValue(forKey: "setLogs")
        try VariantSessionTests.writeSession(object, format: SavedSession.format, in: directory)
        #expect(try #require(store.load().value).setLogs == nil)
    }

    /// The fuzzer's seed with logs (Checks/Fuzz/Corpus/saved-game) loads whole
    /// through the store, and each log replays to its variant's saved game.
    @Test("The fuzz seed with logs loads, each log replaying to its game")
    func theFuzzSeedLoads() throws {
        let seed = TestPaths.repositoryRoot.appendingPathComponent("Checks/Fuzz/Corpus/saved-game/session-with-move-logs.json")
        let session = try #require(try FuzzRegressionTests.load(SavedSession.self, from: Data(contentsOf: seed)).value)
        let classic = try #require(session.setLog(of: .classic))
        #expect(classic.moves.last == .command(.openReview))
        #expect(classic.replay() as? ClassicSetGame == session.setGames[ClassicSetGame.self]?.game)
        #expect(session.setLog(of: .ultra)?.replay() as? UltraSetGame == session.setGames[UltraSetGame.self]?.game)
        #expect(session.setLog(of: .puzzle)?.deal == .numberedPuzzle(7))
    }

    @Test("A session without move logs writes no setLogs field")
    func noLogsWritesNoField() throws {
        let data = try JSONEncoder().encode(SavedSession())
        #expect(!String(decoding: data, as: UTF8.self).contains("setLogs"))
    }
}
