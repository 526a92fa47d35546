import Foundation
import GameModel
import Testing
@testable import Persistence

/// Inputs from `Checks/fuzz.sh` (saved-game and statistics targets) that the
/// loader accepted although no play can produce them. Each must be moved
/// aside like any broken file, not loaded: the app would lose or duplicate
/// cards, or trap at the next move. The decoders of the games and the
/// statistics refuse them, so the store keeps them aside as damaged files.
@Suite("Fuzz regressions: impossible documents are not loaded")
struct FuzzRegressionTests {
    static let seedSession = TestPaths.repositoryRoot
        .appendingPathComponent("Checks/Fuzz/Corpus/saved-game/session-after-24-moves.json")

    /// The seed session with one change applied to its JSON.
    static func session(_ change: (inout [String: Any]) -> Void) throws -> Data {
        var json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: seedSession)) as? [String: Any])
        var payload = try #require(json["payload"] as? [String: Any])
        change(&payload)
        json["payload"] = payload
        return try JSONSerialization.data(withJSONObject: json, options: [.sortedKeys])
    }

    static func load<Document: StoredDocument>(_ type: Document.Type, from data: Data) throws -> LoadResult<Document> {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try data.write(to: URL(fileURLWithPath: directory.file(Document.fileName)))
        return DataStore(directory: directory.path).load(type)
    }

    @Test("The seed session itself loads (the regressions below change one value each)")
    func seedLoads() throws {
        #expect(try Self.load(SavedSession.self, from: Data(contentsOf: Self.seedSession)).value != nil)
    }

    /// Found by the fuzzer (ChangeASCIIInt): a Set card twice in the deck, one missing.
    @Test("A Set game whose deck repeats a card is not loaded")
    func setDeckWithDuplicate() throws {
        let data = try Self.session { payload in
            var classic = payload["set"] as! [String: Any]
            var game = classic["game"] as! [String: Any]
            var deck = game["deck"] as! [[String: Any]]
            deck[5] = deck[6]
            game["deck"] = deck
            classic["game"] = game
            payload["set"] = classic
        }
        let result = try Self.load(SavedSession.self, from: data)
        #expect(result.value == nil)
    }

    /// Traps at the first face-down card chosen: `compareChosen` reads `table[99]`.
    @Test("A Matchismo game whose chosen index is off the table is not loaded")
    func matchismoChosenOffTable() throws {
        let data = try Self.session { payload in
            var matchismo = payload["matchismo"] as! [String: Any]
            var game = matchismo["game"] as! [String: Any]
            game["mode"] = 2
            game["chosen"] = [99]
            matchismo["game"] = game
            payload["matchismo"] = matchismo
        }
        let result = try Self.load(SavedSession.self, from: data)
        #expect(result.value == nil)
    }

    /// Found by the fuzzer (ChangeASCIIInt): more games finished than played.
    @Test("Statistics with more finished than played games are not loaded")
    func finishedAbovePlayed() throws {
        let data = Data("""
            {"format":1,"payload":{"matchismo":{"finished":1,"played":0,"topResults":[],"totalScore":0},\
            "set":{"finished":0,"played":0,"topResults":[],"totalScore":0}},"saved":"2026-11-21T08:00:00Z"}
            """.utf8)
        let result = try Self.load(Statistics.self, from: data)
        #expect(result.value == nil)
    }
}
