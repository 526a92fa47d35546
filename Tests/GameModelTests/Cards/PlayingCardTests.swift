import Testing
import GameModel

@Suite("Playing cards")
struct PlayingCardTests {
    @Test("Every rank has its corner index")
    func rankIndices() {
        #expect(Rank.allCases.map(\.index) == ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"])
        #expect(Rank.allCases.map(\.rawValue) == Array(1...13))
        #expect(Rank.allCases.filter(\.isCourt) == [.jack, .queen, .king])
        #expect(Rank.ace < .two && Rank.queen < .king)
    }

    @Test("Suits have letters, symbols and colours")
    func suits() {
        #expect(Suit.allCases.map(\.letter) == ["S", "H", "D", "C"])
        #expect(Suit.allCases.map(\.symbol) == ["♠", "♥", "♦", "♣"])
        #expect(Suit.allCases.filter(\.isRed) == [.hearts, .diamonds])
    }

    @Test("Short forms and status labels", arguments: [
        (PlayingCard(.queen, of: .hearts), "QH", "Q♥"),
        (PlayingCard(.ten, of: .spades), "10S", "10♠"),
        (PlayingCard(.ace, of: .clubs), "AC", "A♣"),
        (PlayingCard(.seven, of: .diamonds), "7D", "7♦"),
        (PlayingCard(.jack, of: .spades), "JS", "J♠"),
    ])
    func shortForms(card: PlayingCard, shortForm: String, label: String) {
        #expect(card.shortForm == shortForm)
        #expect(card.label == label)
        #expect(PlayingCard(shortForm: shortForm) == card)
    }

    @Test("The full deck holds each of the 52 cards once, suit by suit, ace to king")
    func fullDeck() {
        let deck = PlayingCard.fullDeck
        #expect(deck.count == 52)
        #expect(Set(deck).count == 52)
        #expect(deck.first == PlayingCard(.ace, of: .spades))
        #expect(deck[12] == PlayingCard(.king, of: .spades))
        #expect(deck[13] == PlayingCard(.ace, of: .hearts))
        #expect(deck.last == PlayingCard(.king, of: .clubs))
        #expect(Set(deck.map(\.shortForm)).count == 52)
    }

    @Test("Short forms parse in any case and with suit symbols", arguments: [
        ("qh", "QH"), ("10h", "10H"), ("aS", "AS"), ("Q♥", "QH"), ("10♠", "10S"), ("k♦", "KD"), ("J♣", "JC"),
    ])
    func lenientParsing(input: String, canonical: String) {
        #expect(PlayingCard(shortForm: input)?.shortForm == canonical)
    }

    @Test("Malformed playing-card short forms are rejected",
          arguments: ["", "Q", "H", "1S", "11H", "0C", "01S", "QX", "HQ", "QHH", "Q H", "10", "1♥", "ZZ"])
    func rejects(input: String) {
        #expect(PlayingCard(shortForm: input) == nil)
    }
}
