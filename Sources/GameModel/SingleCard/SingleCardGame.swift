/// The single-card view's model ("SuperCard"): one card at a time from a shuffled deck.
public struct SingleCardGame: Codable, Equatable, Sendable {
    public enum Command: Equatable, Sendable {
        /// Show the next card from the deck, face up.
        case nextCard
        case flip
    }

    public private(set) var card: PlayingCard
    public private(set) var isFaceUp = true
    /// Cards still to come.
    public private(set) var deck: [PlayingCard]
    public private(set) var moves = 0

    /// The saved form's keys; decoding checks the game is possible.
    enum CodingKeys: String, CodingKey {
        case card, isFaceUp, deck, moves
    }

    public init(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        var shuffled = PlayingCard.fullDeck.shuffled(with: &generator)
        card = shuffled.removeFirst()
        deck = shuffled
    }

    /// The face a painter shows.
    public var face: CardFace { isFaceUp ? .playing(card) : .back }

    public mutating func perform(_ command: Command) -> GameOutcome {
        switch command {
        case .nextCard:
            guard !deck.isEmpty else { return .refused(.deckEmpty) }
            card = deck.removeFirst()
            isFaceUp = true
            moves += 1
            return GameOutcome(.drew(card))
        case .flip:
            isFaceUp.toggle()
            moves += 1
            return GameOutcome(.flipped(card, faceUp: isFaceUp))
        }
    }
}

extension SingleCardGame {
    /// Reads a saved game and refuses one where a card shows up twice or the
    /// move count is out of bounds.
    public init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        card = try values.decode(PlayingCard.self, forKey: .card)
        isFaceUp = try values.decode(Bool.self, forKey: .isFaceUp)
        deck = try values.decode([PlayingCard].self, forKey: .deck)
        moves = try values.decode(Int.self, forKey: .moves)

        let limits = SavedStateLimits.self
        let cards = [card] + deck
        try limits.require(Set(cards).count == cards.count, "a card is in the deck twice", in: decoder)
        try limits.require((0...limits.magnitude).contains(moves), "the move count is out of range", in: decoder)
    }
}
