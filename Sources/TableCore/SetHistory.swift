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
}

extension UndoHistory: SetHistory where Game: SetFamilyGame {
    public var current: any SetFamilyGame { game }

    public mutating func perform(_ command: SetCommand) -> GameOutcome {
        perform { $0.perform(command) }
    }
}

extension SetVariant {
    /// A fresh game of this variant: dealt from `seed`, or the puzzle of `date`.
    public func deal(seed: UInt64, date: PuzzleDate) -> any SetFamilyGame {
        switch self {
        case .classic: SetGame(seed: seed)
        case .junior: JuniorSetGame(seed: seed)
        case .chain: SetChainGame(seed: seed)
        case .ultra: UltraSetGame(seed: seed)
        case .puzzle: PuzzleGame(date: date)
        }
    }
}

/// `game` with an empty undo history.
func history(of game: some SetFamilyGame) -> any SetHistory {
    UndoHistory(game)
}
