import GameModel
import TableCore
import Testing

/// Playing without a pointer, the way a keyboard or screen-reader user does:
/// cards are read from the accessible tree (names, "row r, column
/// c" descriptions, the focused state), focus moves only with the arrow keys,
/// Home and End, and Space chooses. These tests never click.
@Suite("Keyboard play (end to end)", .serialized, .timeLimit(.minutes(3)))
struct KeyboardPlayTests {
    @Test("Set: arrows, Home and End move focus as they say; a set found from the names is chosen with Space")
    func setByKeyboard() async throws {
        try await AppSession.with(["--game=set", "--seed=7"]) { app in
            let player = KeyboardPlayer(app: app)
            let start = try await app.settledTree()
            #expect(start.focusedCard?.gridPosition == GridPosition(row: 1, column: 1), "\(start)")

            // Each key from a known card, and where it must land (4 rows of 3).
            let steps: [(key: String, row: Int, column: Int)] = [
                ("Right", 1, 2), ("Down", 2, 2), ("Down", 3, 2), ("Right", 3, 3), ("Right", 4, 1),
                ("Up", 3, 1), ("Left", 2, 3), ("End", 4, 3), ("Down", 4, 3), ("Right", 4, 3),
                ("Home", 1, 1), ("Up", 1, 1), ("Left", 1, 1),
            ]
            for step in steps {
                try await player.press(step.key, expecting: GridPosition(row: step.row, column: step.column))
            }

            // The set, from the accessible names alone.
            let cards = try await app.settledTree().cardsInGridOrder
            let setCards = cards.compactMap(\.setCard)
            try #require(setCards.count == 12)
            let set = try #require(SetRules.firstSet(in: setCards), "no set among \(cards.map(\.name))")
            for (count, index) in set.enumerated() {
                let target = try #require(cards[index].gridPosition)
                try await player.moveFocus(to: target)
                try await app.key("space")
                if count < 2 {
                    let tree = try await app.waitForTree("\(cards[index].name) selected") {
                        $0.visibleCard(named: cards[index].name)?.has(state: "pressed") == true
                    }
                    #expect(tree.statusText == "Selected \(cards[index].name).", "\(tree)")
                }
            }
            let scored = try await app.waitForTree("Score: 3") { $0.scoreText == "Score: 3" }
            #expect(scored.statusText == "Set! 3 points. Score 3.", "\(scored)")
            let names = try await app.settledTree().cardsInGridOrder.map(\.name)
            for index in set { #expect(!names.contains(cards[index].name)) }

            // Hint: focus goes to a highlighted card that belongs to a set on the table.
            try await app.key("ctrl+h")
            let hinted = try await app.waitForTree("a hinted card with focus") {
                $0.focusedCard?.cardStateWords.contains("hint") == true
            }
            let table = hinted.cardsInGridOrder.compactMap(\.setCard)
            let focused = try #require(hinted.focusedCard?.setCard)
            let focusedIndex = try #require(table.firstIndex(of: focused))
            #expect(SetRules.allSets(in: table).contains { $0.contains(focusedIndex) }, "\(hinted)")
            #expect(hinted.scoreText == "Score: 2", "\(hinted)")
            #expect(hinted.statusText == "Hint: \(focused.name) is part of a set. Minus 1. Score 2.", "\(hinted)")
            #expect(hinted.visibleCards.filter { $0.cardStateWords.contains("hint") }.map(\.name) == [focused.name])
        }
    }

    @Test("Matchismo: flip with Space, remember the names read back, and make a match")
    func matchismoByKeyboard() async throws {
        let seed: UInt64 = 8
        try await AppSession.with(["--game=matchismo", "--seed=\(seed)"]) { app in
            let player = KeyboardPlayer(app: app)
            let start = try await app.settledTree()
            let positions = start.cardsInGridOrder.compactMap(\.gridPosition)
            try #require(positions.count == 30, "\(start)")

            // What the player remembers: the cards they have looked at, by
            // table index. Each is turned up (Space), read, and turned back
            // down (Space) until two of one rank are known; then both go up.
            var seen: [Int: PlayingCard] = [:]
            var choices: [Int] = []
            var pair: [Int] = []
            for target in 0..<30 {
                try await player.moveFocus(to: positions[target])
                try await app.key("space")
                choices.append(target)
                let up = try await app.waitForTree("card \(target + 1) face up") {
                    $0.cardsInGridOrder[target].playingCard != nil
                }
                let card = try #require(up.cardsInGridOrder[target].playingCard)
                // Every card turned up so far cost 1 point; turning one back down is free.
                #expect(up.statusText == "Turned up \(card.name). Score \u{2212}\(target + 1).", "\(up)")
                seen[target] = card
                if let partner = seen.keys.sorted().first(where: { $0 != target && seen[$0]!.rank == card.rank }) {
                    try await player.moveFocus(to: positions[partner])
                    try await app.key("space")
                    choices.append(partner)
                    pair = [target, partner]
                    break
                }
                try await app.key("space")
                choices.append(target)
                let down = try await app.waitForTree("card \(target + 1) face down again") {
                    $0.cardsInGridOrder[target].name == CardFace.back.name
                }
                #expect(down.statusText == "Turned \(card.name) back down.", "\(down)")
            }
            try #require(pair.count == 2, "no two cards of one rank")
            let tree = try await app.waitForTree("a match") { $0.statusText?.contains(" match for ") == true }

            // Each card looked at cost 1, the partner 1 more, and the rank match won 16.
            let looked = Set(choices).count
            #expect(tree.scoreText == "Score: \(16 - looked - 1)", "\(tree)")
            let names = "\(seen[pair[0]]!.name) and \(seen[pair[1]]!.name)"
            let score = 16 - looked - 1
            #expect(tree.statusText == "\(names) match for 16 points. Score \(score < 0 ? "\u{2212}\(-score)" : "\(score)").",
                    "\(tree)")
            for index in pair {
                let node = tree.cardsInGridOrder[index]
                #expect(node.name == seen[index]!.name && node.cardStateWords == ["matched"], "\(node)")
                #expect(!node.has(state: "sensitive"), "\(node)")
            }
            // The rules, applied to the same choices, agree on everything shown.
            var model = MatchismoGame(seed: seed)
            for index in choices { _ = model.perform(.choose(index)) }
            print("KeyboardPlayTests: looked at \(looked) cards, matched \(names), score \(model.score)")
            #expect(tree.scoreText == "Score: \(model.score)", "\(tree)")
            #expect(model.score == 11, "seed 8: four cards looked at, the fourth pairs with one seen before")
            #expect(tree.cardsInGridOrder.map(\.name) == model.table.indices.map { model.face(at: $0).name }, "\(tree)")
        }
    }

