import GameModel

/// Everything a player can ask of a game view, whatever the input: gestures,
/// keys, buttons and menus all turn into one of these.
public enum GameCommand: Equatable, Sendable {
    /// Choose the card at a table index (flip in Matchismo, select in Set).
    case choose(Int)
    case dealThree
    case shuffleTable
    case hint
    /// Show Me the Sets: mark the next set on the table, each in turn.
    case showSets
    /// Set: open the review of the game going on, at a hint's cost (`SetCommand.openReview`).
    case openReview
    case clearSelection
    /// Players at one table: the player in this seat claims a set.
    case claim(Int)
    /// Players at one table: the claimer's time to choose ran out.
    case claimTimeOut
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
    /// Single card: multiply the court-art scale; face: the face's scale (a
    /// pinch, relative to its start).
    case scaleFace(Double)
    /// Single card: step the court-art scale by key presses; face: the face's scale.
    case stepFace(Int)
    /// Face: change the happiness by this much (a drag, relative to its start; up is happier).
    case changeHappiness(Double)
    /// Face: step the happiness by key presses.
    case stepHappiness(Int)
    /// Face: back to the standard happiness and size.
    case resetFace
}
