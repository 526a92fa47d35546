import Foundation
import GameModel
import Testing

@Suite("UltraSet")
struct UltraSetGameTests {
    /// The completion of two cards from the textbook rule, feature by feature:
    /// the same value when they agree, else the third.
    static func bruteCompletion(_ a: SetCard, _ b: SetCard) -> [Int] {
        zip(vector(a), vector(b)).map { x, y in x == y ? x : 3 - x - y }
    }

    /// The shared completion of four cards, trying the three splits.
    static func bruteShared(_ c: [SetCard]) -> [Int]? {
        for (a, b, x, y) in [(0, 1, 2, 3), (0, 2, 1, 3), (0, 3, 1, 2)]
        where bruteCompletion(c[a], c[b]) == bruteCompletion(c[x], c[y]) {
            return bruteCompletion(c[a], c[b])
        }
        return nil
    }

    /// Every UltraSet among `cards` by checking all 4-subsets, as sorted indices.
    static func bruteForceUltras(_ cards: [SetCard]) -> Set<[Int]> {
        var found = Set<[Int]>()
        let n = cards.count
        for a in 0..<n {
            for b in (a + 1)..<n {
                for c in (b + 1)..<n {
                    for d in (c + 1)..<n where bruteShared([cards[a], cards[b], cards[c], cards[d]]) != nil {
                        found.insert([a, b, c, d])
                    }
                }
            }
        }
        return found
    }

    /// `count` different cards drawn by `seed`.
    static func table(_ count: Int, seed: UInt64) -> [SetCard] {
        var generator = SeededGenerator(seed: seed)
        return Array(SetCard.fullDeck.shuffled(with: &generator).prefix(count))
    }

    @Test("The ultra finder agrees with every 4-subset, on tables of 4 to 16 cards, 300 seeds")
    func finderMatchesBruteForce() {
        var total = 0
        for seed in UInt64(0)..<300 {
            let cards = Self.table(4 + Int(seed % 13), seed: seed)
            let expected = Self.bruteForceUltras(cards)
            let found = UltraRules.allUltras(in: cards)
            #expect(found.count == expected.count, "seed \(seed): listed once each")
            #expect(Set(found.map { $0.sorted() }) == expected, "seed \(seed)")
            #expect(UltraRules.containsUltra(in: cards) == !expected.isEmpty, "seed \(seed)")
            for ultra in found {
                let four = ultra.map { cards[$0] }
                let shared = UltraRules.sharedCompletion(of: four)
                #expect(shared.map(vector) == Self.bruteShared(four))
                #expect(shared == SetRules.completing(four[0], four[1]) && shared == SetRules.completing(four[2], four[3]))
            }
            total += expected.count
        }
        #expect(total > 300)
    }

    @Test("Four cards: the shared card for each split; none for a non-ultra, repeats or three cards")
    func sharedCompletion() throws {
        for seed in UInt64(0)..<500 {
            let four = Self.table(4, seed: seed)
            #expect(UltraRules.sharedCompletion(of: four).map(vector) == Self.bruteShared(four), "seed \(seed)")
        }
        let a = setCard("1-solid-red-diamond"), b = setCard("2-solid-red-diamond")
        let c = setCard("1-striped-red-diamond"), d = setCard("2-striped-red-diamond")
        // (A,B) completes to 3-solid-…, (C,D) to 3-striped-…; (A,D) and (B,C) both to 3-open-red-diamond.
        #expect(UltraRules.sharedCompletion(of: [a, b, c, d]) == setCard("3-open-red-diamond"))
        #expect(UltraRules.sharedCompletion(of: [a, b, c]) == nil)
        #expect(UltraRules.sharedCompletion(of: [a, a, b, b]) == nil)
        #expect(!UltraRules.containsUltra(in: [a, b, c]) && UltraRules.allUltras(in: []).isEmpty)
    }

