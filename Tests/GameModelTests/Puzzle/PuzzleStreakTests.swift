import GameModel
import Testing

@Suite("Daily puzzle streaks")
struct PuzzleStreakTests {
    static func day(_ text: String) -> PuzzleDate { DailyPuzzleTests.date(text) }

    /// `count` consecutive days ending at `last`.
    static func run(_ count: Int, endingAt last: String) -> Set<PuzzleDate> {
        Set((0..<count).map { day(last).adding(days: -$0) })
    }

    @Test("A streak ends today, or yesterday while today is unsolved; a missed day breaks it")
    func current() {
        #expect(PuzzleStreak(solved: [], today: Self.day("2026-05-10")) == PuzzleStreak(solved: [], today: Self.day("2026-05-10")))
        #expect(PuzzleStreak(solved: [], today: Self.day("2026-05-10")).current == 0)
        let five = Self.run(5, endingAt: "2026-05-10")
        #expect(PuzzleStreak(solved: five, today: Self.day("2026-05-10")).current == 5)
        #expect(PuzzleStreak(solved: five, today: Self.day("2026-05-11")).current == 5)
        #expect(PuzzleStreak(solved: five, today: Self.day("2026-05-12")).current == 0)
        #expect(PuzzleStreak(solved: five.subtracting([Self.day("2026-05-08")]), today: Self.day("2026-05-10")).current == 2)
    }

    @Test("Streaks run across month ends, 29 February and year ends", arguments: [
        ("2026-02-01", 3), ("2026-03-01", 3), ("2024-03-01", 3), ("2024-02-29", 4), ("2000-03-02", 5),
        ("2027-01-01", 2), ("2026-01-02", 40), ("2025-05-01", 31), ("2100-03-01", 2),
    ])
    func acrossBoundaries(last: String, count: Int) {
        let solved = Self.run(count, endingAt: last)
        #expect(solved.count == count)
        let streak = PuzzleStreak(solved: solved, today: Self.day(last))
        #expect(streak.current == count && streak.longest == count)
        #expect(PuzzleStreak(solved: solved, today: Self.day(last).adding(days: 1)).current == count)
    }

    @Test("The end of February: 2024-02-28 then 2024-03-01 is broken by 2024-02-29; 2023-02-28 then 2023-03-01 is not")
    func leapDays() {
        let leap: Set = [Self.day("2024-02-28"), Self.day("2024-03-01")]
        #expect(PuzzleStreak(solved: leap, today: Self.day("2024-03-01")) .current == 1)
        let common: Set = [Self.day("2023-02-28"), Self.day("2023-03-01")]
        #expect(PuzzleStreak(solved: common, today: Self.day("2023-03-01")).current == 2)
        let yearEnd: Set = [Self.day("2025-12-31"), Self.day("2026-01-01")]
        #expect(PuzzleStreak(solved: yearEnd, today: Self.day("2026-01-02")).current == 2)
    }

    @Test("The longest streak is the longest run up to today, not the current one")
    func longest() {
        let solved = Self.run(7, endingAt: "2025-12-30").union(Self.run(3, endingAt: "2026-01-05"))
        let streak = PuzzleStreak(solved: solved, today: Self.day("2026-01-05"))
        #expect(streak.current == 3 && streak.longest == 7)
        #expect(PuzzleStreak(solved: solved, today: Self.day("2026-01-09")) == PuzzleStreak(solved: solved, today: Self.day("2026-01-09")))
        #expect(PuzzleStreak(solved: solved, today: Self.day("2026-01-09")).current == 0)
        // Days after today (a clock set back) do not count.
        let future = PuzzleStreak(solved: solved, today: Self.day("2025-12-27"))
        #expect(future.current == 4 && future.longest == 4)
    }
}
