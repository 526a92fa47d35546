import GameModel

/// What happened at a table: a game's own event, or something the table did
/// around the game (undo, the pile, a new deal). The window turns it into the
/// status line and the app into saving and records.
public enum TableEvent: Equatable, Sendable {
    /// A game command and what it did.
    case move(GameOutcome)
    /// Cards dealt by the table itself, because nothing could be played (the auto-deal preference).
    case autoDealt(GameOutcome)
    /// Undo ran; false when there was nothing to undo.
    case undid(Bool)
    /// The cards were gathered into one pile.
    case gathered
    /// The pile was spread back into the grid.
    case spread
    /// A new game was dealt.
    case newGame
    /// The game a new deal replaced came back (Undo after New Game).
    case previousGameBack
    /// The Set table shows another variant (its own game, resumed or dealt).
    case variantShown(SetVariant)
    /// The single card's court art was scaled to this factor.
    case faceScaled(Double)
    /// New Matchismo rules wait for the next game.
    case rulesPending(MatchMode, cardCount: Int)
    /// Other computer players (a change in Preferences) wait for the next game at the Set table.
    case computersPending
    /// The first lesson's deal is on show (true), or the player's own game again (false).
    case lessonShown(Bool)
    /// The face's happiness or size changed.
    case face(FaceEvent)

    /// Whether the game changed (so it is saved).
    public var changedGame: Bool {
        switch self {
        case .move(let outcome), .autoDealt(let outcome): outcome.changedGame
        case .undid(let done): done
        case .newGame, .previousGameBack, .variantShown, .face: true
        case .gathered, .spread, .faceScaled, .rulesPending, .computersPending, .lessonShown: false
        }
    }

    /// The game's outcome, when this is a move.
    public var outcome: GameOutcome? {
        switch self {
        case .move(let outcome), .autoDealt(let outcome): outcome
        default: nil
        }
    }
}
