import CardArt
import GameModel
import Testing

@testable import TableCore

/// What the reading keys say about the score, the choice and the whole table.
@Suite("What the reading keys say")
struct TableReadingTests {
    typealias S = Sample

    private func card(_ face: CardFace, _ state: CardLook.State = []) -> TableCard {
        TableCard(id: face == .back ? .playing(S.twoOfClubs) : face, face: face, state: state, isEnabled: true)
    }

    // MARK: Summary

    @Test("Set's summary says the score, the cards on the table and in the deck, and the time")
    func setSummaryCountsTheTableAndTheDeck() {
        let context = TableContext(kind: .set, score: 6, tableCount: 12, deckCount: 54)
        #expect(TableReading.summary(context, cards: []) == "Score 6. 12 cards on the table, 54 in the deck. Time 0:00.")
        let negative = TableContext(kind: .set, score: -3, tableCount: 15, deckCount: 0)
        #expect(TableReading.summary(negative, cards: []) == "Score \u{2212}3. 15 cards on the table, 0 in the deck. Time 0:00.")
        let later = TableContext(kind: .set, score: 6, tableCount: 12, deckCount: 54, secondsPlayed: 187.4)
        #expect(TableReading.summary(later, cards: []).hasSuffix(" Time 3:07."))
    }

