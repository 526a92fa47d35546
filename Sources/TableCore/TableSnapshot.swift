import GameModel

/// A whole game with its undo history, kept so a new deal can be taken back.
public enum TableSnapshot: Sendable {
    case matchismo(UndoHistory<MatchismoGame>)
    case set(UndoHistory<SetGame>)

    public var kind: GameKind {
        switch self {
        case .matchismo: .matchismo
        case .set: .set
        }
    }
}

extension MatchismoTable {
    public func snapshot() -> TableSnapshot { .matchismo(history) }

    /// Brings back a game from `snapshot`; false when it is another game's.
    public func restore(_ snapshot: TableSnapshot) -> Bool {
        guard case .matchismo(let saved) = snapshot else { return false }
        history = saved
        return true
    }
}

extension SetTable {
    public func snapshot() -> TableSnapshot { .set(history) }

    /// Brings back a game from `snapshot`; false when it is another game's.
    public func restore(_ snapshot: TableSnapshot) -> Bool {
        guard case .set(let saved) = snapshot else { return false }
        history = saved
        return true
    }
}
