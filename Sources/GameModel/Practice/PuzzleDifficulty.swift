/// How hard a puzzle's 12 cards are to solve, from how different the cards of
/// its sets are (docs/practice.md, "Numbered puzzles").
///
/// Players see sets whose cards are alike sooner than sets whose cards differ
/// (similarity is seen before difference: Jacob & Hochstein 2008, the shape
/// the computer players' horse race also follows). So each set weighs the
/// number of features in which its three cards differ, 1 to 4, and a puzzle
/// weighs the sum over its six sets, 6 to 24. Over random puzzles the weights
/// fall about a third in each band: easy up to 15, medium 16 and 17, hard 18 up.
public enum PuzzleDifficulty: String, CaseIterable, Codable, Sendable {
    case easy, medium, hard

    /// The largest weight of an easy puzzle.
    public static let easyUpTo = 15
    /// The largest weight of a medium puzzle; anything heavier is hard.
    public static let mediumUpTo = 17

    /// The difficulty of a puzzle of `weight` (see `weight(of:)`).
    public init(weight: Int) {
        self = weight <= Self.easyUpTo ? .easy : weight <= Self.mediumUpTo ? .medium : .hard
    }

    /// The difficulty of `cards`, from every set among them.
    public init(cards: [SetCard]) {
        self.init(weight: Self.weight(of: cards))
    }

    /// The sum, over every set among `cards`, of the features its cards differ in.
    public static func weight(of cards: [SetCard]) -> Int {
        var total = 0
        SetRules.forEachSet(in: cards) { i, j, _ in
            total += differingFeatures(cards[i], cards[j])
            return true
        }
        return total
    }

    /// In how many features (number, shading, colour, shape) the cards of a
    /// set differ: two of its cards are enough, as a feature the set shares
    /// is the same on all three.
    public static func differingFeatures(_ a: SetCard, _ b: SetCard) -> Int {
        [a.number != b.number, a.shading != b.shading, a.color != b.color, a.shape != b.shape].count(where: \.self)
    }
}
