import GameModel
@testable import MatchismoApp
import Persistence
import TableCore
import Testing

/// The Set table built from a saved session keeps each game's saved move log
/// when it replays to the game (for the review), drops one that does not,
/// and a fresh deal (`--seed`) starts a log of its own.
@MainActor
@Suite("Move logs of a resumed session")
struct SessionLogTests {
    static func played() -> RecordedSetGame<ClassicSetGame> {
        var played = RecordedSetGame<ClassicSetGame>(seed: 1)
        for index in 0..<3 { _ = played.perform(.choose(index)) }
        return played
    }

    static func session(logs: [SetGameRecording]) -> SavedSession {
        let played = played()
        var ultra = UltraSetGame(seed: 4)
        _ = ultra.perform(.choose(0))
        return SavedSession(showing: .set, setGames: SavedSetGames([SavedGame(game: played.game, hasMoved: true),
                                                                   SavedGame(game: ultra, hasMoved: true)]),
                            setVariant: .classic, setLogs: logs)
    }

    @Test("A resumed game keeps its log, and another variant's log that does not fit its game is dropped")
    func aResumedGameKeepsItsLogAndAnotherVariantsOneThatDoesNotFitIsDropped() throws {
        try PlayerRecordsTests.withRecords { records, _ in
            let classic = Self.played().recording
            // A log of another ultra game than the one saved.
            let ultra = RecordedSetGame<UltraSetGame>(seed: 5).recording
            let table = GameSession.setTable(options: LaunchOptions(), saved: Self.session(logs: [classic, ultra]),
                                                   records: records, dealsAfresh: false)
            #expect(table.recording == classic)
            #expect(table.game(of: .ultra) != nil && table.recording(of: .ultra) == nil)
        }
    }

    @Test("A fresh deal starts its own log")
    func aFreshDealStartsItsOwnLog() throws {
        try PlayerRecordsTests.withRecords { records, _ in
            var options = LaunchOptions()
            options.seed = 2
            let table = GameSession.setTable(options: options, saved: Self.session(logs: [Self.played().recording]),
                                                   records: records, dealsAfresh: true)
            #expect(table.recording == SetGameRecording(deal: .seeded(.classic, seed: 2)!))
        }
    }
}
