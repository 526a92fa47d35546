import GameModel

/// Everything a player can ask of a game view, whatever the input: gestures,
/// keys, buttons and menus all turn into one of these.
public enum GameCommand: Equatable, Sendable {
    /// Choose the card at a table index (flip in Matchismo, select in Set).
    case choose(Int)
    case dealThree
    case shuffleTable
    case hint
    case clearSelection
    case undo
    /// Gather every card into one pile.
    case gather
    /// Spread a gathered pile back into the grid.
    case spread
    /// Move the gathered pile by an offset.
    case movePile(dx: Double, dy: Double)
    /// Single card: draw the next card.
    case nextCard
    /// Single card: turn the card over.
    case flip
    /// Single card: multiply the court-art scale.
    case scaleFace(Double)
    /// Single card: step the court-art scale by key presses.
    case stepFace(Int)
}
