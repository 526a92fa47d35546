import GameModel
import Testing

@testable import TableCore

/// Matchismo's first lesson: its fixed deal, the pairs picked from it, and
/// words by rank and suit made from the cards and the scoring.
@MainActor
@Suite("Matchismo's first lesson")
struct MatchismoLessonTests {
    @Test("The deal's 12 cards hold a pair of the same rank and a pair with nothing in common")
    func examples() {
        let cards = MatchismoLesson.deal().table.map(\.card)
        #expect(cards.count == MatchismoLesson.cardCount)
        let lesson = MatchismoLesson.onDeal
        #expect(lesson.aMatch.allSatisfy(cards.contains) && lesson.notAMatch.allSatisfy(cards.contains))
        #expect(lesson.aMatch[0].rank == lesson.aMatch[1].rank)
        #expect(MatchismoScoring.pairPoints(lesson.notAMatch) == 0)
        #expect(MatchismoLesson.deal().mode == .twoCards)
    }

    @Test("The match's step names its cards, their rank and suit, and what the match scores")
    func matchWords() {
        let lesson = MatchismoLesson.onDeal
        #expect(lesson.lit == lesson.aMatch.map(CardFace.playing))
        for card in lesson.aMatch { #expect(lesson.text.contains(card.name)) }
        #expect(lesson.text.contains("They have the same rank: 4 points."))
        let points = MatchismoScoring.pairPoints(lesson.aMatch) * MatchismoScoring.matchBonus
        #expect(lesson.text.contains("A match scores them times 4: \(points) points."), "\(lesson.text)")
    }

    @Test("The other step says the ranks and suits differ, and what a mismatch costs")
    func noMatchWords() {
        var lesson = MatchismoLesson.onDeal
        _ = lesson.next()
        #expect(lesson.text.hasPrefix("These two cards do not match: "))
        #expect(lesson.text.contains("Their ranks differ. Their suits differ. No rank or suit in common: no match, which costs 2 points."))
    }

    @Test("Finding one waits for a match: a mismatch says why, a match goes on to the scoring")
    func findOne() {
        var lesson = MatchismoLesson.onDeal
        _ = lesson.next()
        _ = lesson.next()
        #expect(lesson.step == .findOne && !lesson.canGoOn)
        let wrong = lesson.heard(.mismatched(lesson.notAMatch, penalty: 2))
        #expect(wrong?.contains("Their ranks differ.") == true)
        #expect(lesson.step == .findOne)
        let right = lesson.heard(.matched(lesson.aMatch, points: 16))
        #expect(right?.hasPrefix("Well matched. They have the same rank") == true)
        #expect(lesson.step == .scoring && lesson.isLastStep)
        #expect(lesson.text.contains("Turning a card up costs 1 point."))
        #expect(lesson.text.contains("A match scores its points times 4."))
    }
}
