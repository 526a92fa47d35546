/// What one command did: the event, how it moved the score, and, when the
/// move ended the game, the game's totals.
public struct GameOutcome: Equatable, Sendable {
    public var event: GameEvent
    /// Points won (positive) or lost (negative) by the command.
    public var scoreChange: Int
    /// Set when this command ended the game.
    public var gameOver: GameTotals?
    /// Players at one table: what the claimer's try did to the match (scored,
    /// penalized, released); nil for a solo game and for moves that judge no try.
    public var verdict: ClaimEvent?

    public init(_ event: GameEvent, scoreChange: Int = 0, gameOver: GameTotals? = nil) {
        self.event = event
        self.scoreChange = scoreChange
        self.gameOver = gameOver
    }

    /// A command that changed nothing.
    public static func refused(_ reason: GameEvent.Refusal) -> GameOutcome {
        GameOutcome(.refused(reason))
    }

    /// Whether the command changed the game (and so can be undone).
    public var changedGame: Bool { event.changedGame }

    /// The cards the outcome is about.
    public var cards: [CardFace] { event.cards }
}

/// A finished game's numbers.
public struct GameTotals: Equatable, Sendable {
    public var score: Int
    /// Sets found, or matches made in Matchismo.
    public var found: Int

    public init(score: Int, found: Int) {
        self.score = score
        self.found = found
    }
}
