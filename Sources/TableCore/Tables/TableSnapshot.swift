import GameModel

/// A whole game with its undo history, kept so a new deal can be taken back.
public enum TableSnapshot: Sendable {
    case matchismo(UndoHistory<MatchismoGame>)
    /// A game of a Set variant, which comes back only to that variant, with
    /// the players' scores when players share the table.
    case set(SetVariant, any SetHistory, PlayersMatch?)

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
        // The game coming back is the player's own: a lesson over it ends.
        endLesson()
        history = saved
        return true
    }
}

extension SetTable {
    public func snapshot() -> TableSnapshot { .set(variant, currentHistory, match) }

    /// Brings back a game from `snapshot`; false when it is another game's or
    /// another variant's (the variant on show must be the snapshot's).
    public func restore(_ snapshot: TableSnapshot) -> Bool {
        guard case .set(let savedVariant, let saved, let savedMatch) = snapshot, savedVariant == variant else { return false }
        endLesson()
        replaceCurrent(saved)
        match = savedMatch
        // A claim open when the game was replaced does not come back: its countdown is gone.
        _ = match?.withdraw()
        return true
    }
}
