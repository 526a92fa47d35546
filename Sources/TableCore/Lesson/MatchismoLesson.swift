import GameModel

/// Matchismo's first lesson, on a fixed deal of 12 cards in 2-card matches:
/// two cards that match and why, by rank and suit, shown face up; two that do
/// not; the player's own match; then the scoring. The examples are picked
/// from the deal's cards and every sentence is made from them (`LessonText`).
public struct MatchismoLesson: TableLesson, Equatable {
    /// The lesson's deal: its 12 cards hold a pair of the same rank, and a
    /// pair with neither rank nor suit in common (`MatchismoLessonTests`).
    public static let seed: UInt64 = 1
    public static let cardCount = 12
    /// Two cards that match.
    public let aMatch: [PlayingCard]
    /// Two that do not.
    public let notAMatch: [PlayingCard]
    public var progress = LessonProgress()

    /// The lesson's game: Matchismo dealt from `seed`, played for real.
    public static func deal() -> MatchismoGame { MatchismoGame(cardCount: cardCount, mode: .twoCards, seed: seed) }

    /// The lesson on `cards`; nil when no two match, or every two do.
    public init?(cards: [PlayingCard]) {
        let pairs = cards.indices.flatMap { a in cards.indices.filter { $0 > a }.map { [cards[a], cards[$0]] } }
        // A pair of the same rank shows the bigger score; one of the same suit will do.
        guard let match = pairs.first(where: { $0[0].rank == $0[1].rank })
            ?? pairs.first(where: { MatchismoScoring.pairPoints($0) > 0 }),
            let other = pairs.first(where: { pair in MatchismoScoring.pairPoints(pair) == 0 && !pair.contains(where: match.contains) })
        else { return nil }
        aMatch = match
        notAMatch = other
    }

    /// The lesson on the lesson's deal.
    public static var onDeal: MatchismoLesson { MatchismoLesson(cards: deal().table.map(\.card))! }

    public var lit: [CardFace] { progress.example(aMatch, notAMatch).map(CardFace.playing) }

    public var text: String { LessonText.matchismo(self) }

    public func answer(_ event: GameEvent) -> (found: Bool, words: String)? {
        switch event {
        case .matched(let cards, _): (true, LessonText.matched(cards))
        case .mismatched(let cards, _): (false, LessonText.notMatched(cards))
        default: nil
        }
    }
}
