import Testing
import GameModel

@Suite("Single card")
struct SingleCardGameTests {
    @Test("The first card is face up and the other 51 wait in shuffled order")
    func start() {
        let game = SingleCardGame(seed: 1)
        var generator = SeededGenerator(seed: 1)
        #expect([game.card] + game.deck == PlayingCard.fullDeck.shuffled(with: &generator))
        #expect(game.card == playing("7H"))
        #expect(game.isFaceUp)
        #expect(game.face == .playing(playing("7H")))
        #expect(game.deck.count == 51)
        #expect(game.moves == 0)
    }

    @Test("Next card draws in deck order, face up; after 51 draws it is ignored")
    func drawing() {
        var game = SingleCardGame(seed: 1)
        let order = game.deck
        let first = game.perform(.nextCard)
        #expect(first == GameOutcome(.drew(playing("9S"))))
        for expected in order.dropFirst() {
            let outcome = game.perform(.nextCard)
            #expect(outcome == GameOutcome(.drew(expected)))
            #expect(game.card == expected && game.isFaceUp)
        }
        #expect(game.deck.isEmpty)
        #expect(game.moves == 51)
        let done = game
        #expect(game.perform(.nextCard) == .refused(.deckEmpty))
        #expect(game == done)
    }

    @Test("Flip toggles the card; drawing turns the new card up")
    func flipping() {
        var game = SingleCardGame(seed: 1)
        #expect(game.perform(.flip) == GameOutcome(.flipped(playing("7H"), faceUp: false)))
        #expect(!game.isFaceUp && game.face == .back)
        #expect(game.perform(.flip) == GameOutcome(.flipped(playing("7H"), faceUp: true)))
        #expect(game.isFaceUp)
        _ = game.perform(.flip)
        _ = game.perform(.nextCard)
        #expect(game.isFaceUp && game.card == playing("9S"))
        #expect(game.moves == 4)
        #expect(game.deck.count == 50)
    }
}
