/// A game with the states before its recent moves, so a move can be undone.
///
/// Games are small value types, so keeping whole states is simpler and safer
/// than inverting each command.
public struct UndoHistory<Game: Sendable>: Sendable {
    /// How many moves can be undone.
    public static var limit: Int { 200 }

    public private(set) var game: Game
    private var past: [Game] = []

    public init(_ game: Game) {
        self.game = game
    }

    public var canUndo: Bool { !past.isEmpty }

    /// Runs `change` on the game and remembers the state before it when it changed anything.
    public mutating func perform(_ change: (inout Game) -> GameOutcome) -> GameOutcome {
        let before = game
        let outcome = change(&game)
        if outcome.changedGame {
            past.append(before)
            if past.count > Self.limit { past.removeFirst(past.count - Self.limit) }
        }
        return outcome
    }

    /// Changes the game and every state before it alike: what undo must not
    /// take back, such as having been helped.
    public mutating func amendAll(_ change: (inout Game) -> Void) {
        change(&game)
        for index in past.indices { change(&past[index]) }
    }

    /// Goes back one move; false when there is none.
    @discardableResult
    public mutating func undo() -> Bool {
        guard let previous = past.popLast() else { return false }
        game = previous
        return true
    }

    /// Starts over with `game` and forgets the past.
    public mutating func reset(to game: Game) {
        self.game = game
        past = []
    }
}
