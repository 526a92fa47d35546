import Foundation
import GameModel
import Testing

@Suite("Numbered puzzles and their difficulty")
struct NumberedPuzzleTests {
    static func cards(_ texts: [String]) -> [SetCard] { texts.map { SetCard(shortForm: $0)! } }

    /// Puzzles computed once and pasted in, so any change to the draw (and so
    /// to every player's numbered puzzles) shows up here.
    static let fixed: [(Int, [String])] = [
        (1, ["3-striped-red-oval", "1-open-red-diamond", "3-open-purple-squiggle", "2-open-red-squiggle", "2-striped-red-squiggle",
             "3-striped-red-diamond", "2-open-green-squiggle", "2-solid-red-squiggle", "3-striped-purple-diamond",
             "2-striped-purple-squiggle", "2-solid-green-squiggle", "2-striped-green-squiggle"]),
        (2, ["1-open-red-oval", "2-striped-red-oval", "1-striped-green-diamond", "3-striped-green-oval", "1-open-red-diamond",
             "1-open-green-oval", "3-striped-green-squiggle", "1-striped-purple-diamond", "2-solid-green-diamond",
             "1-solid-green-squiggle", "2-solid-purple-squiggle", "1-solid-green-diamond"]),
        (3, ["1-striped-red-oval", "1-striped-purple-oval", "3-striped-red-squiggle", "1-solid-green-diamond", "1-open-red-squiggle",
             "3-open-purple-squiggle", "2-solid-red-squiggle", "3-solid-green-squiggle", "3-striped-green-oval",
             "2-solid-purple-diamond", "3-striped-purple-squiggle", "1-open-purple-diamond"]),
        (100_000, ["3-open-green-diamond", "3-striped-green-diamond", "2-solid-purple-oval", "3-solid-green-diamond",
                   "1-open-purple-oval", "3-open-green-squiggle", "3-striped-purple-oval", "1-open-green-diamond",
                   "1-open-red-squiggle", "2-open-green-oval", "1-solid-green-squiggle", "1-solid-purple-squiggle"]),
    ]

    @Test("These numbers give exactly these cards, and a game of the number deals them")
    func fixedPuzzles() {
        for (number, texts) in Self.fixed {
            #expect(NumberedPuzzle.cards(number) == Self.cards(texts), "\(number)")
            #expect(NumberedPuzzleGame(number: number).table == Self.cards(texts))
        }
    }

    @Test("Numbers 1 to 900: 12 different cards, exactly 6 sets, of the number's difficulty, no two alike, none a daily puzzle")
    func everyPuzzle() {
        var distinct = Set<Set<SetCard>>()
        var counts: [PuzzleDifficulty: Int] = [:]
        for number in 1...900 {
            let cards = NumberedPuzzle.cards(number)
            #expect(Set(cards).count == 12 && SetRules.allSets(in: cards).count == 6, "\(number)")
            #expect(PuzzleDifficulty(cards: cards) == NumberedPuzzle.difficulty(of: number), "\(number)")
            counts[PuzzleDifficulty(cards: cards), default: 0] += 1
            distinct.insert(Set(cards))
        }
        #expect(distinct.count == 900 && counts == [.easy: 300, .medium: 300, .hard: 300])
        let first = PuzzleDate(year: 2020, month: 1, day: 1)!.dayNumber
        for day in first..<first + 3653 {
            #expect(!distinct.contains(Set(DailyPuzzle.cards(for: PuzzleDate(dayNumber: day)))))
        }
    }

    @Test("Numbers cycle easy, medium, hard; the k-th of a difficulty and the next one")
    func numbering() {
        #expect((1...6).map(NumberedPuzzle.difficulty(of:)) == [.easy, .medium, .hard, .easy, .medium, .hard])
        #expect(NumberedPuzzle.number(1, of: .easy) == 1 && NumberedPuzzle.number(1, of: .hard) == 3)
        #expect(NumberedPuzzle.number(5, of: .medium) == 14 && NumberedPuzzle.rank(of: 14) == 5)
        #expect(NumberedPuzzle.next(after: 14) == 17 && NumberedPuzzle.next(after: 999_998) == nil)
        #expect(NumberedPuzzle.number(333_333, of: .hard) == 999_999 && NumberedPuzzle.number(333_334, of: .easy) == nil)
        #expect(NumberedPuzzle.number(0, of: .easy) == nil && NumberedPuzzle.number(.max, of: .hard) == nil)
        for number in [1, 2, 3, 77, 999_999] {
            #expect(NumberedPuzzle.number(NumberedPuzzle.rank(of: number), of: NumberedPuzzle.difficulty(of: number)) == number)
        }
        #expect(NumberedPuzzleGame(number: 14).difficulty == .medium)
        #expect(NumberedPuzzleGame.deal(seed: 14, date: PuzzleDate(dayNumber: 0)).number == 14)
        #expect(NumberedPuzzleGame.deal(seed: 0, date: PuzzleDate(dayNumber: 0)).number == 1)
        #expect(NumberedPuzzleGame.deal(seed: .max, date: PuzzleDate(dayNumber: 0)).number == Int(UInt64.max % 999_999) + 1)
    }

    @Test("The weight sums, over the sets, the features their cards differ in; bands at 15 and 17")
    func weight() {
        let cards = Self.cards(["1-solid-red-oval", "2-solid-red-oval", "3-solid-red-oval", "2-striped-green-diamond",
                                "3-open-purple-squiggle"])
        #expect(SetRules.allSets(in: cards) == [[0, 1, 2], [0, 3, 4]])
        #expect(PuzzleDifficulty.differingFeatures(cards[0], cards[1]) == 1)
        #expect(PuzzleDifficulty.differingFeatures(cards[0], cards[3]) == 4)
        #expect(PuzzleDifficulty.differingFeatures(cards[1], cards[3]) == 3)
        #expect(PuzzleDifficulty.weight(of: cards) == 5)
        #expect([6, 15, 16, 17, 18, 24].map(PuzzleDifficulty.init(weight:)) == [.easy, .easy, .medium, .medium, .hard, .hard])
        #expect(PuzzleDifficulty.weight(of: NumberedPuzzle.cards(1)) <= 15)
        #expect(PuzzleDifficulty.weight(of: NumberedPuzzle.cards(3)) >= 18)
    }

    @Test("A numbered puzzle plays as the daily one, saves its number and refuses another table")
    func game() throws {
        var game = NumberedPuzzleGame(number: 2)
        #expect(game.variant == .puzzle && game.beside == .foundSets([], of: 6) && !game.canDeal)
        for set in game.allPlays { for card in set { _ = game.perform(.choose(game.table.firstIndex(of: card)!)) } }
        #expect(game.isOver && game.found.count == 6 && game.score == 18)
        let loaded = try JSONDecoder().decode(NumberedPuzzleGame.self, from: JSONEncoder().encode(game))
        #expect(loaded == game)
        var saved = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(game)) as? [String: Any])
        #expect(saved["number"] as? Int == 2)
        saved["number"] = 5
        #expect((try? JSONDecoder().decode(NumberedPuzzleGame.self, from: JSONSerialization.data(withJSONObject: saved))) == nil)
        saved["number"] = 0
        #expect((try? JSONDecoder().decode(NumberedPuzzleGame.self, from: JSONSerialization.data(withJSONObject: saved))) == nil)
    }
}
