import Testing
import GameModel

@Suite("Set game")
struct ClassicSetGameTests {
    /// Seed 30 deals 12 cards without a set (found with the Python re-implementation and checked here).
    static let setFreeSeed: UInt64 = 30

    @Test("A new game deals 12 cards and keeps 69 in the deck, in seeded order")
    func dealing() {
        let game = ClassicSetGame(seed: 1)
        #expect(game.table.count == 12)
        #expect(game.deck.count == 69)
        var generator = SeededGenerator(seed: 1)
        #expect(game.table + game.deck == SetCard.fullDeck.shuffled(with: &generator))
        #expect(game.score == 0 && game.moves == 0 && !game.isOver)
        #expect(game.selection.isEmpty && game.hinted.isEmpty && game.found.isEmpty)
        #expect(ClassicSetGame.initialTableSize == 12)
        #expect(firstSetSeed { $0.setsOnTable.isEmpty } == Self.setFreeSeed)
    }

    @Test("Selecting, deselecting and clearing the selection")
    func selecting() {
        var game = ClassicSetGame(seed: 1)
        let (a, b) = (game.table[0], game.table[1])
        #expect(game.perform(.choose(0)) == GameOutcome(.selected(a)))
        #expect(game.perform(.choose(1)) == GameOutcome(.selected(b)))
        #expect(game.selection == [a, b])
        #expect(game.perform(.choose(0)) == GameOutcome(.deselected(a)))
        #expect(game.selection == [b])
        #expect(game.perform(.choose(0)) == GameOutcome(.selected(a)))
        #expect(game.selection == [b, a])
        #expect(game.perform(.deselectAll) == GameOutcome(.selectionCleared([b, a])))
        #expect(game.selection.isEmpty)
        #expect(game.perform(.deselectAll) == .refused(.nothingSelected))
        #expect(game.perform(.choose(12)) == .refused(.noSuchCard))
        #expect(game.score == 0)
        #expect(game.moves == 5)
        #expect(game.table == ClassicSetGame(seed: 1).table)
        #expect(a == SetCard(.three, .solid, .green, .squiggle))
    }

    @Test("A set scores 3 and its cards are replaced in place, in the order they were selected")
    func matchReplaces() throws {
        var game = ClassicSetGame(seed: 1)
        let before = game
        let set = try #require(game.setsOnTable.first)
        let order = [set[2], set[0], set[1]]
        let cards = order.map { game.table[$0] }
        let outcomes = order.map { game.perform(.choose($0)) }
        #expect(outcomes[2] == GameOutcome(.setFound(cards, points: 3), scoreChange: 3))
        #expect(game.score == 3)
        #expect(game.found == [cards])
        #expect(game.selection.isEmpty)
        #expect(game.table.count == 12)
        #expect(game.deck == Array(before.deck.dropFirst(3)))
        for (position, index) in order.enumerated() {
            #expect(game.table[index] == before.deck[position])
        }
        for index in game.table.indices where !set.contains(index) {
            #expect(game.table[index] == before.table[index])
        }
        #expect(game.moves == 3)
    }

    @Test("Three cards that are not a set cost 1 and clear the selection")
    func mismatch() {
        var game = ClassicSetGame(seed: 1)
        let before = game
        let indices = game.nonSetIndices
        let cards = indices.map { game.table[$0] }
        let outcome = indices.map { game.perform(.choose($0)) }.last
        #expect(outcome == GameOutcome(.notASet(cards, penalty: 1), scoreChange: -1))
        #expect(game.score == -1)
        #expect(game.selection.isEmpty)
        #expect(game.table == before.table && game.deck == before.deck && game.found.isEmpty)
    }

    @Test("Dealing three while a set is on the table costs 1")
    func dealWithSetOnTable() {
        var game = ClassicSetGame(seed: 1)
        let before = game
        #expect(!game.setsOnTable.isEmpty)
        let outcome = game.perform(.dealThree)
        let dealt = Array(before.deck.prefix(3))
        #expect(outcome == GameOutcome(.dealt(dealt, missedSetPenalty: 1), scoreChange: -1))
        #expect(game.table == before.table + dealt)
        #expect(game.deck == Array(before.deck.dropFirst(3)))
        #expect(game.score == -1)
    }

    @Test("Dealing three when the table holds no set is free")
    func dealWithoutSet() {
        var game = ClassicSetGame(seed: Self.setFreeSeed)
        #expect(game.setsOnTable.isEmpty)
        let outcome = game.perform(.dealThree)
        #expect(outcome == GameOutcome(.dealt(Array(ClassicSetGame(seed: Self.setFreeSeed).deck.prefix(3)), missedSetPenalty: 0)))
        #expect(game.score == 0)
        #expect(game.table.count == 15 && game.deck.count == 66)
    }

