import GameModel
import Testing

@testable import TableCore

/// Every Set game at the table keeps its move log for the review:
/// a fresh deal of any variant, the puzzle as dealt, and a game resumed with
/// a log that replays to it; Undo takes back the log's entry too.
@MainActor
@Suite("Move logs at the Set table")
struct SetTableLogTests {
    @Test("A dealt game logs its moves, Undo takes them back, and the log replays to the game")
    func aDealtGameLogsItsMovesAndUndoTakesThemBack() throws {
        let table = SetTable(seed: 11)
        let set = try #require(table.game.allPlays.first)
        for card in set { _ = table.perform(.choose(table.game.choosable.firstIndex(of: card)!)) }
        _ = table.perform(.choose(0))
        #expect(table.recording?.moves.count == 4)
        #expect(table.undo())
        #expect(table.recording?.moves.count == 3)
        let replayed = try #require(table.recording?.replay())
        #expect(replayed.table == table.game.table && replayed.found == table.game.found)
    }

    @Test("Every variant's fresh game is logged from its deal, and a new game starts a new log", arguments: SetVariant.allCases)
    func everyVariantsFreshGameIsLogged(_ variant: SetVariant) throws {
        let table = SetTable(seed: 5)
        table.show(variant, seed: 21)
        _ = table.perform(.hint)
        let recording = try #require(table.recording)
        #expect(recording.deal.variant == variant && recording.moves == [.command(.hint)])
        table.newGame(seed: 22)
        #expect(table.recording?.moves == [])
    }

    @Test("Showing the count of sets is logged and kept through Undo")
    func theCountOfSetsShownIsLoggedAndKeptThroughUndo() throws {
        let table = SetTable(seed: 11)
        _ = table.perform(.choose(0))
        table.noteSetCountShown()
        #expect(table.undo())
        let replayed = try #require(table.recording?.replay())
        #expect(replayed.isAssisted && table.game.isAssisted)
    }

    @Test("A resumed game keeps a log that replays to it and drops one that does not")
    func aResumedGameKeepsALogThatReplaysToItAndDropsOneThatDoesNot() throws {
        var played = RecordedSetGame<ClassicSetGame>(seed: 11)
        _ = played.perform(.choose(2))
        let resumed = SetTable(game: played.game, recording: played.recording)
        #expect(resumed.recording == played.recording)
        let other = SetTable(game: ClassicSetGame(seed: 12), recording: played.recording)
        #expect(other.recording == nil && other.game.table == ClassicSetGame(seed: 12).table)
        other.keep(played.game, recording: played.recording)
        #expect(other.recording(of: .classic) == played.recording)
    }

    @Test("A numbered puzzle as dealt starts its log; a game without its seed has none")
    func aPuzzleAsDealtStartsItsLog() {
        let table = SetTable(seed: 1)
        table.show(.puzzle, saved: NumberedPuzzleGame(number: 7), seed: 0)
        #expect(table.recording == SetGameRecording(deal: .numberedPuzzle(7)!))
        table.keep(ClassicSetGame(seed: 3))
        #expect(table.recording(of: .classic) == nil, "a dealt game does not know its seed")
    }
}
