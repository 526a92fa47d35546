import GameModel

/// Matchismo adapted to the shared table.
@MainActor
public final class MatchismoTable: TableGame {
    public let kind = GameKind.matchismo
    /// Playing cards are 5:8.
    nonisolated public static let cardAspectRatio = 5.0 / 8.0
    public var aspectRatio: Double { Self.cardAspectRatio }
    public internal(set) var history: UndoHistory<MatchismoGame>
    /// The mode and size of the next deal.
    public var mode: MatchMode
    public var cardCount: Int
    /// The first lesson's game on show over the player's own, which waits
    /// beneath it untouched: never saved, recorded or taken back (`MatchismoTable+Lesson`).
    public internal(set) var lessonGame: MatchismoGame?
    /// The cards the lesson is about: shown face up, lit as a hint's are.
    public var litFaces: Set<CardFace> = []

    public init(seed: UInt64, mode: MatchMode = .twoCards, cardCount: Int = MatchismoGame.defaultCardCount) {
        self.mode = mode
        self.cardCount = cardCount
        history = UndoHistory(MatchismoGame(cardCount: cardCount, mode: mode, seed: seed))
    }

    /// Resumes a saved game; its mode and size become the next deal's too.
    public init(game: MatchismoGame, cardCount: Int) {
        mode = game.mode
        self.cardCount = cardCount
        history = UndoHistory(game)
    }

    /// The game on show: the lesson's, during one.
    public var game: MatchismoGame { lessonGame ?? history.game }

    /// The player's own game, also under the lesson: the one saved.
    public var ownGame: MatchismoGame { history.game }

    public var cards: [TableCard] {
        game.table.indices.map { index in
            let slot = game.table[index]
            let isLit = litFaces.contains(.playing(slot.card))
            return TableCard(
                id: .playing(slot.card), face: isLit ? .playing(slot.card) : game.face(at: index),
                state: slot.state == .matched ? .matched : isLit ? .lit : [],
                isEnabled: slot.state != .matched)
        }
    }

    public var score: Int { game.score }
    public var deckCount: Int { game.deck.count }
    public var canDeal: Bool { false }
    public var canUndo: Bool { lessonGame == nil && history.canUndo }
    public var isOver: Bool { game.isOver }
    public var moves: Int { game.moves }
    /// Matchismo has no hints.
    public var isAssisted: Bool { false }

    public func perform(_ command: GameCommand) -> GameOutcome? {
        guard case .choose(let index) = command else { return nil }
        if lessonGame != nil { return lessonGame?.perform(.choose(index)) }
        return history.perform { $0.perform(.choose(index)) }
    }

    public func undo() -> Bool { history.undo() }

    public func newGame(seed: UInt64) {
        endLesson()
        history.reset(to: MatchismoGame(cardCount: cardCount, mode: mode, seed: seed))
    }

    /// The deal's number, which deals the same cards again; nil for a game saved before deals were numbered.
    public var deal: UInt64? { game.seed }

    /// Deals this deal again from the start: the same number, mode and table
    /// size, so the same cards lie in the same places. False without a number.
    @discardableResult
    public func restartDeal() -> Bool {
        endLesson()
        guard let seed = game.seed else { return false }
        history.reset(to: MatchismoGame(cardCount: game.table.count, mode: game.mode, seed: seed))
        return true
    }
}
