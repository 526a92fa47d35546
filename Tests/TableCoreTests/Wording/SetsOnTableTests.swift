import Foundation
import GameModel
import Testing

@testable import TableCore

/// Show How Many Sets, the beginner's aid: the count under each variant's
/// rule, its sentence, and the mark it leaves on the game.
@MainActor
@Suite("Show How Many Sets")
struct SetsOnTableTests {
    @Test("Classic Set counts every set on the table, in a sentence that agrees with the number", arguments: 0..<30)
    func classicCount(seed: UInt64) {
        let game = ClassicSetGame(seed: seed)
        let aid = SetsOnTable(game)
        #expect(aid.count == SetRules.allSets(in: game.table).count)
        let expected = switch aid.count {
        case 0: "No set on the table."
        case 1: "1 set on the table."
        default: "\(aid.count) sets on the table."
        }
        #expect(aid.sentence == expected)
    }

    @Test("UltraSet counts UltraSets; a fresh Set-Chain every set; the puzzle the sets left to find")
    func variantCounts() {
        let ultra = UltraSetGame(seed: 3)
        #expect(SetsOnTable(ultra).count == UltraRules.allUltras(in: ultra.table).count)
        #expect(SetsOnTable(ultra).sentence.contains("UltraSet"))
        let chain = SetChainGame(seed: 3)
        #expect(SetsOnTable(chain).count == SetRules.allSets(in: chain.table).count)
        #expect(SetsOnTable(chain).sentence.hasSuffix("the chain."))
        var puzzle = PuzzleGame(date: PuzzleDate(dayNumber: 20_000))
        #expect(SetsOnTable(puzzle).sentence == "6 sets left to find.")
        let first = SetRules.allSets(in: puzzle.table)[0]
        for index in first { _ = puzzle.perform(.choose(index)) }
        #expect(SetsOnTable(puzzle).sentence == "5 sets left to find.")
    }

    @Test("The same table, shuffled or with a card chosen, is the same count; a deal is a new one")
    func changeOfTable() {
        let table = SetTable(seed: 9)
        let before = SetsOnTable(table.game)
        _ = table.perform(.shuffleTable)
        _ = table.perform(.choose(0))
        #expect(SetsOnTable(table.game) == before)
        _ = table.perform(.dealThree)
        #expect(SetsOnTable(table.game) != before)
    }

    @Test("A game the count was shown in is assisted, through undo and saving; others save as before")
    func marksTheGame() throws {
        let table = SetTable(seed: 4)
        _ = table.perform(.dealThree)
        #expect(!table.isAssisted)
        let plain = try JSONSerialization.jsonObject(with: JSONEncoder().encode(table.game as! ClassicSetGame)) as? [String: Any]
        #expect(plain?["setCountShown"] == nil)
        table.noteSetCountShown()
        #expect(table.isAssisted)
        #expect(table.undo())
        #expect(table.isAssisted, "undo goes back to a state that was shown the count too")
        let saved = try JSONEncoder().encode(table.game as! ClassicSetGame)
        #expect(try JSONDecoder().decode(ClassicSetGame.self, from: saved).isAssisted)
        var object = try #require(JSONSerialization.jsonObject(with: saved) as? [String: Any])
        object["setCountShown"] = nil
        let old = try JSONDecoder().decode(ClassicSetGame.self, from: JSONSerialization.data(withJSONObject: object))
        #expect(!old.isAssisted)
    }
}
