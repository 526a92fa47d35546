import GameModel

/// A game of the Set family with its undo history, whichever variant it is,
/// so one table can hold each variant's game.
public protocol SetHistory: Sendable {
    /// The game now.
    var current: any SetFamilyGame { get }
    var canUndo: Bool { get }
    /// Applies `command`, remembering the state before it when it changed the game.
    mutating func perform(_ command: SetCommand) -> GameOutcome
    /// Goes back one move; false when there is none.
    mutating func undo() -> Bool
    /// Notes that the count of sets was shown, in the game and the states undo goes back to.
    mutating func noteSetCountShown()
}

extension UndoHistory: SetHistory where Game: SetFamilyGame {
    public var current: any SetFamilyGame { game }

    public mutating func perform(_ command: SetCommand) -> GameOutcome {
        perform { $0.perform(command) }
    }

    public mutating func noteSetCountShown() {
        amendAll { $0.noteSetCountShown() }
    }
}

/// `game` with an empty undo history.
func history(of game: some SetFamilyGame) -> any SetHistory {
    UndoHistory(game)
}
