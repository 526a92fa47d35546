import GameModel
import GLibKit

extension Rank {
    /// The rank as printed in a card's corner in the player's language: "K",
    /// "D" for a German Dame, "R" for a French roi. Number cards keep their digits.
    public var localIndex: String {
        switch self {
        // TRANSLATORS: the letters in the corners of the cards. Keep A, K, Q, J unless your
        // language's decks print their own letters (German: A, K, D, B; French: A, R, D, V).
        // One or two letters; they must all differ.
        case .ace: trc("corner index of the ace", "A")
        case .jack: trc("corner index of the jack", "J")
        case .queen: trc("corner index of the queen", "Q")
        case .king: trc("corner index of the king", "K")
        default: index
        }
    }
}
