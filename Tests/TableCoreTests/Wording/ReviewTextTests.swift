import GameModel
import Testing

@testable import TableCore

/// The review's sentences for a seeded game played by the same
/// moves on every machine: a set found with others beside it, a wrong try,
/// a deal over a set missed, a hint, and the table at the end.
@Suite("The review's sentences")
struct ReviewTextTests {
    /// Classic Set deal 11: the first set on the table, a wrong try, Deal 3
    /// More over the sets left, a hint.
    static func review() throws -> GameReview {
        var played = RecordedSetGame<ClassicSetGame>(seed: 11)
        for card in try #require(played.game.allPlays.first) { _ = played.perform(.choose(played.game.table.firstIndex(of: card)!)) }
        for index in Sample.nonSet(in: played.game) { _ = played.perform(.choose(index)) }
        _ = played.perform(.dealThree)
        _ = played.perform(.hint)
        return try #require(GameReview(played.recording))
    }

    @Test("Each step of a review says the move and every other set on the table, and the end the table now")
    func eachStepSaysTheMoveAndEverySetOnTheTable() throws {
        let review = try Self.review()
        #expect(review.steps.count == 4)
        let sentences = review.steps.map { ReviewText.sentence($0, of: review) }
        #expect(sentences == [
            "Move 1 of 4: you found One open purple diamond, Two solid red ovals and Three striped green squiggles; 2 other sets were on the table: Two open green squiggles, One striped purple oval and Three solid red diamonds; One striped purple oval, Two open red squiggles and Three solid green diamonds.",
            "Move 2 of 4: you tried One striped purple squiggle, Two open red ovals and Two open green squiggles, which is not a set; 6 sets were on the table: One striped purple squiggle, Two open red ovals and Three solid green diamonds; Two open red ovals, Two open green squiggles and Two open purple diamonds; Two open red ovals, Three solid green ovals and One striped purple oval; Two open green squiggles, One striped purple oval and Three solid red diamonds; One striped purple oval, Two open red squiggles and Three solid green diamonds; Two open purple diamonds, One striped red diamond and Three solid green diamonds.",
            "Move 3 of 4: 3 more cards were dealt; 6 sets were on the table: One striped purple squiggle, Two open red ovals and Three solid green diamonds; Two open red ovals, Two open green squiggles and Two open purple diamonds; Two open red ovals, Three solid green ovals and One striped purple oval; Two open green squiggles, One striped purple oval and Three solid red diamonds; One striped purple oval, Two open red squiggles and Three solid green diamonds; Two open purple diamonds, One striped red diamond and Three solid green diamonds.",
            "Move 4 of 4: a hint showed One striped purple squiggle; 8 sets were on the table: One striped purple squiggle, Two open red ovals and Three solid green diamonds; Two open red ovals, Two open green squiggles and Two open purple diamonds; Two open red ovals, Three solid green ovals and One striped purple oval; Two open red ovals, Two solid purple diamonds and Two striped green squiggles; Two open green squiggles, One striped purple oval and Three solid red diamonds; One striped purple oval, Two open red squiggles and Three solid green diamonds; Two open purple diamonds, One striped red diamond and Three solid green diamonds; Three solid green diamonds, Two striped green squiggles and One open green oval.",
        ])
        #expect(ReviewText.end(of: review) == "The table now, score 0: 8 sets are on the table: One striped purple squiggle, Two open red ovals and Three solid green diamonds; Two open red ovals, Two open green squiggles and Two open purple diamonds; Two open red ovals, Three solid green ovals and One striped purple oval; Two open red ovals, Two solid purple diamonds and Two striped green squiggles; Two open green squiggles, One striped purple oval and Three solid red diamonds; One striped purple oval, Two open red squiggles and Three solid green diamonds; Two open purple diamonds, One striped red diamond and Three solid green diamonds; Three solid green diamonds, Two striped green squiggles and One open green oval.")
    }

    @Test("A solved puzzle's review ends with no set left on the table")
    func aSolvedPuzzleEndsWithNoSetLeft() throws {
        var played = RecordedSetGame<NumberedPuzzleGame>(number: 7)
        while let set = played.game.allPlays.first {
            for card in set { _ = played.perform(.choose(played.game.table.firstIndex(of: card)!)) }
        }
        let review = try #require(GameReview(played.recording))
        #expect(review.isOver && review.steps.count == 6)
        #expect(ReviewText.sentence(review.steps[5], of: review).hasSuffix("; no other set was on the table."))
        #expect(ReviewText.end(of: review) == "End of the game, score 18: no set is left on the table.")
    }

    @Test("A review's score below zero has a real minus sign")
    func aScoreBelowZeroHasARealMinusSign() throws {
        var played = RecordedSetGame<ClassicSetGame>(seed: 11)
        for _ in 0..<2 {
            for index in Sample.nonSet(in: played.game) { _ = played.perform(.choose(index)) }
        }
        let review = try #require(GameReview(played.recording))
        #expect(review.score < 0)
        #expect(ReviewText.end(of: review).hasPrefix("The table now, score \u{2212}\(-review.score): "))
    }
}
