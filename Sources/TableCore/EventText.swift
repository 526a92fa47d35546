import GameModel

/// What a sentence about a table may refer to besides the event itself.
public struct TableContext: Equatable, Sendable {
    public var kind: GameKind
    public var score: Int
    public var tableCount: Int
    public var deckCount: Int
    public var matchMode: MatchMode
    /// Seconds played, for the game-over sentence.
    public var secondsPlayed: Double
    /// The card the player is on (the focused card, by its identity), whose name
    /// a screen reader has just said, so a sentence need not say it again.
    public var knownCard: CardFace?
    /// The face on the face view.
    public var face: HappinessFace
    /// Whether a screen reader has just said the face's new happiness as the
    /// value of the focused slider, so a sentence need not say it again.
    public var heardValue: Bool

    public init(kind: GameKind, score: Int = 0, tableCount: Int = 0, deckCount: Int = 0, matchMode: MatchMode = .twoCards,
                secondsPlayed: Double = 0, knownCard: CardFace? = nil, face: HappinessFace = .standard,
                heardValue: Bool = false)
    {
        self.kind = kind
        self.score = score
        self.tableCount = tableCount
        self.deckCount = deckCount
        self.matchMode = matchMode
        self.secondsPlayed = secondsPlayed
        self.knownCard = knownCard
        self.face = face
        self.heardValue = heardValue
    }
}

/// Every sentence the app says about what happened, in one place: the status
/// line shows it and a screen reader hears it. Each leads with the result and
/// ends with the score when the score changed.
public enum EventText {
    /// The sentence for `event`; nil when there is nothing to add to what the
    /// player already heard (a drawn card whose new name was just read).
    public static func sentence(for event: TableEvent, in context: TableContext) -> String? {
        switch event {
        case .move(let outcome):
            let sentence = move(outcome.event, in: context)
            guard let totals = outcome.gameOver else { return sentence }
            return [sentence, gameOver(totals, in: context)].compactMap { $0 }.joined(separator: " ")
        case .undid(let done): return done ? "Undid the last move. \(score(context.score))" : "Nothing to undo."
        case .gathered: return "Gathered the cards into a pile. Press Escape or click the pile to spread them."
        case .spread: return "Spread the cards."
        case .newGame: return newGame(in: context)
        case .previousGameBack: return "Your previous game is back. \(score(context.score))"
        case .faceScaled(let scale): return "Court art at \(Int((scale * 100).rounded())) percent."
        case .rulesPending(let mode, let count):
            return "\(mode.cardCount)-card matches with \(count) cards start with the next game (Ctrl+N)."
        case .face(let change): return face(change, in: context)
        }
    }

    /// What the status line says before anything has happened.
    public static func greeting(for kind: GameKind, matchMode: MatchMode) -> String {
        switch kind {
        case .matchismo: "Turn up \(matchMode.cardCount) cards of the same suit or rank to match them."
        case .set: "Find three cards that are all the same or all different in each feature."
        case .card: "Swipe or press Left and Right for the next card; click or press Space to flip it."
        case .face: "Drag up or down (or press Up and Down) to change the smile; pinch (or press + and −) to resize it; "
            + "double-click (or press Home) to reset it."
        }
    }

    /// The short line of a toast that offers Undo, for a move a player may
    /// want to take back (a wrong set, a mismatch); nil for any other event.
    public static func undoableMistake(_ event: TableEvent) -> String? {
        switch event.outcome?.event {
        case .notASet(_, let penalty): "Not a set: \(signed(-penalty))"
        case .mismatched(_, let penalty): "No match: \(signed(-penalty))"
        default: nil
        }
    }

    /// The result on the game-over page: "Score 30 in 5:12".
    public static func finalResult(score: Int, seconds: Double) -> String {
        "Score \(signed(score)) in \(NumberText.duration(seconds))"
    }

    /// The toast after New Game replaced a game in progress, which Undo brings back.
    public static let newGameDealt = "New game dealt"

    /// Said on opening a window with a saved game.
    public static let welcomeBack = "Welcome back: your game goes on where you left it."

    /// The score as a sentence: "Score 6.", "Score −4."
    public static func score(_ value: Int) -> String { "Score \(signed(value))." }

    /// A number with a real minus sign, as screen readers and typesetters want it: "−4".
    public static func signed(_ value: Int) -> String { value < 0 ? "\u{2212}\(-value)" : "\(value)" }

