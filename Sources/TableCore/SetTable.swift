import CardArt
import GameModel

/// Set adapted to the shared table.
@MainActor
public final class SetTable: TableGame {
    public let kind = GameKind.set
    /// Set cards are drawn wide, 8:5, so symbols sit side by side.
    nonisolated public static let cardAspectRatio = 8.0 / 5.0
    public var aspectRatio: Double { Self.cardAspectRatio }
    public internal(set) var history: UndoHistory<SetGame>

    public init(seed: UInt64) {
        history = UndoHistory(SetGame(seed: seed))
    }

    /// Resumes a saved game.
    public init(game: SetGame) {
        history = UndoHistory(game)
    }

    public var game: SetGame { history.game }

    public var cards: [TableCard] {
        let selected = Set(game.selection), hinted = Set(game.hinted)
        return game.table.map { card in
            var state: CardLook.State = []
            if selected.contains(card) { state.insert(.selected) }
            if hinted.contains(card) { state.insert(.hinted) }
            return TableCard(id: .set(card), face: .set(card), state: state, isEnabled: !game.isOver)
        }
    }

    public var score: Int { game.score }
    public var deckCount: Int { game.deck.count }
    public var canDeal: Bool { !game.deck.isEmpty && !game.isOver }
    public var canUndo: Bool { history.canUndo }
    public var isOver: Bool { game.isOver }
    public var moves: Int { game.moves }
    public var isAssisted: Bool { history.game.found.isEmpty && false }

    public func perform(_ command: GameCommand) -> GameOutcome? {
        let setCommand: SetGame.Command
        switch command {
        case .choose(let index): setCommand = .choose(index)
        case .dealThree: setCommand = .dealThree
        case .shuffleTable: setCommand = .shuffleTable
        case .hint: setCommand = .hint
        case .clearSelection: setCommand = .deselectAll
        default: return nil
        }
        return history.perform { $0.perform(setCommand) }
    }

    public func undo() -> Bool { history.undo() }

    public func newGame(seed: UInt64) {
        history.reset(to: SetGame(seed: seed))
    }
}
