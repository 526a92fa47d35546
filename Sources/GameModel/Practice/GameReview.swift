/// A game looked back on move by move, from its log (`SetGameRecording`):
/// one `ReviewStep` for each try judged, each deal and each hint, with the
/// table as it was and every success on it, then the table as it is now.
/// Works for a finished game and one still going.
public struct GameReview: Equatable, Sendable {
    public let deal: SetDeal
    public let steps: [ReviewStep]
    /// The table after the last move, and every success on it.
    public let finalTable: [SetCard]
    public let finalPlays: [[SetCard]]
    /// Whether the game is over.
    public let isOver: Bool
    public let score: Int

    /// The review of `recording`; nil when a move in it changes nothing (a log
    /// no play made).
    public init?(_ recording: SetGameRecording) {
        var steps: [ReviewStep] = []
        let last = recording.replay { before, _, outcome in
            guard let outcome, ReviewStep.isReviewed(outcome.event) else { return }
            steps.append(ReviewStep(
                number: steps.count + 1, table: before.table, beside: before.beside, plays: before.allPlays,
                event: outcome.event, score: before.score + outcome.scoreChange))
        }
        guard let last else { return nil }
        deal = recording.deal
        self.steps = steps
        finalTable = last.table
        finalPlays = last.allPlays
        isOver = last.isOver
        score = last.score
    }

}
