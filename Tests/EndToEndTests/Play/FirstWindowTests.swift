import GameModel
import TableCore
import Testing

/// The first window of each game, read the way a screen reader reads it.
@Suite("First window (end to end)", .serialized, .timeLimit(.minutes(2)))
struct FirstWindowTests {
    @Test("Set: the 12 dealt cards are buttons named after the model's deal; the table is one Tab stop")
    func setTable() async throws {
        try await AppSession.with(["--game=set", "--seed=3"]) { app in
            let tree = try await app.accessibleTree()
            let cards = tree.visibleCards
            #expect(cards.map(\.name) == ClassicSetGame(seed: 3).table.map(\.name), "\(tree)")
            // Only the card the keyboard is on takes the focus with Tab: the first one.
            #expect(cards.map { $0.has(state: "focusable") } == [true] + Array(repeating: false, count: 11), "\(tree)")
            #expect(tree.allNodes.contains { $0.name == "Set table, 4 rows, 3 columns" }, "\(tree)")
            #expect(tree.findAll(role: "frame").map(\.name) == ["Matchismo"], "\(tree)")
            #expect(tree.visibleLabels.contains { $0.displayedText == "Score: 0" }, "\(tree)")
        }
    }

    @Test("Matchismo: 30 face-down cards")
    func matchismoTable() async throws {
        try await AppSession.with(["--game=matchismo", "--seed=3"]) { app in
            let tree = try await app.accessibleTree()
            let cards = tree.visibleCards
            #expect(cards.count == 30, "\(tree)")
            #expect(cards.allSatisfy { $0.name == CardFace.back.name }, "\(tree)")
            #expect(cards.filter { $0.has(state: "focusable") }.count == 1 && cards[0].has(state: "focusable"), "\(tree)")
            #expect(tree.visibleLabels.contains { $0.displayedText == "Score: 0" }, "\(tree)")
        }
    }

    @Test("Single card: one card")
    func singleCard() async throws {
        try await AppSession.with(["--game=card"]) { app in
            let tree = try await app.accessibleTree()
            #expect(tree.visibleCards.count == 1, "\(tree)")
        }
    }
}
