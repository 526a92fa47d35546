import Foundation
import GameModel
import GLibKit
import Testing
@testable import Persistence

/// Players at one table in the saved session and the statistics: a session
/// without a match is a solo game, and files from before the players load.
@Suite("Players in the session and the statistics")
struct PlayersPersistenceTests {
    static let found = GameEvent.setFound([], points: 3)
    static let wrong = GameEvent.notASet([], penalty: 1)

    /// A match of `names` after each `(player, event)` claim, a nil event timing out.
    static func match(_ names: [String], _ script: [(Int, GameEvent?)] = []) throws -> PlayersMatch {
        var match = try #require(PlayersMatch(names: names))
        for (player, event) in script {
            #expect(match.claim(player) == .claimed(player: player))
            _ = event.map { match.judge($0) } ?? match.timeOut()
        }
        return match
    }

    /// A record's played, won, best score and successes; empty for none.
    static func numbers(_ record: PlayerStatistics?) -> [Int] {
        record.map { [$0.played, $0.won, $0.bestScore, $0.successes] } ?? []
    }

    /// The session's payload as JSON objects, for editing.
    static func object(_ session: SavedSession) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(session)) as? [String: Any])
    }

    @Test("A session with a match comes back with its players and no claim open")
    func sessionWithMatch() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var match = try Self.match(["Ann", "Ben", "Cy"], [(0, Self.found), (1, Self.wrong)])
        _ = match.claim(2)
        var session = midPlaySession()
        session.match = match
        let store = SessionStore(dataStore: DataStore(directory: directory.path))
        try store.save(session)
        let restored = try #require(store.load().value?.match)
        #expect(restored.players == match.players)
        #expect(restored.claimer == nil)
        #expect(restored.players[1].isLockedOut && restored.players[0].score == 1)
    }

    @Test("A solo session has no match and writes no \"match\" key")
    func sessionWithoutMatch() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = SessionStore(dataStore: DataStore(directory: directory.path))
        try store.save(midPlaySession())
        #expect(store.load().value == midPlaySession())
        #expect(store.load().value?.match == nil)
        #expect(try Self.object(midPlaySession())["match"] == nil)
    }

    @Test("A format 2 session saved before the players loads as a solo game")
    func olderSession() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let old = midPlaySession()
        let payload = String(decoding: try JSONSerialization.data(withJSONObject: Self.object(old)), as: UTF8.self)
        #expect(!payload.contains("match\""))
        let file = #"{"format": 2, "saved": "2026-06-02T03:04:05Z", "payload": \#(payload)}"#
        try file.write(toFile: directory.file(SavedSession.fileName), atomically: true, encoding: .utf8)
        let loaded = try #require(SessionStore(dataStore: DataStore(directory: directory.path)).load().value)
        #expect(loaded == old && loaded.match == nil)
    }

    @Test("A session whose match has one player, or five, is refused whole", arguments: [1, 5])
    func badMatchCount(count: Int) throws {
        var object = try Self.object(midPlaySession())
        let player: [String: Any] = ["name": "A", "score": 0, "successes": 0, "isLockedOut": false]
        object["match"] = ["players": Array(repeating: player, count: count)]
        #expect(throws: DecodingError.self) {
            try JSONCoder.decode(SavedSession.self, from: JSONSerialization.data(withJSONObject: object))
        }
    }

    @Test("A match counts for every player; a tie is a win for each leader")
    func recordTie() throws {
        var statistics = Statistics()
        statistics.recordMatch(try Self.match(["Ann", "Ben", "Cy"], [(0, Self.found), (1, Self.found), (2, Self.wrong)]))
        #expect(statistics.playerNames == ["Ann", "Ben", "Cy"])
        #expect(statistics.player("Ann")?.won == 1 && statistics.player("Ben")?.won == 1)
        #expect(Self.numbers(statistics.player("Cy")) == [1, 0, -1, 0])
        #expect(statistics.player("Dee") == nil)
    }

    @Test("Best score is the highest of any match, successes add up, won counts only wins")
    func recordOverMatches() throws {
        var statistics = Statistics()
        statistics.recordMatch(try Self.match(["Ann", "Ben"], [(0, Self.found), (0, Self.found), (0, Self.found), (1, Self.found)]))
        statistics.recordMatch(try Self.match(["Ben", "Ann"], [(1, Self.wrong), (0, Self.found), (0, Self.found)]))
        statistics.recordMatch(try Self.match(["Ann", "Ben"], [(0, Self.found), (1, nil)]))
        #expect(Self.numbers(statistics.player("Ann")) == [3, 2, 3, 4])
        #expect(Self.numbers(statistics.player("Ben")) == [3, 1, 2, 3])
    }

    @Test("Names are trimmed; an empty name is not recorded; a name at two seats counts once")
    func recordNames() throws {
        var statistics = Statistics()
        statistics.recordMatch(try Self.match(["  Ann ", " ", "bob", "Ann"], [(3, Self.found), (3, Self.found), (0, Self.wrong)]))
        #expect(statistics.playerNames == ["Ann", "bob"])
        #expect(Self.numbers(statistics.player(" Ann")) == [1, 1, 2, 2])
        statistics.recordMatch(try Self.match(["Zoë", "Bea"]))
        #expect(statistics.playerNames == ["Ann", "Bea", "bob", "Zoë"])
    }

    @Test("Player records survive the store; an older file without them loads with none")
    func statisticsFiles() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = StatisticsStore(dataStore: DataStore(directory: directory.path))
        var statistics = Statistics()
        statistics.record(game: .set(.classic), score: 12, duration: 60, finished: true, hasMoved: true, date: fixedDate)
        #expect(!String(decoding: try JSONEncoder().encode(statistics), as: UTF8.self).contains("players"))
        try store.save(statistics)
        let old = try #require(store.load().value)
        #expect(old == statistics && old.playerNames.isEmpty && old.player("Ann") == nil)
        statistics.recordMatch(try Self.match(["Ann", "Ben"], [(1, Self.found)]))
        try store.save(statistics)
        let loaded = try #require(store.load().value)
        #expect(loaded == statistics && loaded.player("Ben")?.won == 1)
    }

    @Test("Impossible player records and untrimmed or empty names are refused", arguments: [
        #"{"Ann":{"played":0,"won":0,"bestScore":0,"successes":0}}"#,
        #"{"Ann":{"played":1,"won":2,"bestScore":0,"successes":0}}"#,
        #"{"Ann":{"played":1,"won":0,"bestScore":0,"successes":-1}}"#,
        #"{"Ann":{"played":1,"won":0,"bestScore":-9223372036854775808,"successes":0}}"#,
        #"{"Ann":{"played":1,"won":0,"successes":0}}"#,
        #"{" Ann":{"played":1,"won":0,"bestScore":0,"successes":0}}"#,
        #"{"":{"played":1,"won":0,"bestScore":0,"successes":0}}"#,
    ])
    func badPlayerRecords(players: String) {
        let empty = #"{"played":0,"finished":0,"totalScore":0,"topResults":[]}"#
        let text = #"{"matchismo":\#(empty),"set":\#(empty),"players":\#(players)}"#
        #expect(throws: DecodingError.self) { try JSONCoder.decode(Statistics.self, from: Data(text.utf8)) }
    }
}
