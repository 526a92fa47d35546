import Foundation
import GameModel
import Testing
@testable import Persistence

/// Matchismo's deal number and match history in the saved session:
/// both are optional fields of the game, so format 2 stays, and a session
/// saved before them loads with no number and an empty history.
@Suite("Matchismo deals in the saved session")
struct DealSessionTests {
    @Test("The deal's number and the history come back with the session")
    func roundTrip() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let session = midPlaySession()
        let store = SessionStore(dataStore: DataStore(directory: directory.path))
        try store.save(session)
        let restored = try #require(store.load().value?.matchismo?.game)
        #expect(restored.seed == 5)
        #expect(restored.turns == session.matchismo?.game.turns && restored.turns.count == restored.moves)
    }

    @Test("A format 2 session from before numbered deals loads: no number, no history, the rest as saved")
    func beforeDeals() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let old = midPlaySession()
        var object = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(old)) as? [String: Any])
        var saved = try #require(object["matchismo"] as? [String: Any])
        var game = try #require(saved["game"] as? [String: Any])
        game["seed"] = nil
        game["turns"] = nil
        saved["game"] = game
        object["matchismo"] = saved
        let payload = String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
        let file = #"{"format": 2, "saved": "2026-01-02T03:04:05Z", "payload": \#(payload)}"#
        try file.write(toFile: directory.path + "/" + SavedSession.fileName, atomically: true, encoding: .utf8)
        let loaded = try #require(SessionStore(dataStore: DataStore(directory: directory.path)).load().value)
        let matchismo = try #require(loaded.matchismo?.game)
        let before = try #require(old.matchismo?.game)
        #expect(matchismo.seed == nil && matchismo.turns.isEmpty)
        #expect(matchismo.table == before.table && matchismo.score == before.score && matchismo.moves == before.moves)
        #expect(loaded.setGames == old.setGames)
    }
}
