import GameModel
import TableCore
import Testing

/// Playing both games with the mouse only: the sets and pairs are
/// found from the cards' accessible names, clicked with the X pointer, and the
/// score, status line and table are compared with what the rules say.
@Suite("Mouse play (end to end)", .serialized, .timeLimit(.minutes(2)))
struct MousePlayTests {
    static let setSeed: UInt64 = 5
    static let matchismoSeed: UInt64 = 11

    @Test("Set: clicking three cards that form a set scores 3 and replaces them in place")
    func setByMouse() async throws {
        try await AppSession.with(["--game=set", "--seed=\(Self.setSeed)"]) { app in
            let tree = try await app.settledTree()
            let cards = tree.cardsInGridOrder
            let names = cards.map(\.name)
            // The set comes from the names alone, not from the seed.
            let setCards = cards.compactMap(\.setCard)
            try #require(setCards.count == 12, "\(tree)")
            let set = try #require(SetRules.firstSet(in: setCards), "no set among \(names)")

            // A right click says what a card is and chooses nothing.
            // (Off the middle: xdotool's --sync waits for a motion, and the left click comes next.)
            let corner = try #require(cards[set[0]].extents)
            try await app.click(x: corner.x + corner.width / 3, y: corner.y + corner.height / 3, button: 3)
            let told = try await app.waitForTree("the card told") { $0.statusText?.hasPrefix(names[set[0]] + ":") == true }
            #expect(told.statusText == "\(names[set[0]]): \(cards[set[0]].accessibleDescription).", "\(told)")
            #expect(told.visibleCard(named: names[set[0]])?.has(state: "pressed") == false, "\(told)")

            try await app.click(cards[set[0]])
            let one = try await app.waitForTree("the first card to be selected") {
                $0.visibleCard(named: names[set[0]])?.has(state: "pressed") == true
            }
            #expect(one.visibleCard(named: names[set[0]])?.cardStateWords == ["selected"], "\(one)")
            #expect(one.statusText == "Selected \(names[set[0]]).", "\(one)")
            try await app.click(cards[set[1]])
            _ = try await app.waitForTree("the second card to be selected") {
                $0.visibleCard(named: names[set[1]])?.has(state: "pressed") == true
            }
            try await app.click(cards[set[2]])

            let after = try await app.waitForTree("Score: 3") { $0.scoreText == "Score: 3" }
            #expect(after.statusText == "Set! 3 points. Score 3.", "\(after)")
            let settled = try await app.settledTree()
            let namesAfter = settled.cardsInGridOrder.map(\.name)
            #expect(namesAfter.count == 12, "\(settled)")
            for index in set {
                #expect(!namesAfter.contains(names[index]), "\(names[index]) is still on the table:\n\(settled)")
            }
            // Replaced in place, by the next cards of the deck, as the model deals them.
            var model = ClassicSetGame(seed: Self.setSeed)
            for index in set { _ = model.perform(.choose(index)) }
            #expect(namesAfter == model.table.map(\.name), "\(settled)")
            #expect(settled.cardsInGridOrder.allSatisfy { !$0.has(state: "pressed") }, "\(settled)")
        }
    }

