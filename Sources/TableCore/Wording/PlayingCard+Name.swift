import GameModel
import GLibKit

extension PlayingCard {
    /// The accessible name, translated: "Queen of Hearts".
    public var name: String {
        // TRANSLATORS: a playing card's name from its rank and suit ("Queen of Hearts");
        // order the two as your language names cards ("Herz-Dame", "Dame de cœur").
        trc("playing card", "{rank} of {suit}").filling(["rank": rank.name, "suit": suit.name])
    }
}

extension Rank {
    /// The rank as it stands in a card's name: "Queen".
    public var name: String {
        switch self {
        // TRANSLATORS: ranks as they stand in a card's name ("{rank} of {suit}").
        case .ace: trc("rank in a card name", "Ace")
        case .two: trc("rank in a card name", "Two")
        case .three: trc("rank in a card name", "Three")
        case .four: trc("rank in a card name", "Four")
        case .five: trc("rank in a card name", "Five")
        case .six: trc("rank in a card name", "Six")
        case .seven: trc("rank in a card name", "Seven")
        case .eight: trc("rank in a card name", "Eight")
        case .nine: trc("rank in a card name", "Nine")
        case .ten: trc("rank in a card name", "Ten")
        case .jack: trc("rank in a card name", "Jack")
        case .queen: trc("rank in a card name", "Queen")
        case .king: trc("rank in a card name", "King")
        }
    }
}

extension Suit {
    /// The suit as it stands in a card's name: "Hearts".
    public var name: String {
        switch self {
        // TRANSLATORS: suits as they stand in a card's name ("{rank} of {suit}").
        case .spades: trc("suit in a card name", "Spades")
        case .hearts: trc("suit in a card name", "Hearts")
        case .diamonds: trc("suit in a card name", "Diamonds")
        case .clubs: trc("suit in a card name", "Clubs")
        }
    }
}

extension CardFace {
    /// The accessible name, translated: "Queen of Hearts", "Two striped red ovals", "Face-down card".
    public var name: String {
        switch self {
        case .playing(let card): card.name
        case .set(let card): card.name
        // TRANSLATORS: the name of a card lying face down.
        case .back: tr("Face-down card")
        }
    }
}

