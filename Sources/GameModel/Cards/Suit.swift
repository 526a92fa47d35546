/// One of the four suits of a playing card.
public enum Suit: String, CaseIterable, Codable, Sendable, Hashable {
    case spades, hearts, diamonds, clubs

    /// The suit's symbol as printed on a card: ♠ ♥ ♦ ♣.
    public var symbol: String {
        switch self {
        case .spades: "♠"
        case .hearts: "♥"
        case .diamonds: "♦"
        case .clubs: "♣"
        }
    }

    /// The one-letter code used in short forms such as `QH`.
    public var letter: Character {
        switch self {
        case .spades: "S"
        case .hearts: "H"
        case .diamonds: "D"
        case .clubs: "C"
        }
    }

    /// Hearts and diamonds are red; spades and clubs are black.
    public var isRed: Bool { self == .hearts || self == .diamonds }

    /// Reads a suit from its letter (`S`, `H`, `D`, `C`, any case) or its symbol.
    public init?(token: Substring) {
        guard let suit = Suit.allCases.first(where: {
            token.uppercased() == String($0.letter) || token == $0.symbol
        }) else { return nil }
        self = suit
    }
}
