import GameModel
import Testing

@testable import TableCore

/// The words every sentence is built from: scores, counts, greetings, lists.
extension EventTextTests {
    @Test("Scores and signed numbers use a real minus sign, never a hyphen")
    func scoreUsesARealMinusSign() {
        #expect(EventText.score(6) == "Score 6.")
        #expect(EventText.score(0) == "Score 0.")
        #expect(EventText.score(-4) == "Score −4.")
        #expect(EventText.score(-4).unicodeScalars.map(\.value).contains(0x2212))
        #expect(!EventText.score(-4).contains("-"))
        #expect(EventText.signed(-120) == "\u{2212}120")
        #expect(EventText.signed(120) == "120")
        #expect(EventText.signed(Int.max) == "\(Int.max)")
    }

    @Test("Points, cards and the deck's count are singular for one and plural otherwise")
    func pointsCardsAndDeckCount() {
        #expect(EventText.points(0) == "0 points")
        #expect(EventText.points(1) == "1 point")
        #expect(EventText.points(16) == "16 points")
        #expect(EventText.cards(0) == "0 cards")
        #expect(EventText.cards(1) == "1 card")
        #expect(EventText.cards(3) == "3 cards")
        #expect(EventText.deckCount(0) == "0 cards in the deck")
        #expect(EventText.deckCount(1) == "1 card in the deck")
        #expect(EventText.deckCount(54) == "54 cards in the deck")
    }

    @Test("Each game greets the player with how to play it, and a resumed game welcomes them back")
    func greetingForEachKind() {
        #expect(EventText.greeting(for: .matchismo, matchMode: .twoCards)
            == "Turn up 2 cards of the same suit or rank to match them.")
        #expect(EventText.greeting(for: .matchismo, matchMode: .threeCards)
            == "Turn up 3 cards of the same suit or rank to match them.")
        #expect(EventText.greeting(for: .set, matchMode: .threeCards)
            == "Find three cards that are all the same or all different in each feature.")
        #expect(EventText.greeting(for: .card, matchMode: .twoCards)
            == "Swipe or press Left and Right for the next card; click or press Space to flip it.")
        #expect(EventText.welcomeBack == "Welcome back: your game goes on where you left it.")
    }

    @Test("A list of card names is joined with commas and a final \"and\"")
    func namesJoinsWithCommasAndAnd() {
        #expect(EventText.names([PlayingCard]()) == "")
        #expect(EventText.names([S.twoOfClubs]) == "Two of Clubs")
        #expect(EventText.names([S.twoOfClubs, S.queenOfHearts]) == "Two of Clubs and Queen of Hearts")
        #expect(EventText.names([S.twoOfClubs, S.queenOfHearts, S.queenOfSpades, S.queenOfClubs])
            == "Two of Clubs, Queen of Hearts, Queen of Spades and Queen of Clubs")
    }
}
