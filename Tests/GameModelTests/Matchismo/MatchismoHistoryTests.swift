import Foundation
import Testing
import GameModel

/// Matchismo's numbered deals and match history: the seed stays
/// with the game, every turn is kept as a typed entry, and games saved before
/// either existed still load.
@Suite("Matchismo deals and history")
struct MatchismoHistoryTests {
    @Test("The deal's number is the seed, kept through play and saving", arguments: [0, 8, UInt64.max])
    func seedKept(seed: UInt64) throws {
        var game = MatchismoGame(seed: seed)
        #expect(game.seed == seed)
        _ = game.perform(.choose(0))
        #expect(game.seed == seed)
        #expect(try CodableTests.roundTrip(game).seed == seed)
    }

    @Test("Turning up, turning down, a match and a mismatch each leave one entry with their cards and points")
    func entries() {
        var game = MatchismoGame(cardCount: 52, seed: 1)
        _ = game.perform(.choose(game.index(of: "JH")))
        #expect(game.turns == [MatchismoTurn(cards: [playing("JH")], result: .turnedUp, cost: 1, score: -1)])
        _ = game.perform(.choose(game.index(of: "JH")))
        #expect(game.turns.last == MatchismoTurn(cards: [playing("JH")], result: .turnedDown, cost: 0, score: -1))
        _ = game.perform(.choose(game.index(of: "QH")))
        _ = game.perform(.choose(game.index(of: "QS")))
        // A rank pair scores 4, times the bonus of 4, less 1 to turn the second queen up.
        #expect(game.turns.last == MatchismoTurn(cards: [playing("QH"), playing("QS")], result: .matched(points: 16), cost: 1,
                                                 score: 13))
        #expect(game.turns.last?.scoreChange == 15)
        _ = game.perform(.choose(game.index(of: "2C")))
        _ = game.perform(.choose(game.index(of: "7D")))
        #expect(game.turns.last == MatchismoTurn(cards: [playing("2C"), playing("7D")], result: .mismatched(penalty: 2), cost: 1,
                                                 score: 9))
        #expect(game.turns.last?.scoreChange == -3)
        #expect(game.turns.count == game.moves)
        #expect(game.turns.map(\.score) == [-1, -1, -2, 13, 12, 9])
    }

    @Test("Refused choices leave no entry; the history is saved and continues after loading")
    func refusedAndSaved() throws {
        var game = MatchismoGame(cardCount: 52, seed: 1)
        _ = game.perform(.choose(game.index(of: "QH")))
        _ = game.perform(.choose(game.index(of: "QS")))
        _ = game.perform(.choose(game.index(of: "QS")))
        _ = game.perform(.choose(99))
        #expect(game.turns.count == 2)
        var copy = try CodableTests.roundTrip(game)
        #expect(copy == game)
        _ = copy.perform(.choose(copy.index(of: "AS")))
        #expect(copy.turns.count == 3)
    }

    @Test("A game saved before deals were numbered loads with no number and an empty history")
    func oldSavedGame() throws {
        var game = MatchismoGame(seed: 11)
        _ = game.perform(.choose(0))
        var object = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(game)) as? [String: Any])
        #expect(object["seed"] != nil && object["turns"] != nil)
        object["seed"] = nil
        object["turns"] = nil
        let old = try JSONDecoder().decode(MatchismoGame.self, from: JSONSerialization.data(withJSONObject: object))
        #expect(old.seed == nil && old.turns.isEmpty)
        #expect(old.table == game.table && old.score == game.score && old.moves == game.moves)
    }

    @Test("A history longer than the game's moves is refused")
    func tamperedHistory() throws {
        var game = MatchismoGame(seed: 11)
        _ = game.perform(.choose(0))
        var object = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(game)) as? [String: Any])
        let turns = try #require(object["turns"] as? [Any])
        object["turns"] = turns + turns
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(MatchismoGame.self, from: JSONSerialization.data(withJSONObject: object))
        }
    }
}
