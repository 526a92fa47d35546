import Foundation
import GameModel
import Testing

@Suite("Daily puzzle cards")
struct DailyPuzzleTests {
    static func date(_ text: String) -> PuzzleDate {
        guard let date = PuzzleDate(parsing: text) else { preconditionFailure("bad date \(text)") }
        return date
    }

    /// Puzzles computed once and pasted in, so any change to the generator
    /// (and so to every player's puzzles) shows up here.
    static let fixed: [(String, [String])] = [
        ("2026-01-01", ["2-solid-green-diamond", "1-solid-purple-diamond", "2-open-purple-squiggle", "1-solid-red-oval",
                        "2-striped-purple-squiggle", "3-striped-purple-oval", "1-striped-green-oval", "2-striped-green-oval",
                        "1-open-red-squiggle", "3-striped-red-oval", "3-solid-red-diamond", "2-striped-red-diamond"]),
        ("2024-02-29", ["3-open-green-squiggle", "2-striped-green-oval", "1-solid-green-squiggle", "1-solid-purple-diamond",
                        "2-striped-red-squiggle", "2-open-red-squiggle", "3-open-green-diamond", "1-striped-red-oval",
                        "3-striped-green-oval", "3-striped-red-diamond", "2-striped-green-squiggle", "2-solid-purple-diamond"]),
        ("2026-11-23", ["3-striped-purple-squiggle", "2-open-green-squiggle", "3-open-green-squiggle", "3-solid-purple-oval",
                        "2-striped-purple-squiggle", "2-open-purple-diamond", "1-solid-red-squiggle", "1-solid-red-diamond",
                        "1-striped-purple-diamond", "3-solid-green-squiggle", "2-open-red-oval", "1-open-purple-diamond"]),
        ("1999-12-31", ["1-solid-green-oval", "3-striped-purple-squiggle", "3-striped-red-diamond", "1-striped-red-squiggle",
                        "1-solid-purple-squiggle", "3-solid-green-squiggle", "3-open-purple-diamond", "1-open-green-squiggle",
                        "3-open-red-oval", "1-open-purple-oval", "2-open-purple-squiggle", "2-striped-red-diamond"]),
    ]

    @Test("Every puzzle from 2020-01-01 to 2029-12-31 is 12 different cards holding exactly 6 sets")
    func sixSetsEveryDay() {
        let first = Self.date("2020-01-01").dayNumber, last = Self.date("2029-12-31").dayNumber
        #expect(last - first + 1 == 3653)
        var distinct = Set<[SetCard]>()
        for day in first...last {
            let cards = DailyPuzzle.cards(for: PuzzleDate(dayNumber: day))
            #expect(cards.count == 12 && Set(cards).count == 12, "day \(day)")
            #expect(SetRules.allSets(in: cards).count == 6, "day \(day)")
            distinct.insert(cards)
        }
        #expect(distinct.count == 3653)
    }

    @Test("The same date gives the same puzzle; these dates give exactly these cards")
    func fixedPuzzles() {
        for (text, expected) in Self.fixed {
            let cards = DailyPuzzle.cards(for: Self.date(text))
            #expect(cards.map(\.shortForm) == expected, "\(text)")
            #expect(DailyPuzzle.cards(for: PuzzleDate(year: Self.date(text).year, month: Self.date(text).month,
                                                      day: Self.date(text).day)!) == cards)
            #expect(PuzzleGame(date: Self.date(text)).table == cards)
        }
        #expect(DailyPuzzle.cards(for: Self.date("2026-01-01")) != DailyPuzzle.cards(for: Self.date("2026-01-02")))
    }
}
