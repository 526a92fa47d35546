/// Set's scoring. The reference leaves it open; these are Matchismo's choices,
/// also explained in the in-app help.
public enum SetScoring {
    /// Points for finding a set.
    public static let setFound = 3
    /// Points lost for three cards that are not a set.
    public static let mismatchPenalty = 1
    /// Points lost for each card a hint reveals.
    public static let hintCost = 1
    /// Points lost for dealing 3 more while the table already holds a set.
    public static let missedSetPenalty = 1
}
