import GameModel

/// What a navigation key does at a table.
public enum TableKeyAction: Equatable, Sendable {
    /// Run a command (move the pile, spread it, clear the selection).
    case command(GameCommand)
    /// Move the keyboard focus among the cards.
    case focus(GridFocus.Move)
}

/// The keys the single card answers (Left and Right both draw the next card).
public enum SingleCardKey: Sendable, CaseIterable {
    case next, larger, smaller
}

/// Turns the table's own keys into actions; pure, so tests need no display.
public enum KeyMapping {
    /// How far an arrow key moves a gathered pile, in pixels.
    public static let pileStep = 24.0

    /// Arrows, Home and End move the focus, or move a gathered pile (Home and End
    /// then do nothing).
    public static func navigation(_ move: GridFocus.Move, isGathered: Bool) -> TableKeyAction? {
        guard isGathered else { return .focus(move) }
        switch move {
        case .left: return .command(.movePile(dx: -pileStep, dy: 0))
        case .right: return .command(.movePile(dx: pileStep, dy: 0))
        case .up: return .command(.movePile(dx: 0, dy: -pileStep))
        case .down: return .command(.movePile(dx: 0, dy: pileStep))
        case .first, .last: return nil
        }
    }

    /// Escape spreads a gathered pile, or else clears the selection.
    public static func escape(isGathered: Bool) -> GameCommand {
        isGathered ? .spread : .clearSelection
    }

    /// The single card's keys: the next card, and the court art a step larger or smaller.
    public static func singleCard(_ key: SingleCardKey) -> GameCommand {
        switch key {
        case .next: .nextCard
        case .larger: .stepFace(1)
        case .smaller: .stepFace(-1)
        }
    }
}
