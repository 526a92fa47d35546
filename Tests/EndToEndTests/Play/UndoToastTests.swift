import GameModel
import Testing

/// Toasts that offer Undo: after a wrong set and after New Game over
/// a game in progress. The toast's Undo button and Ctrl+Z each take the
/// mistake back.
@Suite("Undo toasts (end to end)", .serialized, .timeLimit(.minutes(2)))
struct UndoToastTests {
    @Test("A wrong set: a toast with Undo, whose button gives the point back; New Game over it: Ctrl+Z brings the game back")
    func undoFromToasts() async throws {
        try await AppSession.with(["--game=set", "--seed=7"]) { app in
            let start = try await app.settledTree()
            let cards = start.cardsInGridOrder
            let table = cards.compactMap(\.setCard)
            try #require(table.count == 12)
            let sets = Set(SetRules.allSets(in: table).map { Set($0) })
            let wrong = try #require(Self.triples(12).first { !sets.contains(Set($0)) })
            for index in wrong { try await app.click(cards[index]) }
            // The toast's own button (GTK 4.8 names it "Undo Undo": its label's text twice),
            // on screen once the toast has slid in.
            let toasted = try await app.waitForTree("the wrong-set toast and its Undo button") {
                $0.scoreText == "Score: -1" && $0.allNodes.contains { $0.displayedText == "Not a set: \u{2212}1" }
                    && Self.undoButton(in: $0) != nil
            }
            let undo = try #require(Self.undoButton(in: toasted))
            try await app.click(undo)
            let undone = try await app.waitForTree("the point given back") {
                $0.scoreText == "Score: 0" && !$0.allNodes.contains { $0.displayedText.hasPrefix("Not a set") && $0.isOnScreen }
            }
            // The wrong set is chosen again, as it was before its third card.
            #expect(undone.visibleCards.filter { $0.has(state: "pressed") }.count == 2, "\(undone)")

            // New Game over this game in progress: a toast, and Ctrl+Z deals nothing new but brings the game back.
            try await app.key("ctrl+n")
            let dealt = try await app.waitForTree("the new-game toast") {
                $0.allNodes.contains { $0.displayedText == "New game dealt" && $0.isOnScreen }
                    && $0.cardsInGridOrder.map(\.name) != cards.map(\.name)
            }
            #expect(dealt.visibleCards.allSatisfy { !$0.has(state: "pressed") }, "\(dealt)")
            try await app.key("ctrl+z")
            let back = try await app.waitForTree("the previous game back") {
                $0.cardsInGridOrder.map(\.name) == cards.map(\.name)
            }
            #expect(back.visibleCards.filter { $0.has(state: "pressed") }.count == 2, "\(back)")
            #expect(back.statusText == "Your previous game is back. Score 0.", "\(back)")
        }
    }

    /// Every three positions among `count`, in order.
    static func triples(_ count: Int) -> [[Int]] {
        var result: [[Int]] = []
        for a in 0..<count { for b in (a + 1)..<count { for c in (b + 1)..<count { result.append([a, b, c]) } } }
        return result
    }

    /// The toast's own Undo button, once on screen.
    static func undoButton(in tree: AccessibleNode) -> AccessibleNode? {
        tree.findAll(role: "push button").first { button in
            button.isOnScreen && button.children.contains { $0.role == "label" && $0.displayedText == "Undo" }
        }
    }
}
