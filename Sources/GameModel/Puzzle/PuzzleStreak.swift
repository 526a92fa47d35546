/// A player's run of daily puzzles solved, from the days solved and today.
///
/// The current streak is the run of consecutive solved days that ends today,
/// or yesterday while today's puzzle is not solved yet (the streak is still
/// alive until today ends). The longest streak is the longest such run ever.
/// Days after `today` (a clock moved back) count towards neither.
public struct PuzzleStreak: Equatable, Sendable {
    /// Consecutive days solved up to today (or yesterday); 0 when neither is solved.
    public let current: Int
    /// The longest run of consecutive days solved, up to today.
    public let longest: Int

    public init(solved: Set<PuzzleDate>, today: PuzzleDate) {
        let days = Set(solved.map(\.dayNumber).filter { $0 <= today.dayNumber })
        var end = today.dayNumber
        if !days.contains(end) { end -= 1 }
        var current = 0
        while days.contains(end - current) { current += 1 }
        self.current = current

        var longest = 0
        for day in days where !days.contains(day - 1) {
            var length = 1
            while days.contains(day + length) { length += 1 }
            longest = max(longest, length)
        }
        self.longest = longest
    }
}
