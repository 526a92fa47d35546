import GameModel
import TableCore
import Testing

/// A phone-sized window played with fingers only, on mutter with
/// real touch: Set and Matchismo upright at 360x720 and on their side at
/// 720x360, from the first card to the game-over page, with every button a
/// 44-pixel touch target inside the window.
@Suite("A phone-sized table by touch (end to end)", .serialized, .timeLimit(.minutes(5)))
struct PhoneTouchTests {
    static func options(width: Int, height: Int) -> AppSession.Options {
        var options = TouchTests.options()
        options.screenWidth = width
        options.screenHeight = height
        return options
    }

    static let sizes = [(width: 360, height: 720), (width: 720, height: 360)]

    @Test("Set: every set tapped, Deal 3 More tapped when none is left, to the game-over page", arguments: sizes)
    func setByTouch(width: Int, height: Int) async throws {
        let screen = (width: width, height: height)
        try await AppSession.with(["--game=set", "--seed=7"], options: Self.options(width: width, height: height)) { app in
            try Self.checkTouchTargets(try await app.settledTree(), screen: screen)
            var found = 0
            while true {
                let tree = try await app.settledTree()
                if Self.isOver(tree) { break }
                let cards = tree.cardsInGridOrder
                if let set = SetRules.firstSet(in: cards.compactMap(\.setCard)), cards.count == cards.compactMap(\.setCard).count {
                    for index in set { try await app.touch(TouchGesture.tap(try #require(cards[index].extents).touchPoint)) }
                    found += 1
                    _ = try await app.waitForTree("\(found) sets found") { $0.scoreText == "Score: \(3 * found)" || Self.isOver($0) }
                } else {
                    // No set on the table: Deal 3 More (in the row under the table
                    // when upright, in the header on its side), as a player would tap it.
                    let deal = try #require(tree.findAll(role: "push button").first { $0.name.hasPrefix("Deal 3 More") && $0.isOnScreen },
                                            "no Deal 3 More button with \(cards.count) cards and no set\n\(tree)")
                    try await app.touch(TouchGesture.tap(try #require(deal.extents).touchPoint))
                    _ = try await app.waitForTree("three more cards") { $0.visibleCards.count == cards.count + 3 || Self.isOver($0) }
                }
            }
            let over = try await app.settledTree()
            // Only sets were taken, and more cards dealt only when none was left: no penalty.
            #expect(over.scoreText == "Score: \(3 * found)", "\(over)")
            #expect(found >= 20, "\(found) sets")
            try Self.checkTouchTargets(over, screen: screen)
        }
    }

    @Test("Matchismo: pairs tapped from the first card to the game-over page", arguments: sizes)
    func matchismoByTouch(width: Int, height: Int) async throws {
        let seed: UInt64 = 3, screen = (width: width, height: height)
        let (taps, game) = Self.matchismoTaps(seed: seed)
        try await AppSession.with(["--game=matchismo", "--seed=\(seed)"], options: Self.options(width: width, height: height)) { app in
            var tree = try await app.settledTree()
            try Self.checkTouchTargets(tree, screen: screen)
            try #require(tree.cardsInGridOrder.count == game.table.count, "\(tree)")
            let grid = Self.tableName(tree)
            for (number, index) in taps.enumerated() {
                // Tapped where the card is now, as a player looks before tapping.
                let card = tree.cardsInGridOrder[index]
                try await app.touch(TouchGesture.tap(try #require(card.extents).touchPoint))
                // Each tap turns up the model's card or ends the game; wait for it,
                // so the next tap goes where the table shows its card.
                let expected = game.table[index].card.name
                tree = try await app.waitForTree("tap \(number + 1) of \(taps.count): \(expected) turned up") { tree in
                    Self.isOver(tree) || tree.cardsInGridOrder.indices.contains(index) && tree.cardsInGridOrder[index].name == expected
                }
                if Self.isOver(tree) { break }
                // The status line growing by a line must not re-flow the cards under the finger.
                #expect(Self.tableName(tree) == grid, "after tap \(number + 1)\n\(tree)")
            }
            let over = try await app.waitForTree("the game-over page") { Self.isOver($0) }
            #expect(over.scoreText == "Score: \(game.score)", "\(over)")
            try Self.checkTouchTargets(try await app.settledTree(), screen: screen)
        }
    }

    /// The table's accessible name, with its grid: "Matchismo table, 6 rows, 5 columns".
    static func tableName(_ tree: AccessibleNode) -> String? {
        tree.allNodes.first { $0.name.contains(" table, ") && $0.isOnScreen }?.name
    }

    /// The taps that match pairs (same suit or rank) while any are left, and the game they leave.
    static func matchismoTaps(seed: UInt64) -> ([Int], MatchismoGame) {
        var game = MatchismoGame(cardCount: MatchismoGame.defaultCardCount, mode: .twoCards, seed: seed)
        var taps: [Int] = []
        while !game.isOver {
            let open = game.table.indices.filter { game.table[$0].state != .matched }
            guard let (a, b) = open.lazy.flatMap({ a in open.lazy.filter { $0 > a }.map { (a, $0) } }).first(where: { a, b in
                game.table[a].card.suit == game.table[b].card.suit || game.table[a].card.rank == game.table[b].card.rank
            }) else { break }
            for index in [a, b] where !game.isOver {
                _ = game.perform(.choose(index))
                taps.append(index)
            }
        }
        return (taps, game)
    }

    static func isOver(_ tree: AccessibleNode) -> Bool {
        tree.allNodes.contains { $0.displayedText == "Game Over" && $0.isOnScreen }
    }

    /// The window fits the screen, and every button on screen is at least 44
    /// pixels each way and inside the window.
    static func checkTouchTargets(_ tree: AccessibleNode, screen: (width: Int, height: Int)) throws {
        let frame = try #require(tree.findAll(role: "frame").first?.extents)
        #expect(frame.width == screen.width && frame.height == screen.height, "the window is \(frame)")
        let buttons = tree.findAll(role: "push button").filter { $0.isOnScreen && ($0.extents?.width ?? 0) > 0 }
        #expect(!buttons.isEmpty)
        let small = buttons.filter { ($0.extents?.width ?? 0) < 44 || ($0.extents?.height ?? 0) < 44 }
        #expect(small.isEmpty, "smaller than 44x44: \(small.map { "\($0.name) \($0.extents!)" })")
        // The header bar reaches a pixel past each side of the window (GTK
        // reports it at x -1), and GTK 4.18 puts its first button there too.
        let outside = buttons.filter { button in
            button.extents.map { $0.x < -1 || $0.y < 0 || $0.x + $0.width > screen.width + 1 || $0.y + $0.height > screen.height }
                ?? true
        }
        #expect(outside.isEmpty, "off the screen: \(outside.map { "\($0.name) \($0.extents!)" })")
    }
}
