import Foundation
import GameModel
@testable import MatchismoApp
import Persistence
import TableCore
import Testing

/// What the statistics keep of a game New Game replaces.
@MainActor
@Suite("The records of a game New Game replaces")
struct PlayerRecordsTests {
    /// Records kept in a fresh directory, removed after `body`.
    static func withRecords(_ body: (PlayerRecords, _ directory: String) throws -> Void) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("records-\(UUID())").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try body(PlayerRecords(dataStore: DataStore(directory: directory)), directory)
    }

    @Test("A solo game with moves that is replaced is recorded and saved")
    func aRetiredSoloGameWithMovesIsRecordedAndSaved() throws {
        try Self.withRecords { records, directory in
            records.replacing(.set(.classic), score: 5, moves: 4)
            #expect(records.statistics[.set(.classic)].played == 1)
            #expect(records.statistics[.set(.classic)].bestScore == 5)
            let reloaded = PlayerRecords(dataStore: DataStore(directory: directory))
            _ = reloaded.load()
            #expect(reloaded.statistics[.set(.classic)].played == 1)
        }
    }

    @Test("A replaced players' match is not recorded as a solo game, whatever its moves")
    func aRetiredMatchIsNotASoloGameWhateverItsMoves() throws {
        try Self.withRecords { records, _ in
            records.replacing(.set(.classic), score: 5, moves: 4, counts: false)
            #expect(records.statistics == Statistics())
        }
    }

    @Test("A replaced solo game without a move is not recorded")
    func aRetiredSoloGameWithoutAMoveIsNotRecorded() throws {
        try Self.withRecords { records, _ in
            records.replacing(.set(.classic), score: 0, moves: 0)
            #expect(records.statistics == Statistics())
        }
    }
}

/// What `--seed` does to a saved Set game it deals over.
@MainActor
@Suite("The records of a Set game --seed deals over")
struct SetTableResumeRecordsTests {
    /// A saved session whose classic Set game has 3 moves, with or without two players at the table.
    static func session(match: Bool) -> SavedSession {
        var game = ClassicSetGame(seed: 1)
        for index in 0..<3 { _ = game.perform(.choose(index)) }
        return SavedSession(showing: .set, setGames: SavedSetGames([SavedGame(game: game, hasMoved: true)]), setVariant: .classic,
                            match: match ? PlayersMatch(names: ["Anna", "Ben"]) : nil)
    }

    static func dealAfresh(over session: SavedSession, _ records: PlayerRecords) {
        var options = LaunchOptions()
        options.seed = 2
        _ = GameSession.setTable(options: options, saved: session, records: records, dealsAfresh: true)
    }

    @Test("A solo game dealt over by --seed is recorded as abandoned")
    func aSoloGameDealtOverIsRecordedAsAbandoned() throws {
        try PlayerRecordsTests.withRecords { records, _ in
            Self.dealAfresh(over: Self.session(match: false), records)
            #expect(records.statistics[.set(.classic)].played == 1)
        }
    }

    @Test("A players' match dealt over by --seed is not recorded as a solo game")
    func aPlayersMatchDealtOverIsNotASoloGame() throws {
        try PlayerRecordsTests.withRecords { records, _ in
            Self.dealAfresh(over: Self.session(match: true), records)
            #expect(records.statistics == Statistics())
        }
    }
}
