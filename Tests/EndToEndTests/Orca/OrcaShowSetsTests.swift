import GameModel
import Testing

/// Show Me the Sets by keys alone, heard through Orca: Ctrl+Alt+H
/// marks the daily puzzle's sets one after another, each said with its cards
/// and its cost, the marked cards' state in the tree, and the game assisted.
@Suite("Orca: Show Me the Sets (end to end)", .serialized, .timeLimit(.minutes(3)))
struct OrcaShowSetsTests {
    static let date = "2026-11-23"

    @Test("Ctrl+Alt+H: \"Set 1 of 6: …\", then \"Set 2 of 6: …\", the cards marked as hints")
    func everySetInTurn() async throws {
        var game = PuzzleGame(date: try #require(PuzzleDate(parsing: Self.date)))
        // The model says which sets come, in which order, and what each costs.
        let expected = (1...2).map { _ -> String in
            let outcome = game.perform(.showNextPlay)
            guard case .playShown(let cards, let number, let count, let cost) = outcome.event else { return "" }
            let names = Spoken.list(cards.map(\.name))
            return "Set \(number) of \(count): \(names). Minus \(cost). Score \(Spoken.signed(game.score))."
        }
        try await OrcaPlayer.play(["--date=\(Self.date)"]) { player, _ in
            let first = try await player.press(["ctrl+alt+h"], until: "the first set") { $0.contains(expected[0]) }
            #expect(first.filter { $0 == expected[0] }.count == 1, "\(first)")
            let second = try await player.press(["ctrl+alt+h"], until: "the second set") { $0.contains(expected[1]) }
            #expect(second.filter { $0 == expected[1] }.count == 1, "\(second)")

            let tree = try await player.app.settledTree()
            let marked = tree.cardsInGridOrder.filter { $0.accessibleDescription.contains("hint") }.compactMap(\.setCard)
            #expect(Set(marked) == Set(game.hinted), "\(tree)")
            #expect(tree.scoreText == "Score: \(game.score)", "\(tree)")
        }
    }
}