    @Test("Set: Ctrl+Shift+H says how many sets are on the table, free, without showing one")
    func countTheSets() async throws {
        try await AppSession.with(["--game=set", "--seed=7"]) { app in
            let start = try await app.settledTree()
            let cards = start.cardsInGridOrder.compactMap(\.setCard)
            try #require(cards.count == 12, "\(start)")
            let count = SetRules.allSets(in: cards).count
            try #require(count > 1, "seed 7 deals more than one set")
            try await app.key("ctrl+shift+h")
            let counted = try await app.waitForTree("the sets counted") { $0.statusText == "\(count) sets on the table." }
            // Not the hint beside it on Ctrl+H: no card is marked and nothing is paid.
            #expect(counted.scoreText == "Score: 0", "\(counted)")
            #expect(!counted.visibleCards.contains { $0.cardStateWords.contains("hint") }, "\(counted)")
        }
    }

    /// Moves keyboard focus between cards with the arrow keys only, checking the
    /// focused card's position in the accessible tree.
    struct KeyboardPlayer {
        let app: AppSession

        /// Presses `key` and waits until the focused card is at `position`.
        func press(_ key: String, expecting position: GridPosition) async throws {
            try await app.key(key)
            _ = try await app.waitForTree("focus at \(position) after \(key)", timeout: .seconds(5)) {
                $0.focusedCard?.gridPosition == position
            }
        }

        /// Moves focus to `target`: up or down to its row, then left or right to
        /// its column, checking each landing.
        func moveFocus(to target: GridPosition) async throws {
            try await app.focusWindow()
            for _ in 0..<60 {
                let tree = try await app.accessibleTree()
                let current = try #require(tree.focusedCard?.gridPosition, "no card has focus:\n\(tree)")
                if current == target { return }
                if current.row != target.row {
                    let key = current.row < target.row ? "Down" : "Up"
                    let keys = Array(repeating: key, count: abs(target.row - current.row))
                    try await app.key(keys)
                    _ = try await app.waitForTree("focus on row \(target.row)", timeout: .seconds(5)) {
                        $0.focusedCard?.gridPosition?.row == target.row
                    }
                } else {
                    let key = current.column < target.column ? "Right" : "Left"
                    let keys = Array(repeating: key, count: abs(target.column - current.column))
                    try await app.key(keys)
                    _ = try await app.waitForTree("focus at \(target)", timeout: .seconds(5)) {
                        $0.focusedCard?.gridPosition == target
                    }
                }
            }
            throw HarnessError.timedOut("moving focus to \(target)")
        }
    }
}
