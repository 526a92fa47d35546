/// A card of the standard 52-card deck.
public struct PlayingCard: Hashable, Codable, Sendable {
    public let rank: Rank
    public let suit: Suit

    public init(_ rank: Rank, of suit: Suit) {
        self.rank = rank
        self.suit = suit
    }

    /// The short form used on the command line and in files: `QH`, `10S`.
    public var shortForm: String { rank.index + String(suit.letter) }

    /// The form used in status messages: `Q♥`.
    public var label: String { rank.index + suit.symbol }

    /// All 52 cards, suit by suit, ace to king.
    public static let fullDeck: [PlayingCard] = Suit.allCases.flatMap { suit in
        Rank.allCases.map { PlayingCard($0, of: suit) }
    }

    /// Parses a short form such as `AS`, `10h` or `Q♥`.
    public init?(shortForm text: String) {
        guard text.count >= 2 else { return nil }
        let suitStart = text.index(before: text.endIndex)
        guard let rank = Rank(token: text[..<suitStart]),
              let suit = Suit(token: text[suitStart...]) else { return nil }
        self.init(rank, of: suit)
    }
}
