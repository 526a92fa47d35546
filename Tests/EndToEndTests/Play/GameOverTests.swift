import GameModel
import Testing

/// The end of a game: a status page over the table with the result
/// and a New Game button, which deals a new game.
@Suite("Game over (end to end)", .serialized, .timeLimit(.minutes(2)))
struct GameOverTests {
    @Test("Matchismo played to its end by pointer: the game-over page says the score, and its New Game button deals again")
    func gameOverPage() async throws {
        let seed: UInt64 = 3
        var game = MatchismoGame(cardCount: MatchismoGame.defaultCardCount, mode: .twoCards, seed: seed)
        // Matching pairs (same suit or rank) while any are left, as a player would.
        var clicks: [Int] = []
        while !game.isOver {
            let open = game.table.indices.filter { game.table[$0].state != .matched }
            let pair = open.lazy.flatMap { a in open.lazy.filter { $0 > a }.map { (a, $0) } }.first { a, b in
                game.table[a].card.suit == game.table[b].card.suit || game.table[a].card.rank == game.table[b].card.rank
            }
            let (a, b) = try #require(pair)
            for index in [a, b] where !game.isOver {
                _ = game.perform(.choose(index))
                clicks.append(index)
            }
        }
        try await AppSession.with(["--game=matchismo", "--seed=\(seed)"]) { app in
            let cards = try await app.settledTree().cardsInGridOrder
            try #require(cards.count == game.table.count)
            for index in clicks { try await app.click(cards[index]) }
            let over = try await app.waitForTree("the game-over page") {
                $0.allNodes.contains { $0.displayedText == "Game Over" && $0.isOnScreen }
            }
            #expect(over.scoreText == "Score: \(game.score)", "\(over)")
            let result = EventTextProbe.finalResultPrefix(score: game.score)
            #expect(over.allNodes.contains { $0.displayedText.hasPrefix(result) && $0.isOnScreen }, "\(over)")
            let newGame = try #require(over.findAll(role: "push button").first { $0.name == "New Game" && $0.isOnScreen
                && $0.extents.map { $0.width > 60 } == true }, "the page's own New Game button, not the header's icon\n\(over)")
            try await app.click(newGame)
            // The new deal's cards fly in one after another: all of them, not the first.
            _ = try await app.waitForTree("a new deal of \(MatchismoGame.defaultCardCount) cards") {
                $0.scoreText == "Score: 0" && !$0.allNodes.contains { $0.displayedText == "Game Over" && $0.isOnScreen }
                    && $0.visibleCards.count == MatchismoGame.defaultCardCount
            }
        }
    }
}

/// The start of the result line on the game-over page ("Score 30 in 5:12"); the time varies.
enum EventTextProbe {
    static func finalResultPrefix(score: Int) -> String {
        "Score \(score < 0 ? "\u{2212}\(-score)" : "\(score)") in "
    }
}
