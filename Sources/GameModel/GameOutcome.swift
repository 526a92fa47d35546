/// What one command did to a game: the status-line message and the cards it
/// concerned, so the view can announce and animate it.
public struct GameOutcome: Equatable, Sendable, Codable {
    public enum Kind: String, Equatable, Sendable, Codable {
        /// The command changed nothing (a matched card, an empty deck).
        case ignored
        /// A card was chosen, turned or deselected.
        case chose
        /// The chosen cards matched or formed a set.
        case match
        /// The chosen cards did not match.
        case mismatch
        /// Cards were dealt, drawn, shuffled or hinted.
        case changed
        /// No move is left.
        case gameOver
    }

    public var kind: Kind
    public var message: String
    public var scoreChange: Int
    /// Short forms of the cards the outcome is about, in the order they were chosen.
    public var cards: [CardFace]

    public init(_ kind: Kind, _ message: String, scoreChange: Int = 0, cards: [CardFace] = []) {
        self.kind = kind
        self.message = message
        self.scoreChange = scoreChange
        self.cards = cards
    }

    /// Whether the command changed the game (and so can be undone).
    public var changedGame: Bool { kind != .ignored }
}

extension Int {
    /// "1 point", "-3 points".
    var points: String { abs(self) == 1 ? "\(self) point" : "\(self) points" }
}
