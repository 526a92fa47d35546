import Foundation
import GameModel
import Testing

@Suite("Set-Chain")
struct SetChainGameTests {
    /// Every chain set among the choosable cards, by checking every triple:
    /// a set with exactly one card of the last set (any set before the first).
    static func bruteForcePlays(_ game: SetChainGame) -> [[Int]] {
        let cards = game.choosable
        let last = Set(game.lastSet ?? [])
        var plays: [[Int]] = []
        for i in cards.indices {
            for j in cards.indices where j > i {
                for k in cards.indices where k > j && bruteForceIsSet(cards[i], cards[j], cards[k]) {
                    let kept = [cards[i], cards[j], cards[k]].filter(last.contains).count
                    if kept == (last.isEmpty ? 0 : 1) { plays.append([i, j, k]) }
                }
            }
        }
        return plays
    }

    /// A game after its first set, found on a table of 12.
    static func afterFirstSet(seed: UInt64) throws -> (SetChainGame, [SetCard]) {
        var game = SetChainGame(seed: seed)
        let set = try #require(SetRules.firstSet(in: game.table))
        let cards = set.map { game.table[$0] }
        for index in set { _ = game.perform(.choose(index)) }
        return (game, cards)
    }

    @Test("The first set is free: it leaves the table, is replaced, and stays beside as the last set")
    func firstSet() throws {
        let (game, cards) = try Self.afterFirstSet(seed: 3)
        #expect(game.variant == .chain)
        #expect(game.found == [cards] && game.lastSet == cards && game.beside == .lastSet(cards))
        #expect(game.score == SetScoring.setFound)
        #expect(game.table.count == 12 && game.deckCount == 66)
        #expect(Set(game.table).isDisjoint(with: cards))
        #expect(game.choosable == game.table + cards)
        #expect(SetChainGame(seed: 3).beside == .lastSet(nil))
    }

    @Test("A set with exactly one card of the last set chains; its two table cards leave", arguments: Array(UInt64(0)..<10))
    func chains(seed: UInt64) throws {
        var (game, _) = try Self.afterFirstSet(seed: seed)
        while Self.bruteForcePlays(game).isEmpty { _ = game.perform(.dealThree) }
        let play = try #require(Self.bruteForcePlays(game).first)
        let cards = play.map { game.choosable[$0] }
        let kept = try #require(cards.first { game.lastSet!.contains($0) })
        let (deckBefore, tableBefore) = (game.deckCount, game.table.count)
        var last = GameOutcome.refused(.noSuchCard)
        for index in play.reversed() { last = game.perform(.choose(index)) }
        #expect(last.event == .setFound(Array(cards.reversed()), points: SetScoring.setFound))
        #expect(game.lastSet == Array(cards.reversed()) && game.lastSet!.contains(kept))
        #expect(Set(game.table).isDisjoint(with: cards))
        if tableBefore <= 12 {
            #expect(game.deckCount == deckBefore - 2 && game.table.count == tableBefore)
        } else {
            #expect(game.deckCount == deckBefore && game.table.count == tableBefore - 2)
        }
        #expect(game.found.count == 2)
    }

    @Test("A set with none, two or three cards of the last set is refused and costs 1")
    func notAChain() throws {
        var (game, lastSet) = try Self.afterFirstSet(seed: 1)
        while SetRules.firstSet(in: game.table) == nil { _ = game.perform(.dealThree) }
        let before = game
        // None: a set of three table cards.
        let onTable = try #require(SetRules.firstSet(in: game.table))
        var last = GameOutcome.refused(.noSuchCard)
        for index in onTable { last = game.perform(.choose(index)) }
        let none = onTable.map { before.table[$0] }
        #expect(last == GameOutcome(.notAChain(none, lastSet: lastSet, penalty: 1), scoreChange: -1))
        #expect(game.table == before.table && game.lastSet == lastSet && game.selection.isEmpty)
        // Three: the last set itself.
        let n = game.table.count
        for index in n..<(n + 3) { last = game.perform(.choose(index)) }
        #expect(last.event == .notAChain(lastSet, lastSet: lastSet, penalty: 1))
        // Two: two cards of the last set complete only its third, so with a table card they are no set.
        for index in [n, n + 1, 0] { last = game.perform(.choose(index)) }
        #expect(last.event == .notASet([lastSet[0], lastSet[1], game.table[0]], penalty: 1))
        #expect(game.score == before.score - 3 && game.found.count == 1)
        #expect(game.perform(.choose(n + 3)) == .refused(.noSuchCard))
    }

    @Test("Hints, Deal 3 More's penalty and the end follow the chain rule", arguments: Array(UInt64(0)..<12))
    func hintsAndEnd(seed: UInt64) throws {
        var game = SetChainGame(seed: seed)
        var hintedOne = false
        for _ in 0..<400 where !game.isOver {
            let plays = Self.bruteForcePlays(game)
            #expect(game.hasPlayOnTable == !plays.isEmpty)
            guard let play = plays.first else {
                #expect(game.perform(.hint) == .refused(.noSetOnTable(canDeal: true)))
                #expect(game.perform(.dealThree).scoreChange == 0)
                continue
            }
            if !hintedOne, game.lastSet != nil {
                hintedOne = true
                for _ in 0..<3 { #expect(game.perform(.hint).scoreChange == -SetScoring.hintCost) }
                let hinted = Set(game.hinted)
                #expect(plays.contains { Set($0.map { game.choosable[$0] }) == hinted })
                if game.canDeal {
                    var dealt = game
                    #expect(dealt.perform(.dealThree).scoreChange == -SetScoring.missedSetPenalty)
                }
            }
            for index in play { _ = game.perform(.choose(index)) }
        }
        #expect(game.isOver && hintedOne)
        #expect(game.deckCount == 0 && Self.bruteForcePlays(game).isEmpty)
        #expect(game.score == SetScoring.setFound * game.found.count - 3)
        Family.expectFinished(game)
    }

    @Test("Saved games round-trip; broken chains and lost cards are refused")
    func codable() throws {
        var (game, _) = try Self.afterFirstSet(seed: 6)
        while Self.bruteForcePlays(game).isEmpty { _ = game.perform(.dealThree) }
        for index in try #require(Self.bruteForcePlays(game).first) { _ = game.perform(.choose(index)) }
        _ = game.perform(.choose(game.table.count))
        #expect(game.selection == [game.lastSet![0]])
        var copy = try Family.roundTrip(game)
        #expect(copy == game)
        #expect(copy.perform(.choose(0)) == game.perform(.choose(0)))

        // The second set replaced by a set of table cards: it keeps no card of the first.
        let tableSet = try #require(SetRules.firstSet(in: game.table).map { $0.map { game.table[$0] } } ?? nil)
        #expect(try Family.refuses(game) { saved in
            var found = saved["found"] as! [Any]
            found[1] = try tableSet.map(Family.json)
            saved["found"] = found
        })
        #expect(try Family.refuses(game) { saved in saved["found"] = Array((saved["found"] as! [Any]).reversed()) })
        #expect(try Family.refuses(game) { saved in saved["table"] = Array((saved["table"] as! [Any]).dropFirst()) })
        #expect(try Family.refuses(game) { saved in saved["hinted"] = [try Family.json(game.found[0].first { !game.lastSet!.contains($0) }!)] })
    }
}
