import GameModel
import Testing

@testable import TableCore

/// Every sentence the status line shows and a screen reader hears, word for word:
/// for constructed events and for outcomes of real games.
@Suite("Every event's sentence")
struct EventTextTests {
    typealias S = Sample
    static let minus = "\u{2212}"

    /// The sentence for a game event with no game over.
    private func say(_ event: GameEvent, kind: GameKind = .set, score: Int = 0, known: CardFace? = nil,
                     tableCount: Int = 0, deckCount: Int = 0) -> String? {
        let context = TableContext(kind: kind, score: score, tableCount: tableCount, deckCount: deckCount, knownCard: known)
        return EventText.sentence(for: .move(GameOutcome(event)), in: context)
    }

    // MARK: Set events

    @Test("Selected and Deselected name the card, unless it was just read")
    func selectedAndDeselectedNameTheCardUnlessItWasJustRead() {
        #expect(say(.selected(S.ovals)) == "Selected Two striped red ovals.")
        #expect(say(.selected(S.ovals), known: .set(S.ovals)) == "Selected.")
        #expect(say(.selected(S.ovals), known: .set(S.diamond)) == "Selected Two striped red ovals.")
        #expect(say(.deselected(S.diamond)) == "Deselected One solid green diamond.")
        #expect(say(.deselected(S.diamond), known: .set(S.diamond)) == "Deselected.")
        #expect(say(.deselected(S.diamond), known: .back) == "Deselected One solid green diamond.")
    }

    @Test("Clearing the selection says \"Selection cleared.\", whatever card was read")
    func selectionCleared() {
        #expect(say(.selectionCleared([S.ovals, S.diamond])) == "Selection cleared.")
        #expect(say(.selectionCleared([S.ovals]), known: .set(S.ovals)) == "Selection cleared.")
    }

    @Test("A set found says its points and the score, with a real minus sign")
    func setFoundSaysPointsAndScore() {
        let set = [S.ovals, S.diamond, S.squiggles]
        #expect(say(.setFound(set, points: 3), score: 6) == "Set! 3 points. Score 6.")
        #expect(say(.setFound(set, points: 1), score: 1) == "Set! 1 point. Score 1.")
        #expect(say(.setFound(set, points: 3), score: -2) == "Set! 3 points. Score \(Self.minus)2.")
        #expect(say(.setFound(set, points: 3), score: 6, known: .set(S.squiggles)) == "Set! 3 points. Score 6.")
    }

    @Test("Not a set says the penalty and the score")
    func notASetSaysPenaltyAndScore() {
        let cards = [S.ovals, S.diamond, S.ovals]
        #expect(say(.notASet(cards, penalty: 1), score: -4) == "Not a set. Minus 1. Score \u{2212}4.")
        #expect(say(.notASet(cards, penalty: 1), score: 0) == "Not a set. Minus 1. Score 0.")
    }