    @Test("Dealing keeps the selection; the deck runs out after 23 deals")
    func dealUntilEmpty() {
        var game = ClassicSetGame(seed: 1)
        _ = game.perform(.choose(4))
        for _ in 0..<23 { #expect(game.perform(.dealThree).event.kindName == "dealt") }
        #expect(game.table.count == 81)
        #expect(Set(game.table) == Set(SetCard.fullDeck))
        #expect(game.deck.isEmpty)
        #expect(game.selection == [ClassicSetGame(seed: 1).table[4]])
        #expect(!game.isOver)
        #expect(game.perform(.dealThree) == .refused(.deckEmpty))
        #expect(game.score == -23)
    }

    @Test("A set found on a table of more than 12 leaves, and the rest close up")
    func matchRemoves() throws {
        var game = ClassicSetGame(seed: 1)
        _ = game.perform(.dealThree)
        let before = game
        let set = try #require(game.setsOnTable.first)
        for index in set { _ = game.perform(.choose(index)) }
        #expect(game.table.count == 12)
        #expect(game.table == before.table.enumerated().filter { !set.contains($0.offset) }.map(\.element))
        #expect(game.deck == before.deck)
        #expect(game.score == -1 + 3)
    }

    @Test("Hints reveal one set card by card, 1 point each")
    func hints() throws {
        var game = ClassicSetGame(seed: 1)
        let set = try #require(game.setsOnTable.first).map { game.table[$0] }
        for (count, card) in set.enumerated() {
            let outcome = game.perform(.hint)
            #expect(outcome == GameOutcome(.hinted(card, cost: 1), scoreChange: -1))
            #expect(game.hinted == Array(set.prefix(count + 1)))
        }
        #expect(SetRules.isSet(game.hinted[0], game.hinted[1], game.hinted[2]))
        #expect(game.score == -3)
        let more = game.perform(.hint)
        #expect(more == .refused(.wholeSetHinted(set)))
        #expect(game.score == -3)
        #expect(game.moves == 3)
    }

    @Test("A hint survives a shuffle and is cleared when cards are dealt or a set is taken")
    func hintLifetime() throws {
        var game = ClassicSetGame(seed: 1)
        let set = try #require(game.setsOnTable.first).map { game.table[$0] }
        _ = game.perform(.hint)
        _ = game.perform(.shuffleTable)
        #expect(game.hinted == [set[0]])
        _ = game.perform(.hint)
        // The second card comes from a set that holds the first, not necessarily the same one as before.
        #expect(game.hinted.count == 2 && game.hinted[0] == set[0])
        #expect(game.table.contains(SetRules.completing(game.hinted[0], game.hinted[1])))
        _ = game.perform(.dealThree)
        #expect(game.hinted.isEmpty)
        _ = game.perform(.hint)
        #expect(game.hinted.count == 1)
        let target = try #require(game.setsOnTable.first { $0.contains(game.index(of: game.hinted[0])) })
        for index in target { _ = game.perform(.choose(index)) }
        #expect(game.found.count == 1)
        #expect(game.hinted.isEmpty)
    }

    @Test("No hint without a set on the table")
    func noHint() {
        var game = ClassicSetGame(seed: Self.setFreeSeed)
        #expect(game.perform(.hint) == .refused(.noSetOnTable(canDeal: true)))
        #expect(game.score == 0 && game.moves == 0)
    }

    @Test("Shuffling the table keeps the same cards in a new, reproducible order")
    func shuffleTable() {
        var game = ClassicSetGame(seed: 1)
        _ = game.perform(.choose(3))
        let before = game
        let outcome = game.perform(.shuffleTable)
        #expect(outcome == GameOutcome(.shuffled))
        #expect(game.table != before.table)
        #expect(game.table.sorted { $0.shortForm < $1.shortForm } == before.table.sorted { $0.shortForm < $1.shortForm })
        #expect(game.deck == before.deck && game.score == before.score)
        #expect(game.selection == before.selection)
        #expect(game.moves == before.moves + 1)
        var again = before
        _ = again.perform(.shuffleTable)
        #expect(again == game)
        // The game's generator moved on, so a second shuffle differs from the first.
        var twice = game
        _ = twice.perform(.shuffleTable)
        #expect(twice.table != game.table)
    }

    @Test("Playing every set, dealing only when none is left, ends the game", arguments: Array(UInt64(1)...12))
    func fullGame(seed: UInt64) throws {
        var game = ClassicSetGame(seed: seed)
        var last = GameOutcome.refused(.noSuchCard)
        var sawRemovalAtTwelve = false
        for _ in 0..<500 where !game.isOver {
            if let set = game.setsOnTable.first {
                let shrinks = game.deck.isEmpty
                let size = game.table.count
                for index in set { last = game.perform(.choose(index)) }
                #expect(last.event.kindName == "setFound")
                if shrinks || size > 12 { #expect(game.table.count == size - 3) } else { #expect(game.table.count == size) }
                if shrinks && size <= 12 { sawRemovalAtTwelve = true }
            } else {
                last = game.perform(.dealThree)
                #expect(last.scoreChange == 0)
            }
        }
        #expect(game.isOver)
        #expect(game.deck.isEmpty)
        #expect(game.setsOnTable.isEmpty)
        #expect(game.selection.isEmpty)
        #expect(game.found.count * 3 + game.table.count == 81)
        #expect(Set(game.found.joined() + game.table).count == 81)
        #expect(game.score == 3 * game.found.count)
        #expect(last.gameOver == GameTotals(score: game.score, found: game.found.count))
        #expect(["setFound", "dealt"].contains(last.event.kindName))
        #expect(sawRemovalAtTwelve)
        let finished = game
        for command in [ClassicSetGame.Command.choose(0), .hint, .dealThree, .shuffleTable, .deselectAll] {
            #expect(game.perform(command) == .refused(.gameOver))
        }
        #expect(game == finished)
    }
}
