import GameModel
import Testing

@testable import TableCore

/// Matchismo's deal numbers as typed and shown, and the match history in words.
@Suite("Deal numbers and the match history in words")
struct DealTextTests {
    typealias S = Sample
    static let accepted = "A whole number from 0 to 18446744073709551615."

    @Test("A typed deal number is a whole number that fits in 64 bits; blanks around it are ignored")
    func typedNumbersAreWholeNumbersThatFitSixtyFourBits() {
        #expect(DealNumber.parse("0") == .success(0))
        #expect(DealNumber.parse("12345") == .success(12345))
        #expect(DealNumber.parse(" 42\n") == .success(42))
        #expect(DealNumber.parse("18446744073709551615") == .success(.max))
        #expect(DealNumber.parse("18446744073709551616") == .failure(.tooLarge))
        #expect(DealNumber.parse("99999999999999999999999") == .failure(.tooLarge))
        for empty in ["", "   ", "\t"] { #expect(DealNumber.parse(empty) == .failure(.empty)) }
        for bad in ["abc", "-1", "+1", "4.2", "0x10", "1 2", "١٢", "12a"] {
            #expect(DealNumber.parse(bad) == .failure(.notANumber), "\(bad)")
        }
    }

    @Test("A refused deal number says what is accepted")
    func refusalsSayWhatIsAccepted() {
        #expect(DealNumber.message(.empty) == "Type a deal number. \(Self.accepted)")
        #expect(DealNumber.message(.notANumber) == "Only the digits 0 to 9. \(Self.accepted)")
        #expect(DealNumber.message(.tooLarge) == "That number is too large. \(Self.accepted)")
    }

    @Test("The deal is shown and said as plain digits")
    func theDealIsShownAndSaidAsPlainDigits() {
        #expect(DealNumber.label(12345) == "Deal 12345")
        #expect(DealNumber.label(.max) == "Deal 18446744073709551615")
        #expect(DealNumber.label(nil) == "")
        #expect(DealNumber.sentence(8) == "Deal 8.")
        #expect(DealNumber.sentence(nil) == "")
    }

    @Test("Matchismo's summary says the deal before the time; Set's has no deal")
    func theMatchismoSummarySaysTheDealBeforeTheTime() {
        var context = TableContext(kind: .matchismo, score: 14)
        context.deal = 8
        #expect(TableReading.summary(context, cards: []) == "Score 14. 0 of 0 cards matched. Deal 8. Time 0:00.")
        context.deal = nil
        #expect(TableReading.summary(context, cards: []) == "Score 14. 0 of 0 cards matched. Time 0:00.")
        var set = TableContext(kind: .set, score: 3, tableCount: 12, deckCount: 66)
        set.deal = 8
        #expect(TableReading.summary(set, cards: []) == "Score 3. 12 cards on the table, 66 in the deck. Time 0:00.")
    }

    @Test("The match history's rows name the cards, the points and the score")
    func historyRowsNameTheCardsAndThePoints() {
        let up = MatchismoTurn(cards: [S.queenOfHearts], result: .turnedUp, cost: 1, score: -1)
        #expect(MatchHistoryText.title(up) == "Turned up Queen of Hearts")
        #expect(MatchHistoryText.detail(up, number: 1) == "Turn 1: minus 1 to turn up. Score \u{2212}1.")
        let down = MatchismoTurn(cards: [S.queenOfHearts], result: .turnedDown, cost: 0, score: -1)
        #expect(MatchHistoryText.title(down) == "Turned Queen of Hearts back down")
        #expect(MatchHistoryText.detail(down, number: 2) == "Turn 2: no points. Score \u{2212}1.")
        let match = MatchismoTurn(cards: [S.queenOfHearts, S.queenOfSpades], result: .matched(points: 16), cost: 1, score: 13)
        #expect(MatchHistoryText.title(match) == "Queen of Hearts and Queen of Spades match")
        #expect(MatchHistoryText.detail(match, number: 4) == "Turn 4: 16 points for the match, minus 1 to turn up. Score 13.")
        let one = MatchismoTurn(cards: [S.queenOfHearts, S.twoOfClubs], result: .matched(points: 1), cost: 1, score: 0)
        #expect(MatchHistoryText.detail(one, number: 3) == "Turn 3: 1 point for the match, minus 1 to turn up. Score 0.")
        let miss = MatchismoTurn(cards: [S.queenOfHearts, S.twoOfClubs], result: .mismatched(penalty: 2), cost: 1, score: 9)
        #expect(MatchHistoryText.title(miss) == "Queen of Hearts and Two of Clubs don't match")
        #expect(MatchHistoryText.detail(miss, number: 6) == "Turn 6: minus 2 for the mismatch, minus 1 to turn up. Score 9.")
    }

    @Test("The match history's heading names the deal, and its summary counts the turns")
    func historyHeadingAndSummary() {
        #expect(MatchHistoryText.heading(deal: 44) == "Deal 44")
        #expect(MatchHistoryText.heading(deal: nil) == "Matchismo")
        #expect(MatchHistoryText.summary(turns: 0) == "No turns yet.")
        #expect(MatchHistoryText.summary(turns: 1) == "1 turn, newest first.")
        #expect(MatchHistoryText.summary(turns: 7) == "7 turns, newest first.")
    }

    @Test("Restarting a deal deals the same cards again, at the deal's own size")
    @MainActor func restartingADealDealsTheSameCardsAgain() {
        let table = MatchismoTable(seed: 44, cardCount: 20)
        let dealt = table.game.table.map(\.card)
        _ = table.perform(.choose(0))
        _ = table.perform(.choose(1))
        // The next deal's size changes; the restarted deal keeps its own.
        table.cardCount = 40
        #expect(table.restartDeal())
        #expect(table.deal == 44)
        #expect(table.game.table.map(\.card) == dealt && table.moves == 0 && table.game.turns.isEmpty)
        #expect(table.game == MatchismoGame(cardCount: 20, seed: 44))
    }
}
