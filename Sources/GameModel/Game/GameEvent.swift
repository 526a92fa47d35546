/// What one command did to a game, with everything the app needs to say it,
/// show it and animate it. The model never words an event: the app turns it
/// into a sentence in one place.
public enum GameEvent: Equatable, Sendable {
    // Set

    /// A Set card joined the selection.
    case selected(SetCard)
    /// A Set card left the selection.
    case deselected(SetCard)
    /// The whole selection was cleared; the cards it held.
    case selectionCleared([SetCard])
    /// Three cards formed a set, in the order they were chosen.
    case setFound([SetCard], points: Int)
    /// Three cards did not form a set.
    case notASet([SetCard], penalty: Int)
    /// Cards dealt from the deck; `missedSetPenalty` is paid when a set was on the table.
    case dealt([SetCard], missedSetPenalty: Int)
    /// The cards on the table were reordered.
    case shuffled
    /// One more card of a set on the table was revealed.
    case hinted(SetCard, cost: Int)
    /// Show Me the Sets: every card of the `number`th of the `of` successes
    /// on the table was marked, costing a hint for each card not marked before.
    case playShown([SetCard], number: Int, of: Int, cost: Int)
    /// The review was opened during the game, costing a hint (`SetCommand.openReview`).
    case reviewOpened(cost: Int)

    // Set variants

    /// Set-Chain: the three cards form a set but do not keep exactly one card
    /// of `lastSet`, the set found before.
    case notAChain([SetCard], lastSet: [SetCard], penalty: Int)
    /// UltraSet: four cards split into two pairs that both complete to `sharedCard`.
    case ultraFound([SetCard], sharedCard: SetCard, points: Int)
    /// UltraSet: four cards that do not split into two pairs with one completion.
    case notAnUltra([SetCard], penalty: Int)
    /// The puzzle: a set found before was chosen again; it costs nothing.
    case setAlreadyFound([SetCard])

    // Players at one table

    /// A claim command (a claim, or the claimer's time running out) and what
    /// it did to the match; a try's own verdict is `GameOutcome.verdict`.
    case claim(ClaimEvent)

    // Matchismo

    /// A card was turned face up (and chosen).
    case turnedUp(PlayingCard, cost: Int)
    /// A chosen card was turned back down.
    case turnedDown(PlayingCard)
    /// The chosen cards matched, in the order they were chosen.
    case matched([PlayingCard], points: Int)
    /// The chosen cards did not match; all but the last turn back down.
    case mismatched([PlayingCard], penalty: Int)

    // Single card

    /// The next card came from the deck, face up.
    case drew(PlayingCard)
    /// The card was turned over.
    case flipped(PlayingCard, faceUp: Bool)

    /// The command changed nothing, for this reason.
    case refused(Refusal)

    /// Why a command changed nothing.
    public enum Refusal: Equatable, Sendable {
        /// The index names no card on the table.
        case noSuchCard
        /// The playing card is already matched.
        case alreadyMatched(PlayingCard)
        /// The game is over.
        case gameOver
        /// The deck has no cards left.
        case deckEmpty
        /// Nothing is selected to clear.
        case nothingSelected
        /// Fewer than two cards are on the table.
        case nothingToShuffle
        /// No set is on the table; `canDeal` tells whether dealing would help.
        case noSetOnTable(canDeal: Bool)
        /// Hints already show these cards, a whole set.
        case wholeSetHinted([SetCard])
        /// Players share the table and no one has claimed: cards are chosen after a claim.
        case claimFirst
    }

    /// Whether the event changed the game (and so can be undone and is saved).
    public var changedGame: Bool {
        switch self {
        case .refused: false
        case .claim(let event): event.changedMatch
        default: true
        }
    }

    /// The cards the event is about, in the order they were chosen or dealt.
    public var cards: [CardFace] {
        switch self {
        case .selected(let card), .deselected(let card), .hinted(let card, _): [.set(card)]
        case .selectionCleared(let cards), .setFound(let cards, _), .notASet(let cards, _), .dealt(let cards, _), .playShown(let cards, _, _, _),
             .notAChain(let cards, _, _), .ultraFound(let cards, _, _), .notAnUltra(let cards, _), .setAlreadyFound(let cards):
            cards.map(CardFace.set)
        case .turnedUp(let card, _), .turnedDown(let card), .drew(let card): [.playing(card)]
        case .flipped(let card, let faceUp): [faceUp ? .playing(card) : .back]
        case .matched(let cards, _), .mismatched(let cards, _): cards.map(CardFace.playing)
        case .refused(.alreadyMatched(let card)): [.playing(card)]
        case .refused(.wholeSetHinted(let cards)): cards.map(CardFace.set)
        case .shuffled, .reviewOpened, .refused, .claim: []
        }
    }

    /// Whether the chosen cards were judged and failed (a wrong set, a mismatch).
    public var isMismatch: Bool {
        switch self {
        case .notASet, .mismatched, .notAChain, .notAnUltra, .setAlreadyFound: true
        default: false
        }
    }
}