    @Test("Set: three cards that are not a set cost a point and clear the selection")
    func setMismatchByMouse() async throws {
        try await AppSession.with(["--game=set", "--seed=\(Self.setSeed)"]) { app in
            let tree = try await app.settledTree()
            let cards = tree.cardsInGridOrder
            let setCards = cards.compactMap(\.setCard)
            try #require(setCards.count == 12, "\(tree)")
            let third = try #require(
                (2..<setCards.count).first { !SetRules.isSet(setCards[0], setCards[1], setCards[$0]) })
            for index in [0, 1, third] {
                try await app.click(cards[index])
                if index != third {
                    _ = try await app.waitForTree("card \(index) to be selected") {
                        $0.visibleCard(named: cards[index].name)?.has(state: "pressed") == true
                    }
                }
            }
            let after = try await app.waitForTree("Score: -1") { $0.scoreText == "Score: -1" }
            #expect(after.statusText == "Not a set. Minus 1. Score \u{2212}1.", "\(after)")
            let settled = try await app.settledTree()
            #expect(settled.cardsInGridOrder.map(\.name) == cards.map(\.name), "\(settled)")
            #expect(settled.cardsInGridOrder.allSatisfy { !$0.has(state: "pressed") && $0.cardStateWords.isEmpty },
                    "\(settled)")
        }
    }

    @Test("Matchismo: a rank match scores 14 and dims both cards; a mismatch costs 2 and turns the first back")
    func matchismoByMouse() async throws {
        let game = MatchismoGame(seed: Self.matchismoSeed)
        let table = game.table.map(\.card)
        // Two cards of one rank and different suits: -1 -1 + 4 x 4 = 14.
        let pair = try #require(table.indices.lazy.flatMap { i in
            table.indices.lazy.filter { $0 > i && table[$0].rank == table[i].rank }.map { [i, $0] }
        }.first)
        // Then two other cards sharing neither rank nor suit.
        let rest = table.indices.filter { !pair.contains($0) }
        let mismatch = try #require(rest.lazy.flatMap { i in
            rest.lazy.filter { $0 > i && table[$0].rank != table[i].rank && table[$0].suit != table[i].suit }
                .map { [i, $0] }
        }.first)

        try await AppSession.with(["--game=matchismo", "--seed=\(Self.matchismoSeed)"]) { app in
            let start = try await app.settledTree()
            let cards = start.cardsInGridOrder
            #expect(cards.count == 30 && cards.allSatisfy { $0.name == CardFace.back.name }, "\(start)")

            try await app.click(cards[pair[0]])
            let first = try await app.waitForTree("the first card face up") {
                $0.cardsInGridOrder[pair[0]].name == table[pair[0]].name
            }
            #expect(first.scoreText == "Score: -1", "\(first)")
            #expect(first.statusText == "Turned up \(table[pair[0]].name). Score \u{2212}1.", "\(first)")

            try await app.click(cards[pair[1]])
            let matched = try await app.waitForTree("Score: 14") { $0.scoreText == "Score: 14" }
            #expect(matched.statusText == "\(table[pair[0]].name) and \(table[pair[1]].name) match for 16 points. Score 14.",
                    "\(matched)")
            for index in pair {
                let card = matched.cardsInGridOrder[index]
                #expect(card.name == table[index].name, "\(matched)")
                #expect(card.cardStateWords == ["matched"], "\(card)")
                #expect(!card.has(state: "sensitive") && !card.has(state: "enabled"), "\(card)")
            }
            #expect(matched.cardsInGridOrder.enumerated().filter { !pair.contains($0.offset) }
                .allSatisfy { $0.element.has(state: "sensitive") }, "\(matched)")

            try await app.click(cards[mismatch[0]])
            _ = try await app.waitForTree("Score: 13") { $0.scoreText == "Score: 13" }
            try await app.click(cards[mismatch[1]])
            // -1 to turn it up, -2 for the mismatch.
            let missed = try await app.waitForTree("Score: 10") { $0.scoreText == "Score: 10" }
            let names = "\(table[mismatch[0]].name) and \(table[mismatch[1]].name)"
            #expect(missed.statusText == "\(names) don't match. Minus 2. Score 10.", "\(missed)")
            let settled = try await app.waitForTree("the first card face down again") {
                $0.cardsInGridOrder[mismatch[0]].name == CardFace.back.name
            }
            #expect(settled.cardsInGridOrder[mismatch[1]].name == table[mismatch[1]].name, "\(settled)")
            #expect(settled.cardsInGridOrder[mismatch[1]].has(state: "sensitive"), "\(settled)")
            // The model agrees on every step.
            var model = game
            for index in pair + mismatch { _ = model.perform(.choose(index)) }
            #expect(model.score == 10)
            #expect(settled.cardsInGridOrder.map(\.name) == model.table.indices.map { model.face(at: $0).name },
                    "\(settled)")
        }
    }
}
