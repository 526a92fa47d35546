import CardArt
import GameModel
import Testing
import TableCore

/// Card names come from TableCore in the player's language; untranslated (as
/// in these tests, which never start gettext) they are the English msgids.
@Suite("Card names")
struct CardNameTests {
    @Test("Playing cards read rank and suit in words", arguments: [
        ("QH", "Queen of Hearts"), ("10S", "Ten of Spades"), ("AC", "Ace of Clubs"),
        ("KD", "King of Diamonds"), ("JS", "Jack of Spades"), ("2H", "Two of Hearts"),
        ("9C", "Nine of Clubs"),
    ])
    func playingCards(shortForm: String, name: String) throws {
        let card = try #require(PlayingCard(shortForm: shortForm))
        #expect(card.name == name)
        #expect(CardFace.playing(card).name == name)
    }

    @Test("Every rank and suit has its word, and the corners keep A K Q J")
    func ranksAndSuits() {
        #expect(Rank.allCases.map(\.name) == [
            "Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
            "Eight", "Nine", "Ten", "Jack", "Queen", "King",
        ])
        #expect(Suit.allCases.map(\.name) == ["Spades", "Hearts", "Diamonds", "Clubs"])
        #expect(Rank.allCases.map(\.localIndex) == Rank.allCases.map(\.index))
    }

    @Test("Set cards: number word, shading, colour, shape, plural above one", arguments: [
        (SetCard(.two, .striped, .red, .oval), "Two striped red ovals"),
        (SetCard(.one, .solid, .green, .diamond), "One solid green diamond"),
        (SetCard(.three, .open, .purple, .squiggle), "Three open purple squiggles"),
        (SetCard(.one, .striped, .purple, .oval), "One striped purple oval"),
        (SetCard(.three, .solid, .red, .diamond), "Three solid red diamonds"),
    ])
    func setCards(card: SetCard, name: String) {
        #expect(card.name == name)
        #expect(CardFace.set(card).name == name)
    }

    @Test("Every Set card's name is its attributes in words, and all 81 differ")
    func wholeSetDeck() {
        let numbers = ["One", "Two", "Three"]
        for card in SetCard.fullDeck {
            let plural = card.number == .one ? "" : "s"
            let words = "\(numbers[card.number.ordinal]) \(card.shading.word) \(card.color.word) \(card.shape.word)\(plural)"
            #expect(card.name == words)
        }
        #expect(Set(SetCard.fullDeck.map(\.name)).count == 81)
        #expect(Set(PlayingCard.fullDeck.map(\.name)).count == 52)
    }

    @Test("The back is named")
    func back() {
        #expect(CardFace.back.name == "Face-down card")
    }
}
