/// One turn of a Matchismo game as the match history keeps it: the cards it
/// was about, what became of them and what it cost or won. A value, never
/// words: the app says it in the player's language.
public struct MatchismoTurn: Codable, Equatable, Sendable {
    /// What the turn did.
    public enum Result: Codable, Equatable, Sendable {
        /// A card was turned up, and nothing was compared yet.
        case turnedUp
        /// A chosen card was turned back down, for nothing.
        case turnedDown
        /// The cards matched for these points.
        case matched(points: Int)
        /// The cards did not match and cost this penalty.
        case mismatched(penalty: Int)
    }

    /// The cards, in the order they were chosen; the last is the card this turn chose.
    public let cards: [PlayingCard]
    public let result: Result
    /// Points paid to turn the card up (0 for turning one down).
    public let cost: Int
    /// The score after the turn.
    public let score: Int

    public init(cards: [PlayingCard], result: Result, cost: Int, score: Int) {
        self.cards = cards
        self.result = result
        self.cost = cost
        self.score = score
    }

    /// What the turn did to the score, all told.
    public var scoreChange: Int {
        switch result {
        case .turnedUp, .turnedDown: -cost
        case .matched(let points): points - cost
        case .mismatched(let penalty): -penalty - cost
        }
    }
}
