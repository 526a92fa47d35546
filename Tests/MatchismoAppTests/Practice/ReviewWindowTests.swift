import CardArt
import GameModel
import GtkKit
import GtkTestSupport
import TableCore
import Testing

@testable import MatchismoApp

/// The review window in the process: it draws each page's table
/// with the table's card views, the move's cards selected or flashed and the
/// other sets hinted, its sentence under them; its keys step through the
/// pages and stop at the ends. Opening it during a game costs a hint.
@Suite("The review window", .serialized, .timeLimit(.minutes(2)))
@MainActor
struct ReviewWindowTests {
    /// Deal 11: a set found, a wrong try.
    static func played() throws -> RecordedSetGame<ClassicSetGame> {
        var played = RecordedSetGame<ClassicSetGame>(seed: 11)
        for card in try #require(played.game.allPlays.first) { _ = played.perform(.choose(played.game.table.firstIndex(of: card)!)) }
        let table = played.game.table
        let wrong = try #require(table.indices.first { !SetRules.isSet(table[0], table[1], table[$0]) && $0 > 1 })
        for index in [0, 1, wrong] { _ = played.perform(.choose(index)) }
        return played
    }

    @Test("Each page shows its table marked and its sentence; the keys step and stop at the ends")
    func pages() throws {
        try TestDisplay.ensure()
        let review = try #require(GameReview(try Self.played().recording))
        let view = ReviewWindow(review: review, painter: CardPainter(caching: .never))
        defer { view.window.destroy() }
        view.window.present()
        let step = review.steps[0]
        #expect(view.views.map(\.card.face) == step.table.map(CardFace.set))
        let selected = view.views.filter { $0.card.state.contains(.selected) }.map(\.card.face)
        #expect(selected == step.table.filter { step.success!.contains($0) }.map(CardFace.set))
        let hinted = Set(view.views.filter { $0.card.state.contains(.hinted) }.map(\.card.face))
        #expect(hinted == Set(step.otherPlays.joined().filter { !step.success!.contains($0) }.map(CardFace.set)))
        #expect(view.sentence.text == ReviewText.sentence(step, of: review))
        #expect(view.views.allSatisfy { !$0.isChoosable }, "the review's cards are pictures, not buttons")

        #expect(view.perform(.navigate(.right)))
        #expect(view.pages.index == 1 && view.sentence.text.hasPrefix("Move 2 of 2: you tried "))
        #expect(view.views.filter { $0.card.state.contains(.mismatched) }.count == 3)
        #expect(view.perform(.navigate(.last)))
        #expect(view.sentence.text == ReviewText.end(of: review))
        view.go(.right)
        #expect(view.pages.index == 2, "the end stays the end")
        #expect(view.perform(.navigate(.first)) && view.pages.index == 0)
        #expect(!view.perform(.escape), "Escape is the dialog's, to close it")
        #expect(view.buttons.map(\.tooltip) == ["First move", "Previous move", "Next move", "The end"])
    }

    @Test("Opening the review during a game costs a hint, logged; a finished game's is free")
    func cost() throws {
        let table = SetTable(seed: 11)
        let outcome = try #require(table.perform(.openReview))
        #expect(outcome.event == .reviewOpened(cost: SetScoring.hintCost) && outcome.scoreChange == -SetScoring.hintCost)
        #expect(table.score == -SetScoring.hintCost && table.isAssisted)
        #expect(table.recording?.moves == [.command(.openReview)])
        #expect(GameReview(try #require(table.recording))?.steps.isEmpty == true, "opening it is no step of the review")
        #expect(table.undo() && table.score == 0)

        table.show(.puzzle, saved: NumberedPuzzleGame(number: 7), seed: 0)
        while let set = table.game.allPlays.first {
            for card in set { _ = table.perform(.choose(table.game.choosable.firstIndex(of: card)!)) }
        }
        let score = table.score
        #expect(table.isOver && table.perform(.openReview)?.event == .refused(.gameOver))
        #expect(table.score == score && table.recording?.moves.last != .command(.openReview))
        #expect(GameReview(try #require(table.recording))?.steps.count == 6)
    }
}
