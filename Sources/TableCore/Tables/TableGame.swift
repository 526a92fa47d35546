import GameModel

/// What the shared card table needs from a game: its cards, its numbers and
/// its commands. Matchismo and Set each adapt their model to it.
@MainActor
public protocol TableGame: AnyObject {
    var kind: GameKind { get }
    /// Card width divided by height.
    var aspectRatio: Double { get }
    var cards: [TableCard] { get }
    var score: Int { get }
    var deckCount: Int { get }
    var canDeal: Bool { get }
    var canUndo: Bool { get }
    var isOver: Bool { get }
    /// Commands that changed the game.
    var moves: Int { get }
    /// Whether hints helped this game (it then sets no best time).
    var isAssisted: Bool { get }

    /// Applies a game command; nil when the command means nothing to this game.
    func perform(_ command: GameCommand) -> GameOutcome?
    /// Takes back the last move; false when there is none.
    func undo() -> Bool
    /// Deals a fresh game.
    func newGame(seed: UInt64)
    /// The whole game now, to bring back with `restore(_:)`.
    func snapshot() -> TableSnapshot
    /// Brings back a game from `snapshot`; false when it is another game's.
    func restore(_ snapshot: TableSnapshot) -> Bool
}
