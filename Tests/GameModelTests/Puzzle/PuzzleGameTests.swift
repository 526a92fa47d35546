import Foundation
import GameModel
import Testing

@Suite("Daily puzzle game")
struct PuzzleGameTests {
    static let date = PuzzleDate(year: 2026, month: 11, day: 23)!

    /// The table indices of each of the puzzle's sets.
    static func sets(_ game: PuzzleGame) -> [[Int]] { SetRules.allSets(in: game.table) }

    @Test("The table is the date's 12 cards; nothing is dealt")
    func start() {
        var game = PuzzleGame(date: Self.date)
        #expect(game.variant == .puzzle && game.date == Self.date)
        #expect(game.table == DailyPuzzle.cards(for: Self.date) && game.deckCount == 0 && !game.canDeal)
        #expect(game.beside == .foundSets([], of: 6) && game.hasPlayOnTable)
        #expect(game.perform(.dealThree) == .refused(.deckEmpty))
        #expect(game.moves == 0)
    }

    @Test("Finding the 6 sets ends the puzzle; a set found again costs nothing; a wrong set costs 1")
    func findAll() throws {
        var game = PuzzleGame(date: Self.date)
        let sets = Self.sets(game).map { $0.map { game.table[$0] } }
        #expect(sets.count == 6)
        var last = GameOutcome.refused(.noSuchCard)
        for (number, set) in sets.enumerated() {
            for card in set { last = game.perform(.choose(game.table.firstIndex(of: card)!)) }
            #expect(last.event == .setFound(set, points: SetScoring.setFound))
            #expect(game.table.count == 12 && game.found.count == number + 1)
            if number == 0 {
                // Again, in another order: refused without cost, the selection cleared.
                let moves = game.moves
                for card in set.reversed() { last = game.perform(.choose(game.table.firstIndex(of: card)!)) }
                #expect(last == GameOutcome(.setAlreadyFound(set.reversed())))
                #expect(game.score == 3 && game.selection.isEmpty && game.moves == moves + 3)
                let wrong = try #require(JuniorSetGameTests.nonSet(in: game.table))
                for index in wrong { last = game.perform(.choose(index)) }
                #expect(last.event.kindName == "notASet" && last.scoreChange == -1)
            }
        }
        #expect(game.isOver && !game.hasPlayOnTable)
        #expect(last.gameOver == GameTotals(score: 6 * 3 - 1, found: 6))
        #expect(game.beside == .foundSets(sets, of: 6))
        Family.expectFinished(game)
    }

    @Test("Hints reveal a set not found yet; shuffling keeps the cards")
    func hintsAndShuffle() throws {
        var game = PuzzleGame(date: Self.date)
        let sets = Self.sets(game).map { $0.map { game.table[$0] } }
        for set in sets.dropLast() {
            for card in set { _ = game.perform(.choose(game.table.firstIndex(of: card)!)) }
        }
        #expect(game.perform(.shuffleTable) == GameOutcome(.shuffled))
        #expect(Set(game.table) == Set(sets.joined()).union(game.table) && game.table.count == 12)
        for _ in 0..<3 { #expect(game.perform(.hint).scoreChange == -1) }
        #expect(Set(game.hinted) == Set(sets[5]) && game.hintsTaken == 3)
        #expect(game.perform(.hint) == .refused(.wholeSetHinted(game.hinted)))
    }

    @Test("Saved puzzles round-trip; another date's cards, a repeated set or a wrong end are refused")
    func codable() throws {
        var game = PuzzleGame(date: Self.date)
        let first = Self.sets(game)[0]
        for index in first { _ = game.perform(.choose(index)) }
        _ = game.perform(.choose(first[0]))
        var copy = try Family.roundTrip(game)
        #expect(copy == game)
        #expect(copy.perform(.shuffleTable) == game.perform(.shuffleTable) && copy == game)
        let saved = try Family.object(game)
        #expect(saved["date"] as? String == "2026-11-23")

        #expect(try Family.refuses(game) { $0["date"] = "2026-11-24" })
        #expect(try Family.refuses(game) { $0["date"] = "2026-02-30" })
        #expect(try Family.refuses(game) { $0["date"] = nil })
        #expect(try Family.refuses(game) { saved in saved["found"] = [saved["found"] as! [Any], (saved["found"] as! [Any])[0]].flatMap { $0 } })
        #expect(try Family.refuses(game) { $0["isOver"] = true })
        #expect(try Family.refuses(game) { $0["deck"] = [try Family.json(SetCard.fullDeck[0])] })
        #expect(try Family.refuses(game) { saved in
            var table = saved["table"] as! [Any]
            table[0] = table[1]
            saved["table"] = table
        })
        #expect(throws: DecodingError.self) { try Family.decode(PuzzleGame.self, Family.object(ClassicSetGame(seed: 1))) }
    }
}
