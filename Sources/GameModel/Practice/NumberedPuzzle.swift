/// Puzzles on demand: puzzle number n is 12 cards holding exactly 6 sets, the
/// same on every machine, drawn like the daily puzzle (`DailyPuzzle`) but from
/// the number with a salt of its own, so it is independent of every day's.
///
/// Numbers cycle through the difficulties: 1 is easy, 2 medium, 3 hard, 4
/// easy, and so on; a number's draws go on until a draw of its difficulty
/// comes (about one draw in 140: a few milliseconds in a debug build). So
/// Next Puzzle of the same difficulty is the number 3 further, and the k-th
/// puzzle of a difficulty is `number(_:of:)`.
public enum NumberedPuzzle {
    /// The numbers a player can open: typeable, and far more than anyone plays.
    public static let numbers = 1...999_999
    /// Mixed into the number so the draws are neither the daily puzzle's nor a deal's.
    static let salt: UInt64 = 0x5E7_9A22_1E50_B0A7

    /// The difficulty of puzzle `number`.
    public static func difficulty(of number: Int) -> PuzzleDifficulty {
        precondition(numbers.contains(number), "a puzzle number is in \(numbers)")
        let all = PuzzleDifficulty.allCases
        return all[(number - 1) % all.count]
    }

    /// The number of the `rank`-th puzzle (from 1) of `difficulty`; nil when
    /// it would be past the last number.
    public static func number(_ rank: Int, of difficulty: PuzzleDifficulty) -> Int? {
        let all = PuzzleDifficulty.allCases
        guard rank >= 1 else { return nil }
        let (product, overflow) = (rank - 1).multipliedReportingOverflow(by: all.count)
        guard !overflow else { return nil }
        let number = product + all.firstIndex(of: difficulty)! + 1
        return numbers.contains(number) ? number : nil
    }

    /// Which puzzle of its difficulty `number` is, from 1 (inverse of `number(_:of:)`).
    public static func rank(of number: Int) -> Int {
        precondition(numbers.contains(number), "a puzzle number is in \(numbers)")
        return (number - 1) / PuzzleDifficulty.allCases.count + 1
    }

    /// The next puzzle of the same difficulty, or nil after the last.
    public static func next(after current: Int) -> Int? {
        number(rank(of: current) + 1, of: difficulty(of: current))
    }

    /// Puzzle `number`'s cards, in the order they are dealt to the table.
    public static func cards(_ number: Int) -> [SetCard] { draw(number).cards }

    /// Puzzle `number` and the generator after drawing it, which goes on to shuffle the table.
    static func draw(_ number: Int) -> (cards: [SetCard], generator: SeededGenerator) {
        let difficulty = difficulty(of: number)
        return DailyPuzzle.draw(seed: UInt64(number) ^ salt) { PuzzleDifficulty(cards: $0) == difficulty }
    }
}
