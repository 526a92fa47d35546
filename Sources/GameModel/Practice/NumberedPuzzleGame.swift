/// A numbered puzzle (`NumberedPuzzle`), played by the daily puzzle's rules
/// (`PuzzleRules`): 12 cards, exactly 6 sets, find them all.
///
/// Its variant is the puzzle's, so it is titled, counted per try and helped
/// like the daily one; the app keeps it apart from the daily puzzle (the
/// session's `SetVariant.rules` and the puzzle book stay the daily puzzle's).
public struct NumberedPuzzleGame: PuzzleRules {
    public static let variant = SetVariant.puzzle

    /// The puzzle's number, in `NumberedPuzzle.numbers`.
    public let number: Int
    @usableFromInline var core: SetGameCore

    /// Puzzle `number`, which must be in `NumberedPuzzle.numbers`.
    public init(number: Int) {
        self.number = number
        let (cards, generator) = NumberedPuzzle.draw(number)
        core = SetGameCore(table: cards, generator: generator)
    }

    /// The puzzle `seed` names: the seed itself when it is a puzzle number,
    /// otherwise wrapped into the numbers (so a deal number opens a puzzle too).
    public static func deal(seed: UInt64, date: PuzzleDate) -> NumberedPuzzleGame {
        let numbers = NumberedPuzzle.numbers
        if seed <= UInt64(numbers.upperBound), numbers.contains(Int(seed)) { return NumberedPuzzleGame(number: Int(seed)) }
        return NumberedPuzzleGame(number: Int(seed % UInt64(numbers.count)) + numbers.lowerBound)
    }

    /// How hard the puzzle is.
    public var difficulty: PuzzleDifficulty { NumberedPuzzle.difficulty(of: number) }
}

extension NumberedPuzzleGame {
    enum CodingKeys: String, CodingKey {
        case number
    }

    /// Reads a saved puzzle and refuses one that cannot happen: a number that
    /// is no puzzle's, and everything `checkPuzzle` refuses.
    public init(from decoder: any Decoder) throws {
        number = try decoder.container(keyedBy: CodingKeys.self).decode(Int.self, forKey: .number)
        core = try SetGameCore(from: decoder)
        try SavedStateLimits.require(NumberedPuzzle.numbers.contains(number), "no puzzle has number \(number)", in: decoder)
        try checkPuzzle(cards: NumberedPuzzle.cards(number), name: "puzzle \(number)", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var values = encoder.container(keyedBy: CodingKeys.self)
        try values.encode(number, forKey: .number)
        try core.encode(to: encoder)
    }
}
