import Foundation
import GameModel
import Testing

@Suite("Junior Set")
struct JuniorSetGameTests {
    @Test("The deck is the 27 solid cards, 12 dealt and 15 left")
    func deck() {
        #expect(JuniorSetGame.fullDeck.count == 27)
        #expect(Set(JuniorSetGame.fullDeck).count == 27)
        #expect(JuniorSetGame.fullDeck.allSatisfy { $0.shading == .solid })
        let game = JuniorSetGame(seed: 4)
        #expect(game.variant == .junior && game.beside == .nothing)
        #expect(game.table.count == 12 && game.deckCount == 15 && game.canDeal)
        #expect(game.table.allSatisfy { $0.shading == .solid })
        #expect(game.table != JuniorSetGame(seed: 5).table)
        #expect(game == JuniorSetGame(seed: 4))
    }

    @Test("Always taking the first set, dealing when there is none, plays to the end", arguments: Array(UInt64(0)..<20))
    func playsToEnd(seed: UInt64) {
        var game = JuniorSetGame(seed: seed)
        let last = Family.playToEnd(&game) { SetRules.firstSet(in: $0.table) }
        #expect(game.isOver)
        #expect(game.deckCount == 0 && !game.hasPlayOnTable && !game.canDeal)
        #expect(Set(game.found.joined() + game.table).count == 27)
        #expect(game.found.count * 3 + game.table.count == 27)
        #expect(game.score == SetScoring.setFound * game.found.count)
        #expect(last.gameOver == GameTotals(score: game.score, found: game.found.count))
        Family.expectFinished(game)
    }

    @Test("A wrong set costs 1; a hint reveals a card of a set on the table")
    func mismatchAndHint() throws {
        var game = JuniorSetGame(seed: 2)
        while !game.hasPlayOnTable { _ = game.perform(.dealThree) }
        let hint = game.perform(.hint)
        guard case .hinted(let card, let cost) = hint.event else { Issue.record("no hint: \(hint)"); return }
        #expect(cost == 1 && game.hintsTaken == 1)
        let index = try #require(game.table.firstIndex(of: card))
        #expect(SetRules.allSets(in: game.table).contains { $0.contains(index) })
        let wrong = try #require(Self.nonSet(in: game.table))
        var last = GameOutcome.refused(.noSuchCard)
        for index in wrong { last = game.perform(.choose(index)) }
        #expect(last.event.kindName == "notASet" && last.scoreChange == -SetScoring.mismatchPenalty)
    }

    @Test("Saved games round-trip; a non-solid or missing card is refused")
    func codable() throws {
        var game = JuniorSetGame(seed: 7)
        if let set = SetRules.firstSet(in: game.table) { for index in set { _ = game.perform(.choose(index)) } }
        _ = game.perform(.choose(0))
        #expect(try Family.roundTrip(game) == game)
        let striped = try Family.json(SetCard(.one, .striped, .red, .oval))
        #expect(try Family.refuses(game) { saved in
            var deck = saved["deck"] as! [Any]
            deck[0] = striped
            saved["deck"] = deck
        })
        #expect(try Family.refuses(game) { saved in saved["deck"] = Array((saved["deck"] as! [Any]).dropLast()) })
        #expect(try Family.refuses(game) { saved in saved["selection"] = [striped] })
        #expect(throws: DecodingError.self) { try Family.decode(ClassicSetGame.self, Family.object(game)) }
    }

    /// Three table indices that are not a set.
    static func nonSet(in table: [SetCard]) -> [Int]? {
        for i in table.indices {
            for j in table.indices where j > i {
                for k in table.indices where k > j && !SetRules.isSet(table[i], table[j], table[k]) { return [i, j, k] }
            }
        }
        return nil
    }
}
