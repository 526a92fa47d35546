import CardArt
import GameModel
import Testing

@testable import TableCore

/// The lesson's deal at the Matchismo table: played for real over the
/// player's game, which waits beneath it untouched and is the one saved.
@MainActor
@Suite("The lesson at the Matchismo table")
struct MatchismoTableLessonTests {
    @Test("The lesson's deal is on show over the player's game, which is there again after it")
    func overlay() {
        let table = MatchismoTable(seed: 7, mode: .threeCards)
        let own = table.game
        table.startLesson()
        #expect(table.isInLesson)
        #expect(table.game == MatchismoLesson.deal())
        #expect(table.ownGame == own)
        _ = table.perform(.choose(0))
        #expect(table.score == -MatchismoScoring.costToChoose)
        #expect(!table.canUndo)
        table.endLesson()
        #expect(table.game == own)
    }

    @Test("Lit cards are shown face up and lit; the others stay face down")
    func lit() {
        let table = MatchismoTable(seed: 7)
        table.startLesson()
        let lesson = MatchismoLesson.onDeal
        table.litFaces = Set(lesson.aMatch.map(CardFace.playing))
        let lit = table.cards.filter { $0.state.contains(.lit) }
        #expect(Set(lit.map(\.face)) == Set(lesson.aMatch.map(CardFace.playing)))
        #expect(table.cards.filter { $0.face == .back }.count == MatchismoLesson.cardCount - 2)
        table.endLesson()
        #expect(table.cards.allSatisfy { $0.face == .back })
    }

    @Test("A new game or the deal restarted leaves the lesson")
    func leaving() {
        let table = MatchismoTable(seed: 7)
        let leaves: [(String, () -> Void)] = [("new game", { table.newGame(seed: 8) }), ("restart", { table.restartDeal() })]
        for (name, leave) in leaves {
            table.startLesson()
            leave()
            #expect(!table.isInLesson, "\(name)")
        }
        #expect(table.game.seed == 8, "the deal restarted is the player's own")
    }
}
