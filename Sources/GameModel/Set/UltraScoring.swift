/// UltraSet's scoring, Matchismo's choice like `SetScoring`: four cards are
/// more to find than three, so an UltraSet is worth one more point than a set.
/// Hints and Deal 3 More cost as in Set (`SetScoring.hintCost`,
/// `SetScoring.missedSetPenalty`, paid when an UltraSet was on the table).
public enum UltraScoring {
    /// Points for finding an UltraSet.
    public static let ultra = 4
    /// Points lost for four cards that are not an UltraSet.
    public static let mismatchPenalty = 1
}
