import Foundation
import GameModel
import GLibKit
import Testing
@testable import Persistence

/// The games kept for review (`recent-games.json`): the latest first, none
/// older than 30 days or beyond 200, each loaded back move for move, and a
/// damaged file kept aside.
@Suite("Recent games kept for review")
struct RecentGamesTests {
    static let day: Int64 = 86_400
    static let start = Timestamp(secondsSince1970: 1_795_000_000)

    /// Classic Set dealt from `seed` with its first `sets` sets found, then three more cards dealt when `deals`.
    static func recording(seed: UInt64, sets: Int = 2, deals: Bool = true) -> SetGameRecording {
        var game = RecordedSetGame<ClassicSetGame>(seed: seed)
        for _ in 0..<sets {
            guard let set = SetRules.allSets(in: game.game.table).first else { break }
            for index in set { _ = game.perform(.choose(index)) }
        }
        if deals { _ = game.perform(.dealThree) }
        return game.recording
    }

    static func at(days: Int64, seconds: Int64 = 0) -> Timestamp {
        Timestamp(secondsSince1970: start.secondsSince1970 + days * day + seconds)
    }

    @Test("Latest first; games older than 30 days go; at most 200 are kept")
    func policy() {
        var games = RecentGames()
        games.keep(Self.recording(seed: 1), ended: Self.at(days: 0))
        games.keep(Self.recording(seed: 2), ended: Self.at(days: 10))
        #expect(games.games.map(\.recording.deal) == [Self.recording(seed: 2).deal, Self.recording(seed: 1).deal])
        games.keep(Self.recording(seed: 3), ended: Self.at(days: 30))
        #expect(games.games.count == 3, "a game exactly 30 days old stays")
        games.keep(Self.recording(seed: 4), ended: Self.at(days: 30, seconds: 1))
        #expect(games.games.count == 3, "the game older than 30 days went")
        #expect(!games.games.contains { $0.recording.deal == Self.recording(seed: 1).deal })
        for seed in 10..<250 { games.keep(Self.recording(seed: UInt64(seed), sets: 0), ended: Self.at(days: 31, seconds: Int64(seed))) }
        #expect(games.games.count == RecentGames.limit)
        #expect(games.games.first?.recording.deal == Self.recording(seed: 249).deal)
    }

    @Test("A game that goes on from one kept (left, brought back, finished) takes its place; another deal or a new start does not")
    func continuation() {
        var games = RecentGames()
        let left = Self.recording(seed: 1, sets: 1, deals: false), finished = Self.recording(seed: 1, sets: 3)
        #expect(finished.moves.starts(with: left.moves) && finished.moves.count > left.moves.count)
        games.keep(left, ended: Self.at(days: 0))
        games.keep(Self.recording(seed: 2), ended: Self.at(days: 0, seconds: 1))
        games.keep(finished, ended: Self.at(days: 0, seconds: 2))
        #expect(games.games.map(\.recording) == [finished, Self.recording(seed: 2)])
        games.keep(Self.recording(seed: 1, sets: 0), ended: Self.at(days: 0, seconds: 3))
        #expect(games.games.count == 3, "the same deal played afresh is another game")
    }

