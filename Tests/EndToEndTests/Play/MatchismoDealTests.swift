import GameModel
import TableCore
import Testing

/// Matchismo's numbered deals with the keyboard only: `--deal=N`
/// shows its number and deals the model's cards for that seed; a match is
/// listed in the Match History window with its points; Restart This Deal
/// deals the same cards again; Choose Deal… refuses text that is not a number
/// and deals a number. One session, cards read from the accessible tree; the
/// dialogs get their keys in their own windows (X11 has no window manager here).
@Suite("Matchismo deals (end to end)", .serialized, .timeLimit(.minutes(3)))
struct MatchismoDealTests {
    typealias Player = KeyboardPlayTests.KeyboardPlayer
    /// Cards 1 and 2 share a rank (see `OrcaMatchismoTests.twoCardSeed`).
    static let deal: UInt64 = 44
    static let chosenDeal: UInt64 = 4242

    @Test("--deal=N: its number and its cards; a match in the history; Restart This Deal; Choose Deal… refuses abc and deals a number")
    func deals() async throws {
        try await AppSession.with(["--deal=\(Self.deal)"]) { app in
            let player = Player(app: app)
            var model = MatchismoGame(seed: Self.deal)
            let start = try await app.settledTree()
            #expect(Self.showsDeal(Self.deal, start), "\(start)")
            let positions = start.cardsInGridOrder.compactMap(\.gridPosition)
            try #require(positions.count == model.table.count, "\(start)")

            // The first two cards are the model's, and they match.
            let first = try await Self.turnUp(0, at: positions, player)
            #expect(first == model.table[0].card, "\(first.name)")
            let second = try await Self.turnUp(1, at: positions, player)
            #expect(second == model.table[1].card, "\(second.name)")
            _ = model.perform(.choose(0))
            _ = model.perform(.choose(1))
            let turn = try #require(model.turns.last)
            guard case .matched = turn.result else { throw HarnessError.notFound("a match on deal \(Self.deal)") }
            _ = try await app.waitForTree("the match") { $0.scoreText == "Score: \(model.score)" }

            // The history lists the match with its points.
            try await app.key("ctrl+m")
            let title = MatchHistoryText.title(turn), detail = MatchHistoryText.detail(turn, number: model.turns.count)
            let history = try await app.waitForTree("the match in the history") { tree in
                tree.allNodes.contains { $0.displayedText == title && $0.isOnScreen }
            }
            #expect(history.allNodes.contains { $0.displayedText == detail }, "\(history)")
            #expect(history.allNodes.contains { $0.displayedText == "Deal \(Self.deal)" && $0.isOnScreen }, "\(history)")
            try await app.key(["Escape"], inWindowTitled: "Match History")
            _ = try await app.waitForTree("the history closed") { tree in
                !tree.allNodes.contains { $0.displayedText == title && $0.isOnScreen }
            }

            // Restart This Deal: the same cards, face down, from a score of 0.
            try await app.key("ctrl+shift+n")
            let restarted = try await app.waitForTree("the deal restarted") {
                $0.scoreText == "Score: 0" && $0.cardsInGridOrder.allSatisfy { $0.name == CardFace.back.name }
            }
            #expect(Self.showsDeal(Self.deal, restarted), "\(restarted)")
            // Undo right after it brings the game back, as after New Game; then restart again.
            try await app.key("ctrl+z")
            let back = try await app.waitForTree("the game back") { $0.scoreText == "Score: \(model.score)" }
            #expect(back.statusText == "Your previous game is back. \(EventText.score(model.score))", "\(back)")
            try await app.key("ctrl+shift+n")
            _ = try await app.waitForTree("the deal restarted again") {
                $0.scoreText == "Score: 0" && $0.cardsInGridOrder.allSatisfy { $0.name == CardFace.back.name }
            }
            _ = try await app.settledTree()
            #expect(try await Self.turnUp(1, at: positions, player) == model.table[1].card)

            // Choose Deal…: "abc" is refused in the dialog; a number is dealt.
            try await app.key("ctrl+o")
            _ = try await app.waitForTree("the Choose Deal dialog") { tree in
                tree.allNodes.contains { $0.displayedText == "Choose Deal" && $0.isOnScreen }
            }
            try await app.type("abc", inWindowTitled: "Choose Deal")
            let refused = try await app.waitForTree("abc refused") { tree in
                tree.allNodes.contains { $0.displayedText.hasPrefix("Only the digits 0 to 9.") && $0.isOnScreen }
            }
            #expect(Self.dealButton(refused).map { !$0.has(state: "sensitive") } == true, "\(refused)")
            #expect(refused.allNodes.contains { $0.role == "text" && $0.name == "Deal number" && $0.has(state: "focused") },
                    "\(refused)")
            try await app.key(["ctrl+a"], inWindowTitled: "Choose Deal")
            try await app.type("\(Self.chosenDeal)", inWindowTitled: "Choose Deal")
            _ = try await app.waitForTree("the number accepted") { tree in
                Self.dealButton(tree)?.has(state: "sensitive") == true
            }
            try await app.key(["Return"], inWindowTitled: "Choose Deal")
            let chosen = try await app.waitForTree("deal \(Self.chosenDeal)") { Self.showsDeal(Self.chosenDeal, $0) }
            #expect(chosen.scoreText == "Score: 0", "\(chosen)")
            _ = try await app.settledTree()
            #expect(try await Self.turnUp(0, at: positions, player) == MatchismoGame(seed: Self.chosenDeal).table[0].card)
        }
    }

    /// The Choose Deal dialog's Deal button on screen, by its label.
    static func dealButton(_ tree: AccessibleNode) -> AccessibleNode? {
        tree.allNodes.first { node in
            node.role == "push button" && node.isOnScreen && node.children.contains { $0.displayedText == "Deal" }
        }
    }

    /// Whether the status bar shows deal `number`.
    static func showsDeal(_ number: UInt64, _ tree: AccessibleNode) -> Bool {
        tree.visibleLabels.contains { $0.displayedText == "Deal \(number)" }
    }

    /// Moves to card `index` with the arrows, turns it up with Space and returns the card it shows.
    static func turnUp(_ index: Int, at positions: [GridPosition], _ player: Player) async throws -> PlayingCard {
        try await player.moveFocus(to: positions[index])
        try await player.app.key("space")
        let up = try await player.app.waitForTree("card \(index + 1) face up") {
            $0.cardsInGridOrder.indices.contains(index) && $0.cardsInGridOrder[index].playingCard != nil
        }
        return try #require(up.cardsInGridOrder[index].playingCard)
    }
}