    @Test("Matchismo's summary says the score, how many cards are matched, and the time")
    func matchismoSummaryCountsMatchedCards() {
        let cards = [card(.playing(S.queenOfHearts), .matched), card(.back), card(.playing(S.queenOfSpades), .matched),
                     card(.playing(S.twoOfClubs))]
        #expect(TableReading.summary(TableContext(kind: .matchismo, score: 14, tableCount: 99), cards: cards)
            == "Score 14. 2 of 4 cards matched. Time 0:00.")
        #expect(TableReading.summary(TableContext(kind: .matchismo, score: -1), cards: [card(.back)])
            == "Score \u{2212}1. 0 of 1 card matched. Time 0:00.")
        #expect(TableReading.summary(TableContext(kind: .matchismo), cards: []) == "Score 0. 0 of 0 cards matched. Time 0:00.")
    }

    @Test("The single card's summary names the card and the cards left in the deck")
    func singleCardSummaryNamesTheCardAndTheDeck() {
        let context = TableContext(kind: .card, score: 5, deckCount: 51)
        #expect(TableReading.summary(context, cards: [card(.playing(S.queenOfHearts))])
            == "Queen of Hearts. 51 cards left in the deck.")
        #expect(TableReading.summary(TableContext(kind: .card, deckCount: 1), cards: [card(.back)])
            == "Face-down card. 1 card left in the deck.")
        #expect(TableReading.summary(TableContext(kind: .card, deckCount: 0), cards: []) == "0 cards left in the deck.")
    }

    // MARK: Switching games

    @Test("Switching games says the game's name and its numbers")
    func switchedSaysTheGameAndItsNumbers() {
        let set = TableContext(kind: .set, score: 6, tableCount: 12, deckCount: 54)
        #expect(TableReading.switched(to: set, cards: []) == "Set. Score 6. 12 cards on the table, 54 in the deck.")
        let matchismo = TableContext(kind: .matchismo, score: -2)
        #expect(TableReading.switched(to: matchismo, cards: [card(.back), card(.back)])
            == "Matchismo. Score \u{2212}2. 0 of 2 cards matched.")
        let single = TableContext(kind: .card, deckCount: 40)
        #expect(TableReading.switched(to: single, cards: [card(.playing(S.twoOfClubs))])
            == "Single card. 40 cards left in the deck.")
    }

    // MARK: The choice

    @Test("Set's choice lists the selected cards in table order, or says nothing is selected")
    func setChoiceListsTheSelectedCardsInTableOrder() {
        let none = [card(.set(S.ovals)), card(.set(S.diamond), .hinted)]
        #expect(TableReading.choice(in: .set, cards: none) == "Nothing is selected.")
        #expect(TableReading.choice(in: .set, cards: []) == "Nothing is selected.")
        let one = [card(.set(S.ovals)), card(.set(S.diamond), .selected)]
        #expect(TableReading.choice(in: .set, cards: one) == "Selected: One solid green diamond.")
        let two = [card(.set(S.squiggles), .selected), card(.set(S.ovals)), card(.set(S.diamond), [.selected, .hinted])]
        #expect(TableReading.choice(in: .set, cards: two)
            == "Selected: Three open purple squiggles and One solid green diamond.")
    }

    @Test("Matchismo's choice lists the face-up cards not yet matched")
    func matchismoChoiceListsFaceUpUnmatchedCards() {
        #expect(TableReading.choice(in: .matchismo, cards: [card(.back), card(.back)]) == "No card is face up.")
        #expect(TableReading.choice(in: .matchismo, cards: []) == "No card is face up.")
        let matchedOnly = [card(.playing(S.queenOfHearts), .matched), card(.back)]
        #expect(TableReading.choice(in: .matchismo, cards: matchedOnly) == "No card is face up.")
        let one = matchedOnly + [card(.playing(S.twoOfClubs))]
        #expect(TableReading.choice(in: .matchismo, cards: one) == "Face up: Two of Clubs.")
        let two = [card(.playing(S.queenOfSpades))] + one
        #expect(TableReading.choice(in: .matchismo, cards: two) == "Face up: Queen of Spades and Two of Clubs.")
    }

    @Test("The single card's choice says which side is up")
    func singleCardChoiceSaysWhichSideIsUp() {
        #expect(TableReading.choice(in: .card, cards: [card(.playing(S.queenOfHearts))]) == "Queen of Hearts, face up.")
        #expect(TableReading.choice(in: .card, cards: [card(.back)]) == "The card is face down.")
        #expect(TableReading.choice(in: .card, cards: []) == "")
    }

    // MARK: The whole table

    @Test("The table is read row by row, each card with its states")
    func tableReadsRowByRowWithStates() {
        let cards = [card(.set(S.ovals)), card(.set(S.diamond), .selected), card(.set(S.squiggles)),
                     card(.playing(S.queenOfHearts), .matched), card(.back, .hinted)]
        #expect(TableReading.table(cards, columns: 3)
            == "5 cards. Row 1: Two striped red ovals; One solid green diamond, selected; Three open purple squiggles. "
            + "Row 2: Queen of Hearts, matched; Face-down card, hint.")
        #expect(TableReading.table(cards, columns: 5)
            == "5 cards. Row 1: Two striped red ovals; One solid green diamond, selected; Three open purple squiggles; "
            + "Queen of Hearts, matched; Face-down card, hint.")
    }

    @Test("What a variant keeps beside the table is read after it: the last set, the shared card, the sets found")
    func besideTheTableAfterTheTable() {
        let deck = SetCard.fullDeck
        let set = Array(deck[0..<3]), other = Array(deck[3..<6])
        let names = { (cards: [SetCard]) in "\(cards[0].name), \(cards[1].name) and \(cards[2].name)" }
        #expect(TableReading.beside(.nothing) == nil)
        #expect(TableReading.beside(.lastSet(nil)) == nil)
        #expect(TableReading.beside(.sharedCard(nil)) == nil)
        #expect(TableReading.beside(.foundSets([], of: 6)) == nil)
        #expect(TableReading.beside(.lastSet(set)) == "Last set: \(names(set)).")
        #expect(TableReading.beside(.sharedCard(deck[7])) == "Shared card: \(deck[7].name).")
        #expect(TableReading.beside(.foundSets([set, other], of: 6))
            == "Found set 1: \(names(set)). Found set 2: \(names(other)).")
    }

    @Test("A table of one card, none, or no columns is still read in whole sentences")
    func tableWithOneCardEmptyOrNoColumns() {
        #expect(TableReading.table([], columns: 4) == "No cards on the table.")
        #expect(TableReading.table([card(.playing(S.twoOfClubs))], columns: 4) == "1 card. Row 1: Two of Clubs.")
        let two = [card(.playing(S.twoOfClubs)), card(.back)]
        #expect(TableReading.table(two, columns: 0) == "2 cards. Row 1: Two of Clubs. Row 2: Face-down card.")
        #expect(TableReading.table(two, columns: -3) == "2 cards. Row 1: Two of Clubs. Row 2: Face-down card.")
    }

    @Test("A list is joined with commas and a final \"and\"")
    func listJoinsWithCommasAndAnd() {
        #expect(TableReading.list([]) == "")
        #expect(TableReading.list(["A"]) == "A")
        #expect(TableReading.list(["A", "B"]) == "A and B")
        #expect(TableReading.list(["A", "B", "C"]) == "A, B and C")
    }

    // MARK: Real tables

    @Test("A real Set table's choice, summary and rows are read as they are")
    @MainActor func aRealSetTable() {
        let table = SetTable(seed: 4)
        let names = table.game.table.map(\.name)
        #expect(TableReading.choice(in: .set, cards: table.cards) == "Nothing is selected.")
        _ = table.perform(.choose(5))
        _ = table.perform(.choose(2))
        #expect(TableReading.choice(in: .set, cards: table.cards) == "Selected: \(names[2]) and \(names[5]).")
        #expect(TableReading.summary(TableContext(of: table), cards: table.cards)
            == "Score 0. 12 cards on the table, 69 in the deck. Time 0:00.")
        let rows = (0..<3).map { row in
            (0..<4).map { column in
                let index = row * 4 + column
                return names[index] + (index == 2 || index == 5 ? ", selected" : "")
            }.joined(separator: "; ")
        }
        #expect(TableReading.table(table.cards, columns: 4)
            == "12 cards. Row 1: \(rows[0]). Row 2: \(rows[1]). Row 3: \(rows[2]).")
    }

    @Test("A real Matchismo table's choice, summary and rows are read as they are")
    @MainActor func aRealMatchismoTable() {
        let table = MatchismoTable(seed: 8, cardCount: 12)
        #expect(TableReading.choice(in: .matchismo, cards: table.cards) == "No card is face up.")
        #expect(TableReading.summary(TableContext(of: table), cards: table.cards) == "Score 0. 0 of 12 cards matched. Time 0:00.")
        guard let (a, b) = Sample.pair(in: table.game) else {
            Issue.record("no matching pair on the table")
            return
        }
        _ = table.perform(.choose(a))
        let first = table.game.table[a].card.name
        #expect(TableReading.choice(in: .matchismo, cards: table.cards) == "Face up: \(first).")
        _ = table.perform(.choose(b))
        #expect(TableReading.choice(in: .matchismo, cards: table.cards) == "No card is face up.")
        let score = EventText.score(table.score)
        #expect(TableReading.summary(TableContext(of: table), cards: table.cards) == "\(score) 2 of 12 cards matched. Time 0:00.")
        let row = (0..<12).map { index in
            [a, b].contains(index) ? "\(table.game.table[index].card.name), matched" : "Face-down card"
        }
        #expect(TableReading.table(table.cards, columns: 12) == "12 cards. Row 1: \(row.joined(separator: "; ")).")
    }
}