    @Test("Saved and loaded back move for move, within the size the policy promises")
    func roundTrip() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var games = RecentGames()
        for seed in 1...RecentGames.limit { games.keep(Self.recording(seed: UInt64(seed), sets: 6), ended: Self.at(days: 0, seconds: Int64(seed))) }
        let store = RecentGamesStore(dataStore: DataStore(directory: directory.path))
        #expect(store.path.hasSuffix("/recent-games.json"))
        try store.save(games)
        let loaded = try #require(store.load().value)
        #expect(loaded == games)
        #expect(loaded.games[0].recording.moves.count == Self.recording(seed: 200, sets: 6).moves.count)
        let size = try #require(try FileManager.default.attributesOfItem(atPath: store.path)[.size] as? Int)
        #expect(size < 1_000_000, "\(size) bytes")
    }

    @Test("Games out of order, too many, or a move log that does not replay are refused")
    func refused() throws {
        var games = RecentGames()
        games.keep(Self.recording(seed: 1), ended: Self.at(days: 0))
        games.keep(Self.recording(seed: 2), ended: Self.at(days: 1))
        let text = String(decoding: try JSONEncoder().encode(games), as: UTF8.self)
        #expect(try JSONCoder.decode(RecentGames.self, from: Data(text.utf8)) == games)
        let swapped = text.replacingOccurrences(of: try #require(Self.at(days: 1).iso8601), with: "2000-01-01T00:00:00Z")
        let noPlay = text.replacingOccurrences(of: #""moves":["#, with: #""moves":[-1,-1,"#)
        for bad in [swapped, noPlay] {
            #expect(bad != text)
            #expect(throws: (any Error).self) { try JSONCoder.decode(RecentGames.self, from: Data(bad.utf8)) }
        }
        var many = RecentGames()
        for seed in 0...RecentGames.limit { many.keep(Self.recording(seed: UInt64(seed), sets: 0), ended: Self.at(days: 0, seconds: Int64(seed))) }
        let tooMany = String(decoding: try JSONEncoder().encode(many), as: UTF8.self)
            .replacingOccurrences(of: #"{"games":["#, with: #"{"games":[{"ended":"2099-01-01T00:00:00Z","recording":{"deal":{"variant":"classic","seed":1},"moves":[]}},"#)
        #expect(throws: (any Error).self) { try JSONCoder.decode(RecentGames.self, from: Data(tooMany.utf8)) }
    }

    /// A find-10 sprint's result on deal `seed`.
    static func sprint(seed: UInt64, sets: Int = 2) -> SprintResult {
        SprintResult(mode: .findTen, deal: seed, setsFound: sets, mistakes: 1, playSeconds: 42.5, isAssisted: false)
    }

    @Test("A sprint is kept with its result, apart from a classic game of the same deal, and loads back; files without sprints still load")
    func sprints() throws {
        var games = RecentGames()
        let played = Self.recording(seed: 7)
        games.keep(played, ended: Self.at(days: 0))
        games.keep(played, sprint: Self.sprint(seed: 7), ended: Self.at(days: 0, seconds: 1))
        #expect(games.games.map(\.sprint) == [Self.sprint(seed: 7), nil], "the same deal as a sprint is another game")
        games.keep(played, sprint: Self.sprint(seed: 7), ended: Self.at(days: 0, seconds: 2))
        #expect(games.games.count == 2, "the same sprint kept again takes its own place")

        let text = String(decoding: try JSONEncoder().encode(games), as: UTF8.self)
        #expect(try JSONCoder.decode(RecentGames.self, from: Data(text.utf8)) == games)
        let older = #"{"games":[{"ended":"2026-11-20T10:00:00Z","recording":{"deal":{"variant":"classic","seed":1},"moves":[]}}]}"#
        #expect(try JSONCoder.decode(RecentGames.self, from: Data(older.utf8)).games.first?.sprint == nil)
        let otherDeal = text.replacingOccurrences(of: #""deal":7"#, with: #""deal":8"#)
        #expect(otherDeal != text)
        #expect(throws: (any Error).self) { try JSONCoder.decode(RecentGames.self, from: Data(otherDeal.utf8)) }
    }

    @Test("A damaged file is kept aside unchanged and the player is told, naming the recent games")
    func damagedKeptAside() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = RecentGamesStore(dataStore: DataStore(directory: directory.path))
        let damaged = #"{"format": 1, "saved": "2026-01-02T03:04:05Z", "payload": {"games": [7]}}"#
        try damaged.write(toFile: store.path, atomically: true, encoding: .utf8)
        guard case .recovered(let backup, let reason) = store.load() else {
            Issue.record("a damaged file was not kept aside")
            return
        }
        #expect(try String(contentsOfFile: backup, encoding: .utf8) == damaged)
        #expect(reason.contains("recent games") && reason.contains(backup), "\(reason)")
    }
}