    @Test("A deal says how many cards came, any set missed with its penalty, and the table and deck counts")
    func dealtSaysTheCountsAndAnyMissedSet() {
        let three = [S.ovals, S.diamond, S.squiggles]
        #expect(say(.dealt(three, missedSetPenalty: 0), score: 5, tableCount: 15, deckCount: 66)
            == "Dealt 3 cards. 15 on the table, 66 in the deck.")
        #expect(say(.dealt(three, missedSetPenalty: 1), score: -1, tableCount: 15, deckCount: 66)
            == "Dealt 3 cards. There was a set: minus 1. Score \(Self.minus)1. 15 on the table, 66 in the deck.")
        #expect(say(.dealt([S.ovals], missedSetPenalty: 0), tableCount: 13, deckCount: 0)
            == "Dealt 1 card. 13 on the table, 0 in the deck.")
    }

    @Test("Shuffling says the cards on the table were shuffled")
    func shuffled() {
        #expect(say(.shuffled) == "Shuffled the cards on the table.")
    }

    @Test("A hint names its card, or says \"this card\" when that card was just read")
    func hintNamesTheCardOrSaysThisCard() {
        #expect(say(.hinted(S.ovals, cost: 1), score: -1)
            == "Hint: Two striped red ovals is part of a set. Minus 1. Score \(Self.minus)1.")
        #expect(say(.hinted(S.ovals, cost: 1), score: 2, known: .set(S.ovals))
            == "Hint: this card is part of a set. Minus 1. Score 2.")
        #expect(say(.hinted(S.ovals, cost: 1), score: 2, known: .set(S.diamond))
            == "Hint: Two striped red ovals is part of a set. Minus 1. Score 2.")
    }

    @Test("Show Me the Sets names the set and its number, and its cost only when there is one")
    func showMeTheSetsNamesTheSetAndItsCost() {
        let set = [S.ovals, S.diamond, S.ovals]
        #expect(say(.playShown(set, number: 2, of: 3, cost: 3), score: -3)
            == "Set 2 of 3: Two striped red ovals, \(S.diamond.name) and Two striped red ovals. Minus 3. Score \(Self.minus)3.")
        // Its cards were all marked already: nothing to pay, nothing said of it.
        #expect(say(.playShown(set, number: 1, of: 1, cost: 0), score: 2)
            == "Set 1 of 1: Two striped red ovals, \(S.diamond.name) and Two striped red ovals. Score 2.")
    }

    // MARK: Matchismo events

    @Test("Turning a Matchismo card up or down names it unless it was just read; turning up says the score")
    func turnedUpAndDown() {
        let queen = S.queenOfHearts
        #expect(say(.turnedUp(queen, cost: 1), kind: .matchismo, score: -1)
            == "Turned up Queen of Hearts. Score \(Self.minus)1.")
        #expect(say(.turnedUp(queen, cost: 1), kind: .matchismo, score: 3, known: .playing(queen)) == "Turned up. Score 3.")
        #expect(say(.turnedUp(queen, cost: 1), kind: .matchismo, known: .playing(S.queenOfSpades))
            == "Turned up Queen of Hearts. Score 0.")
        #expect(say(.turnedDown(queen), kind: .matchismo, score: 7) == "Turned Queen of Hearts back down.")
        #expect(say(.turnedDown(queen), kind: .matchismo, known: .playing(queen)) == "Turned back down.")
        #expect(say(.turnedUp(queen, cost: 1), kind: .matchismo, known: .back) == "Turned up Queen of Hearts. Score 0.")
    }

    @Test("A match lists its cards and points, leaving out the last card only when it was just read")
    func matchedListsTheCardsOrLeavesOutTheLastWhenItWasJustRead() {
        let two = [S.queenOfHearts, S.queenOfSpades]
        let three = [S.queenOfHearts, S.queenOfSpades, S.queenOfClubs]
        #expect(say(.matched(two, points: 16), kind: .matchismo, score: 14)
            == "Queen of Hearts and Queen of Spades match for 16 points. Score 14.")
        #expect(say(.matched(two, points: 16), kind: .matchismo, score: 14, known: .playing(S.queenOfSpades))
            == "Matches Queen of Hearts for 16 points. Score 14.")
        // Only the last card, the one just turned up, is left out.
        #expect(say(.matched(two, points: 16), kind: .matchismo, score: 14, known: .playing(S.queenOfHearts))
            == "Queen of Hearts and Queen of Spades match for 16 points. Score 14.")
        #expect(say(.matched(three, points: 48), kind: .matchismo, score: 45)
            == "Queen of Hearts, Queen of Spades and Queen of Clubs match for 48 points. Score 45.")
        #expect(say(.matched(three, points: 48), kind: .matchismo, score: 45, known: .playing(S.queenOfClubs))
            == "Matches Queen of Hearts and Queen of Spades for 48 points. Score 45.")
        #expect(say(.matched(two, points: 1), kind: .matchismo, score: -1)
            == "Queen of Hearts and Queen of Spades match for 1 point. Score \(Self.minus)1.")
    }

    @Test("A mismatch lists its cards and penalty, leaving out the last card only when it was just read")
    func mismatchedListsTheCardsOrLeavesOutTheLastWhenItWasJustRead() {
        let two = [S.queenOfHearts, S.twoOfClubs]
        let three = [S.queenOfHearts, S.twoOfClubs, S.queenOfSpades]
        #expect(say(.mismatched(two, penalty: 2), kind: .matchismo, score: -4)
            == "Queen of Hearts and Two of Clubs don't match. Minus 2. Score \(Self.minus)4.")
        #expect(say(.mismatched(two, penalty: 2), kind: .matchismo, score: -4, known: .playing(S.twoOfClubs))
            == "Doesn't match Queen of Hearts. Minus 2. Score \(Self.minus)4.")
        #expect(say(.mismatched(two, penalty: 2), kind: .matchismo, score: 0, known: .playing(S.queenOfHearts))
            == "Queen of Hearts and Two of Clubs don't match. Minus 2. Score 0.")
        #expect(say(.mismatched(three, penalty: 2), kind: .matchismo, score: 10)
            == "Queen of Hearts, Two of Clubs and Queen of Spades don't match. Minus 2. Score 10.")
        #expect(say(.mismatched(three, penalty: 2), kind: .matchismo, score: 10, known: .playing(S.queenOfSpades))
            == "Doesn't match Queen of Hearts and Two of Clubs. Minus 2. Score 10.")
    }

    // MARK: Single card events

    @Test("Drawing a card names it, and says nothing when the new card was just read")
    func drewSaysNothingWhenTheNewCardWasJustRead() {
        #expect(say(.drew(S.queenOfHearts), kind: .card) == "Drew Queen of Hearts.")
        #expect(say(.drew(S.queenOfHearts), kind: .card, known: .playing(S.queenOfHearts)) == nil)
        #expect(say(.drew(S.queenOfHearts), kind: .card, known: .playing(S.twoOfClubs)) == "Drew Queen of Hearts.")
    }

    @Test("Flipping the single card says which side is up, and nothing when the card was just read")
    func flippedSaysTheSideUnlessTheCardWasJustRead() {
        #expect(say(.flipped(S.queenOfHearts, faceUp: true), kind: .card) == "Turned up Queen of Hearts.")
        #expect(say(.flipped(S.queenOfHearts, faceUp: false), kind: .card) == "Turned the card face down.")
        #expect(say(.flipped(S.queenOfHearts, faceUp: true), kind: .card, known: .playing(S.queenOfHearts)) == nil)
        #expect(say(.flipped(S.queenOfHearts, faceUp: false), kind: .card, known: .playing(S.queenOfHearts)) == nil)
        #expect(say(.flipped(S.queenOfHearts, faceUp: false), kind: .card, known: .back) == "Turned the card face down.")
    }

    // MARK: Refusals

    @Test("Each refusal has its own sentence in each game", arguments: [
        (GameEvent.Refusal.noSuchCard, GameKind.set, "There is no such card."),
        (.noSuchCard, .matchismo, "There is no such card."),
        (.alreadyMatched(Sample.queenOfHearts), .matchismo, "Queen of Hearts is already matched."),
        (.gameOver, .set, "The game is over. Press Ctrl+N for a new game."),
        (.gameOver, .matchismo, "The game is over. Press Ctrl+N for a new game."),
        (.deckEmpty, .set, "The deck is empty."),
        (.deckEmpty, .matchismo, "The deck is empty."),
        (.deckEmpty, .card, "No cards left in the deck."),
        (.nothingSelected, .set, "Nothing is selected."),
        (.nothingToShuffle, .set, "Nothing to shuffle."),
        (.noSetOnTable(canDeal: true), .set, "No set on the table: deal 3 more cards."),
        (.noSetOnTable(canDeal: false), .set, "No set on the table."),
        (.wholeSetHinted([Sample.ovals, Sample.diamond, Sample.squiggles]), .set, "The hint shows a whole set already."),
    ])
    func refusal(reason: GameEvent.Refusal, kind: GameKind, expected: String) {
        #expect(say(.refused(reason), kind: kind, score: -3) == expected)
    }

    @Test("A refusal says neither the score nor leaves out the card just read")
    func refusalsIgnoreTheScoreAndTheKnownCard() {
        let matched = GameEvent.refused(.alreadyMatched(S.queenOfHearts))
        #expect(say(matched, kind: .matchismo, score: 9, known: .playing(S.queenOfHearts))
            == "Queen of Hearts is already matched.")
        #expect(say(.refused(.nothingSelected), score: 9, known: .set(S.ovals)) == "Nothing is selected.")
    }

    // MARK: Game over

    private func gameOver(_ event: GameEvent, kind: GameKind, score: Int, totals: GameTotals, seconds: Double,
                          known: CardFace? = nil) -> String? {
        let context = TableContext(kind: kind, score: score, secondsPlayed: seconds, knownCard: known)
        return EventText.sentence(for: .move(GameOutcome(event, gameOver: totals)), in: context)
    }

    @Test("Set's game over follows the last move with the sets found, the score and the time")
    func setGameOverSaysSetsScoreAndTime() {
        let set = [S.ovals, S.diamond, S.squiggles]
        #expect(gameOver(.setFound(set, points: 3), kind: .set, score: 3,
                         totals: GameTotals(score: 3, found: 1), seconds: 65)
            == "Set! 3 points. Score 3. Game over. 1 set, score 3, time 1:05.")
        #expect(gameOver(.setFound(set, points: 3), kind: .set, score: 20,
                         totals: GameTotals(score: 20, found: 9), seconds: 3725)
            == "Set! 3 points. Score 20. Game over. 9 sets, score 20, time 1:02:05.")
        #expect(gameOver(.notASet(set, penalty: 1), kind: .set, score: -2,
                         totals: GameTotals(score: -2, found: 0), seconds: 7.6)
            == "Not a set. Minus 1. Score \(Self.minus)2. Game over. 0 sets, score \(Self.minus)2, time 0:08.")
    }

    @Test("Matchismo's game over follows the last move with the matches, the score and the time")
    func matchismoGameOverSaysMatchesScoreAndTime() {
        let pair = [S.queenOfHearts, S.queenOfSpades]
        #expect(gameOver(.matched(pair, points: 16), kind: .matchismo, score: 14,
                         totals: GameTotals(score: 14, found: 1), seconds: 0)
            == "Queen of Hearts and Queen of Spades match for 16 points. Score 14. "
            + "Game over. 1 match, score 14, time 0:00.")
        #expect(gameOver(.matched(pair, points: 16), kind: .matchismo, score: 40,
                         totals: GameTotals(score: 40, found: 12), seconds: 600, known: .playing(S.queenOfSpades))
            == "Matches Queen of Hearts for 16 points. Score 40. Game over. 12 matches, score 40, time 10:00.")
        #expect(gameOver(.turnedUp(S.twoOfClubs, cost: 1), kind: .matchismo, score: -7,
                         totals: GameTotals(score: -7, found: 0), seconds: 59.4)
            == "Turned up Two of Clubs. Score \(Self.minus)7. Game over. 0 matches, score \(Self.minus)7, time 0:59.")
    }

    @Test("Game over says the totals' score, and stands alone when the last move says nothing")
    func gameOverUsesTheTotalsScoreAndStandsAloneWhenTheMoveSaysNothing() {
        #expect(gameOver(.shuffled, kind: .set, score: 99,
                         totals: GameTotals(score: 5, found: 2), seconds: 61)
            == "Shuffled the cards on the table. Game over. 2 sets, score 5, time 1:01.")
        #expect(gameOver(.drew(S.queenOfHearts), kind: .matchismo, score: 0,
                         totals: GameTotals(score: 1, found: 1), seconds: 1, known: .playing(S.queenOfHearts))
            == "Game over. 1 match, score 1, time 0:01.")
    }

    // MARK: Table events

    @Test("Undo says the score after it, or that there is nothing to undo")
    func undo() {
        #expect(EventText.sentence(for: .undid(true), in: TableContext(kind: .set, score: -4))
            == "Undid the last move. Score \(Self.minus)4.")
        #expect(EventText.sentence(for: .undid(true), in: TableContext(kind: .matchismo, score: 12))
            == "Undid the last move. Score 12.")
        #expect(EventText.sentence(for: .undid(false), in: TableContext(kind: .set, score: -4)) == "Nothing to undo.")
    }

    @Test("Gathering the cards into a pile and spreading them are said the same in every game", arguments: GameKind.allCases)
    func gatherAndSpread(kind: GameKind) {
        let context = TableContext(kind: kind, score: 3)
        #expect(EventText.sentence(for: .gathered, in: context)
            == "Gathered the cards into a pile. Press Escape or click the pile to spread them.")
        #expect(EventText.sentence(for: .spread, in: context) == "Spread the cards.")
    }

    @Test("A new game says what is dealt and how to play, in each game")
    func newGameForEachKind() {
        let say = { (context: TableContext) in EventText.sentence(for: .newGame, in: context) }
        #expect(say(TableContext(kind: .matchismo, tableCount: 30, deckCount: 22, matchMode: .twoCards))
            == "New game: 30 cards face down. Turn up 2 of the same suit or rank to match them.")
        #expect(say(TableContext(kind: .matchismo, tableCount: 12, matchMode: .threeCards))
            == "New game: 12 cards face down. Turn up 3 of the same suit or rank to match them.")
        #expect(say(TableContext(kind: .matchismo, tableCount: 1))
            == "New game: 1 card face down. Turn up 2 of the same suit or rank to match them.")
        #expect(say(TableContext(kind: .set, score: 5, tableCount: 12, deckCount: 69))
            == "New game: 12 cards on the table, 69 in the deck.")
        #expect(say(TableContext(kind: .card, deckCount: 51)) == "Shuffled a new deck.")
    }

    @Test("The court art's scale is said in whole percent")
    func faceScaledRoundsToWholePercent() {
        let context = TableContext(kind: .card)
        #expect(EventText.sentence(for: .faceScaled(1), in: context) == "Court art at 100 percent.")
        #expect(EventText.sentence(for: .faceScaled(1.25), in: context) == "Court art at 125 percent.")
        #expect(EventText.sentence(for: .faceScaled(0.875), in: context) == "Court art at 88 percent.")
        #expect(EventText.sentence(for: .faceScaled(0.5012), in: context) == "Court art at 50 percent.")
    }

    @Test("New Matchismo rules say they start with the next game")
    func rulesPending() {
        let context = TableContext(kind: .matchismo, matchMode: .twoCards)
        #expect(EventText.sentence(for: .rulesPending(.threeCards, cardCount: 40), in: context)
            == "3-card matches with 40 cards start with the next game (Ctrl+N).")
        #expect(EventText.sentence(for: .rulesPending(.twoCards, cardCount: 12), in: context)
            == "2-card matches with 12 cards start with the next game (Ctrl+N).")
    }
}