    /// "1 card", "3 cards".
    public static func cards(_ count: Int) -> String { count == 1 ? "1 card" : "\(count) cards" }

    /// "1 point", "16 points".
    public static func points(_ count: Int) -> String { count == 1 ? "1 point" : "\(count) points" }

    /// The deck line: "1 card in the deck", "54 cards in the deck".
    public static func deckCount(_ count: Int) -> String { "\(cards(count)) in the deck" }

    private static func move(_ event: GameEvent, in context: TableContext) -> String? {
        let known = { (card: CardFace) in context.knownCard == card }
        let score = score(context.score)
        switch event {
        case .selected(let card): return known(.set(card)) ? "Selected." : "Selected \(card.name)."
        case .deselected(let card): return known(.set(card)) ? "Deselected." : "Deselected \(card.name)."
        case .selectionCleared: return "Selection cleared."
        case .setFound(_, let points): return "Set! \(Self.points(points)). \(score)"
        case .notASet(_, let penalty): return "Not a set. Minus \(penalty). \(score)"
        case .dealt(let dealt, let penalty):
            let missed = penalty > 0 ? " There was a set: minus \(penalty). \(score)" : ""
            return "Dealt \(cards(dealt.count)).\(missed) \(context.tableCount) on the table, \(context.deckCount) in the deck."
        case .shuffled: return "Shuffled the cards on the table."
        case .hinted(let card, let cost):
            let which = known(.set(card)) ? "this card" : card.name
            return "Hint: \(which) is part of a set. Minus \(cost). \(score)"
        case .turnedUp(let card, _): return known(.playing(card)) ? "Turned up. \(score)" : "Turned up \(card.name). \(score)"
        case .turnedDown(let card): return known(.playing(card)) ? "Turned back down." : "Turned \(card.name) back down."
        case .matched(let cards, let points):
            if let last = cards.last, known(.playing(last)) {
                return "Matches \(names(cards.dropLast())) for \(Self.points(points)). \(score)"
            }
            return "\(names(cards)) match for \(Self.points(points)). \(score)"
        case .mismatched(let cards, let penalty):
            if let last = cards.last, known(.playing(last)) {
                return "Doesn't match \(names(cards.dropLast())). Minus \(penalty). \(score)"
            }
            return "\(names(cards)) don't match. Minus \(penalty). \(score)"
        case .drew(let card): return known(.playing(card)) ? nil : "Drew \(card.name)."
        case .flipped(let card, let faceUp):
            if known(.playing(card)) { return nil }
            return faceUp ? "Turned up \(card.name)." : "Turned the card face down."
        case .refused(let reason): return refusal(reason, in: context.kind)
        }
    }

    private static func refusal(_ reason: GameEvent.Refusal, in kind: GameKind) -> String {
        switch reason {
        case .noSuchCard: "There is no such card."
        case .alreadyMatched(let card): "\(card.name) is already matched."
        case .gameOver: "The game is over. Press Ctrl+N for a new game."
        case .deckEmpty: kind == .card ? "No cards left in the deck." : "The deck is empty."
        case .nothingSelected: "Nothing is selected."
        case .nothingToShuffle: "Nothing to shuffle."
        case .noSetOnTable(let canDeal): canDeal ? "No set on the table: deal 3 more cards." : "No set on the table."
        case .wholeSetHinted: "The hint shows a whole set already."
        }
    }

    private static func gameOver(_ totals: GameTotals, in context: TableContext) -> String {
        let found = context.kind == .set
            ? (totals.found == 1 ? "1 set" : "\(totals.found) sets")
            : (totals.found == 1 ? "1 match" : "\(totals.found) matches")
        return "Game over. \(found), score \(signed(totals.score)), time \(NumberText.duration(context.secondsPlayed))."
    }

    private static func newGame(in context: TableContext) -> String {
        switch context.kind {
        case .matchismo:
            "New game: \(cards(context.tableCount)) face down. "
                + "Turn up \(context.matchMode.cardCount) of the same suit or rank to match them."
        case .set: "New game: \(context.tableCount) cards on the table, \(context.deckCount) in the deck."
        case .card: "Shuffled a new deck."
        case .face: "Reset the face."
        }
    }

    /// "Queen of Hearts", "Queen of Hearts and Two of Clubs", "A, B and C".
    static func names(_ cards: some Collection<PlayingCard>) -> String {
        TableReading.list(cards.map(\.name))
    }
}
