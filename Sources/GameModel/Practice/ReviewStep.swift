/// One move of a game as the review shows it (`GameReview`): the table as it
/// was when the move was made, what lay beside it, every success possible
/// on it then, and what the move did, as the game's own typed event.
public struct ReviewStep: Equatable, Sendable {
    /// The move's number among the review's steps, from 1.
    public let number: Int
    /// The cards on the table just before the move, in table order.
    public let table: [SetCard]
    /// What lay beside the table then (Set-Chain's last set, the puzzle's sets found).
    public let beside: BesideTable
    /// Every success possible just before the move, in the rules' order (`allPlays`).
    public let plays: [[SetCard]]
    /// What the move did: a success (`setFound`, `ultraFound`), a mistake
    /// (`isMismatch`: `notASet`, `notAChain`, `notAnUltra`, `setAlreadyFound`),
    /// cards dealt (`dealt`, with the penalty when `plays` was not empty) or a hint.
    public let event: GameEvent
    /// The score after the move.
    public let score: Int

    public init(number: Int, table: [SetCard], beside: BesideTable, plays: [[SetCard]], event: GameEvent, score: Int) {
        self.number = number
        self.table = table
        self.beside = beside
        self.plays = plays
        self.event = event
        self.score = score
    }

    /// The success the move found, in the order chosen; nil for any other move.
    public var success: [SetCard]? {
        switch event {
        case .setFound(let cards, _), .ultraFound(let cards, _, _): cards
        default: nil
        }
    }

    /// The successes on the table other than the one the move found: the ones
    /// missed when dealing or erring, and the others there were when finding one.
    public var otherPlays: [[SetCard]] {
        guard let success else { return plays }
        let found = Set(success)
        return plays.filter { Set($0) != found }
    }

    /// Whether the review shows a step for `event`: a try judged, a deal, a
    /// hint; not a card selected or let go, nor a shuffle (the next step
    /// shows the table as it then was).
    public static func isReviewed(_ event: GameEvent) -> Bool {
        switch event {
        case .setFound, .ultraFound, .notASet, .notAChain, .notAnUltra, .setAlreadyFound, .dealt, .hinted, .playShown: true
        default: false
        }
    }
}