    @Test("An UltraSet scores 4; its four cards leave, the shared card shows beside; a wrong four costs 1")
    func ultraFound() throws {
        var game = UltraSetGame(seed: 8)
        #expect(game.variant == .ultra && game.beside == .sharedCard(nil))
        let ultra = try #require(game.ultrasOnTable.first)
        let cards = ultra.map { game.table[$0] }
        var last = GameOutcome.refused(.noSuchCard)
        for index in ultra { last = game.perform(.choose(index)) }
        let shared = try #require(UltraRules.sharedCompletion(of: cards))
        #expect(last == GameOutcome(.ultraFound(cards, sharedCard: shared, points: UltraScoring.ultra), scoreChange: 4))
        #expect(game.beside == .sharedCard(shared) && game.lastSharedCard == shared)
        #expect(game.table.count == 12 && game.deckCount == 65 && Set(game.table).isDisjoint(with: cards))
        let wrong = try #require(Self.nonUltra(in: game.table))
        for index in wrong { last = game.perform(.choose(index)) }
        #expect(last == GameOutcome(.notAnUltra(wrong.map { game.table[$0] }, penalty: 1), scoreChange: -1))
        #expect(game.score == 3 && game.selection.isEmpty && game.found == [cards])
    }

    @Test("Hints reveal an UltraSet; dealing over one costs 1; playing every first UltraSet ends the game",
          arguments: Array(UInt64(0)..<12))
    func hintsAndEnd(seed: UInt64) throws {
        var game = UltraSetGame(seed: seed)
        while !game.hasPlayOnTable { _ = game.perform(.dealThree) }
        for _ in 0..<4 { #expect(game.perform(.hint).scoreChange == -SetScoring.hintCost) }
        #expect(game.perform(.hint) == .refused(.wholeSetHinted(game.hinted)))
        #expect(UltraRules.sharedCompletion(of: game.hinted) != nil && game.hintsTaken == 4)
        var dealt = game
        #expect(dealt.perform(.dealThree).scoreChange == -SetScoring.missedSetPenalty)

        let last = Family.playToEnd(&game) { $0.ultrasOnTable.first }
        #expect(game.isOver && game.deckCount == 0)
        #expect(Self.bruteForceUltras(game.table).isEmpty)
        #expect(game.found.count * 4 + game.table.count == 81)
        #expect(game.score == UltraScoring.ultra * game.found.count - 4)
        #expect(last.gameOver == GameTotals(score: game.score, found: game.found.count))
        Family.expectFinished(game)
    }

    @Test("Saved games round-trip; a found four that is no UltraSet, or a lost card, is refused")
    func codable() throws {
        var game = UltraSetGame(seed: 21)
        for index in try #require(game.ultrasOnTable.first) { _ = game.perform(.choose(index)) }
        for index in 0..<3 { _ = game.perform(.choose(index)) }
        #expect(game.selection.count == 3)
        var copy = try Family.roundTrip(game)
        #expect(copy == game)
        #expect(copy.perform(.choose(3)) == game.perform(.choose(3)))
        let wrong = try #require(Self.nonUltra(in: game.table)).map { game.table[$0] }
        #expect(try Family.refuses(game) { saved in
            // Swap the found four with a non-ultra four of the table: every card still once.
            let found = game.found[0]
            saved["found"] = [try wrong.map(Family.json)]
            saved["table"] = try game.table.map { wrong.firstIndex(of: $0).map { found[$0] } ?? $0 }.map(Family.json)
            saved["selection"] = []
        })
        #expect(try Family.refuses(game) { saved in saved["found"] = [] })
        #expect(try Family.refuses(game) { saved in saved["score"] = 2_000_000_000 })
        #expect(throws: DecodingError.self) { try Family.decode(ClassicSetGame.self, Family.object(game)) }
    }

    /// Four table indices that are no UltraSet.
    static func nonUltra(in table: [SetCard]) -> [Int]? {
        let ultras = bruteForceUltras(table)
        for a in table.indices {
            for b in table.indices where b > a {
                for c in table.indices where c > b {
                    for d in table.indices where d > c && !ultras.contains([a, b, c, d]) { return [a, b, c, d] }
                }
            }
        }
        return nil
    }
}
