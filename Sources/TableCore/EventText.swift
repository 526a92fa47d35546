import GameModel

/// Every sentence the app says about what happened, in one place: the status
/// line shows it and a screen reader hears it.
public enum EventText {
    /// The status-line sentence for `event` at a table of game `kind`, whose
    /// Matchismo deals are in `matchMode`.
    public static func status(for event: TableEvent, in kind: GameKind, matchMode: MatchMode) -> String {
        switch event {
        case .move(let outcome):
            let sentence = move(outcome.event, in: kind)
            guard let totals = outcome.gameOver else { return sentence }
            return sentence + " " + gameOver(totals, in: kind)
        case .undid(let done): return done ? "Undid the last move." : "Nothing to undo."
        case .gathered: return "Gathered the cards into a pile. Click it or press Escape to spread them."
        case .spread: return "Spread the cards."
        case .newGame: return kind == .card ? "Shuffled a new deck." : greeting(for: kind, matchMode: matchMode)
        case .faceScaled(let scale): return "Court art at \(Int((scale * 100).rounded())) percent."
        case .rulesPending(let mode, let count):
            return "\(mode.cardCount)-card matches with \(count) cards start with the next game (Ctrl+N)."
        }
    }

    /// What the status line says before anything has happened.
    public static func greeting(for kind: GameKind, matchMode: MatchMode) -> String {
        switch kind {
        case .matchismo: "Turn up \(matchMode.cardCount) cards of the same suit or rank to match them."
        case .set: "Find three cards that are all the same or all different in each feature."
        case .card: "Swipe or press Left and Right for the next card; click or press Space to flip it."
        }
    }

    /// Said on opening a window with a saved game.
    public static let welcomeBack = "Welcome back: your game goes on where you left it."

    private static func move(_ event: GameEvent, in kind: GameKind) -> String {
        switch event {
        case .selected(let card): "Selected \(card.name)."
        case .deselected(let card): "Deselected \(card.name)."
        case .selectionCleared: "Selection cleared."
        case .setFound(_, let points): "Set! +\(points.points)."
        case .notASet(_, let penalty): "Not a set: -\(penalty.points)."
        case .dealt(let cards, let penalty):
            penalty == 0 ? "Dealt \(cards.count) more cards." : "Dealt \(cards.count) more cards. There was a set: -\(penalty.points)."
        case .shuffled: "Shuffled the cards on the table."
        case .hinted(let card, let cost): "Hint: \(card.name) is part of a set. -\(cost.points)."
        case .turnedUp(let card, _): "Chose \(card.label)."
        case .turnedDown(let card): "Turned \(card.label) back down."
        case .matched(let cards, let points): "Matched \(labels(cards)) for \(points.points)."
        case .mismatched(let cards, let penalty): "\(labels(cards)) don't match: \(penalty) point penalty."
        case .drew(let card): "Drew \(card.name)."
        case .flipped(let card, let faceUp): faceUp ? "Turned up \(card.name)." : "Turned the card face down."
        case .refused(let reason): refusal(reason, in: kind)
        }
    }

    private static func refusal(_ reason: GameEvent.Refusal, in kind: GameKind) -> String {
        switch reason {
        case .noSuchCard: "There is no such card."
        case .alreadyMatched(let card): "\(card.label) is already matched."
        case .gameOver: "The game is over."
        case .deckEmpty: kind == .card ? "No cards left in the deck." : "The deck is empty."
        case .nothingSelected: "Nothing is selected."
        case .nothingToShuffle: "Nothing to shuffle."
        case .noSetOnTable(let canDeal): canDeal ? "No set on the table: deal 3 more cards." : "No set on the table."
        case .wholeSetHinted: "The hint shows a whole set already."
        }
    }

    private static func gameOver(_ totals: GameTotals, in kind: GameKind) -> String {
        kind == .set
            ? "No sets left: game over. Score \(totals.score)."
            : "No matches left: game over. Score \(totals.score)."
    }

    private static func labels(_ cards: [PlayingCard]) -> String {
        cards.map(\.label).joined(separator: " ")
    }

    /// The deck line: "1 card in the deck", "54 cards in the deck".
    public static func deckCount(_ count: Int) -> String {
        count == 1 ? "1 card in the deck" : "\(count) cards in the deck"
    }
}

extension Int {
    /// "1 point", "-3 points".
    public var points: String { abs(self) == 1 ? "\(self) point" : "\(self) points" }
}
