import CardArt
import GameModel
import Testing

@testable import TableCore

/// The lesson's deal at the Set table: played for real over the player's
/// game, which waits beneath it untouched.
@MainActor
@Suite("The lesson at the Set table")
struct SetTableLessonTests {
    @Test("The lesson's deal is on show over the player's game, which is there again after it")
    func overlay() {
        let table = SetTable(seed: 7)
        let own = table.game.table
        table.startLesson()
        #expect(table.isInLesson)
        #expect(table.game.table == SetLesson.deal().table)
        let lesson = SetLesson.onDeal
        let index = table.game.table.firstIndex(of: lesson.aSet[0])!
        _ = table.perform(.choose(index))
        #expect(table.game.selection == [lesson.aSet[0]])
        #expect(!table.canUndo)
        #expect(table.recording == nil)
        table.endLesson()
        #expect(!table.isInLesson)
        #expect(table.game.table == own)
        #expect(table.game.selection.isEmpty)
    }

    @Test("Lit cards are drawn as a hint's, and only in the lesson")
    func lit() {
        let lesson = SetLesson.onDeal, table = SetTable(seed: 7)
        table.startLesson()
        // The first step's cards: the lesson's set.
        table.litFaces = Set(lesson.lit)
        #expect(Set(table.cards.filter { $0.state.contains(.lit) }.map(\.id)) == Set(lesson.aSet.map(CardFace.set)))
        table.endLesson()
        #expect(table.cards.allSatisfy { !$0.state.contains(.lit) })
    }

    @Test("A set found in the lesson scores as in the game; a claim means nothing there")
    func playedForReal() {
        let table = SetTable(seed: 7)
        table.seat(["Ann", "Bob"])
        table.startLesson()
        let cards = table.game.table
        let set = SetLesson.onDeal.aSet.map { cards.firstIndex(of: $0)! }
        #expect(table.perform(.claim(0)) == nil)
        var outcome: GameOutcome?
        for index in set.sorted(by: >) { outcome = table.perform(.choose(index)) }
        #expect(outcome?.scoreChange == SetScoring.setFound)
        #expect(table.score == SetScoring.setFound)
    }

    @Test("A new game, another variant, a sprint or a game brought back leaves the lesson")
    func leaving() {
        let table = SetTable(seed: 7)
        table.startLesson()
        table.newGame(seed: 8)
        #expect(!table.isInLesson)
        table.startLesson()
        table.show(.junior, seed: 9)
        #expect(!table.isInLesson)
        table.startLesson()
        table.startSprint(.findTen, deal: 3)
        #expect(!table.isInLesson)
        table.endSprint()
        let snapshot = table.snapshot()
        table.startLesson()
        #expect(table.restore(snapshot) && !table.isInLesson, "a game brought back by Undo is the player's own")
    }
}
