import GameModel
import GLibKit

/// Matchismo's lesson in words: by rank and by suit, with the points each
/// brings, made from the cards and `MatchismoScoring`.
extension LessonText {
    /// The step on show of Matchismo's lesson.
    static func matchismo(_ lesson: MatchismoLesson) -> String {
        switch lesson.step {
        case .aMatch:
            // TRANSLATORS: Matchismo's lesson, first step; the two cards' names follow, then why they match.
            ([tr("These two cards match: {cards}.").filling(["cards": TableReading.list(lesson.aMatch.map(\.name))])]
                + why(lesson.aMatch)).joined(separator: " ")
        case .notAMatch:
            ([tr("These two cards do not match: {cards}.").filling(["cards": TableReading.list(lesson.notAMatch.map(\.name))])]
                + why(lesson.notAMatch)).joined(separator: " ")
        case .findOne:
            tr("Now find a match: turn cards up two at a time. Cards that do not match turn back down, so remember where they lie.")
        case .scoring:
            [
                trn("Turning a card up costs {count} point.", "Turning a card up costs {count} points.", MatchismoScoring.costToChoose)
                    .counting(MatchismoScoring.costToChoose),
                trn("Two cards of the same suit score {count} point.", "Two cards of the same suit score {count} points.",
                    MatchismoScoring.suitMatch).counting(MatchismoScoring.suitMatch),
                trn("Two cards of the same rank score {count} point.", "Two cards of the same rank score {count} points.",
                    MatchismoScoring.rankMatch).counting(MatchismoScoring.rankMatch),
                // TRANSLATORS: {bonus} is a whole number, 4.
                tr("A match scores its points times {bonus}.").filling(["bonus": String(MatchismoScoring.matchBonus)]),
                trn("Cards that do not match cost {count} point and turn back down.",
                    "Cards that do not match cost {count} points and turn back down.", MatchismoScoring.mismatchPenalty)
                    .counting(MatchismoScoring.mismatchPenalty),
                tr("In 3-card matches, every two of the three cards count."),
                tr("The game ends when no more cards can match."),
            ].joined(separator: " ")
        }
    }

    /// The player matched `cards` in the lesson: well done, and why.
    static func matched(_ cards: [PlayingCard]) -> String {
        ([tr("Well matched.")] + why(cards)).joined(separator: " ")
    }

    /// The player turned up `cards`, which do not match, in the lesson: why not.
    static func notMatched(_ cards: [PlayingCard]) -> String { why(cards).joined(separator: " ") }

    /// Why two cards match or not: their rank, their suit, and what the pair scores.
    private static func why(_ cards: [PlayingCard]) -> [String] {
        let sameRank = Set(cards.map(\.rank)).count == 1, sameSuit = Set(cards.map(\.suit)).count == 1
        let rank = sameRank
            ? trn("They have the same rank: {count} point.", "They have the same rank: {count} points.", MatchismoScoring.rankMatch)
                .counting(MatchismoScoring.rankMatch)
            : tr("Their ranks differ.")
        let suit = sameSuit
            ? trn("They have the same suit: {count} point.", "They have the same suit: {count} points.", MatchismoScoring.suitMatch)
                .counting(MatchismoScoring.suitMatch)
            : tr("Their suits differ.")
        let points = MatchismoScoring.pairPoints(cards)
        let total = points > 0
            // TRANSLATORS: {bonus} is 4 (a match's bonus); {count} the points the match scores.
            ? trn("A match scores them times {bonus}: {count} point.", "A match scores them times {bonus}: {count} points.",
                  points * MatchismoScoring.matchBonus)
                .counting(points * MatchismoScoring.matchBonus).filling(["bonus": String(MatchismoScoring.matchBonus)])
            : trn("No rank or suit in common: no match, which costs {count} point.",
                  "No rank or suit in common: no match, which costs {count} points.", MatchismoScoring.mismatchPenalty)
                .counting(MatchismoScoring.mismatchPenalty)
        return [rank, suit, total]
    }
}
