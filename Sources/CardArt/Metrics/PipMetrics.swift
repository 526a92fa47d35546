/// Placement of the pips on number cards (card reference, section 1, "older layout").
public enum PipMetrics {
    /// Horizontal offset of the two pip columns from the centre, as a fraction of the card's width.
    public static let columnOffset = 0.165
    /// Vertical offset of the outermost pip rows from the centre, as a fraction of the card's height.
    public static let outerRow = 0.27
    /// Height of a pip as a fraction of the pip unit (the card's width, or the
    /// width a poker-shaped card of the same height would have, whichever is smaller).
    public static let pipHeight = 0.165
    /// Height of the ace's single pip as a fraction of the pip unit.
    public static let aceHeight = 0.36
    /// The ace of spades' pip is traditionally larger than the other aces'.
    public static let aceOfSpadesHeight = 0.46
    /// Width of the ornamental outline inside the ace of spades, as a fraction of its pip height.
    public static let aceOrnamentWidth = 0.035
    /// Scale of the ornamental outline inside the ace of spades.
    public static let aceOrnamentScale = 0.78
    /// How far the ornament sits above the pip's centre (the stem makes the pip bottom-heavy), as a fraction of its height.
    public static let aceOrnamentRise = 0.04

    /// The rows of each rank, top to bottom: how many pips and the row's position in
    /// half-steps of `outerRow` (−2 top, 0 centre, 2 bottom). Row counts follow the
    /// reference table (7 is [2,1,2,2], 9 is [2,2,1,2,2]); positions follow printed
    /// decks, so the 7's single pip sits between the top and middle rows and the
    /// 8's and 9's four rows are evenly spread.
    static func rows(_ rank: Int) -> [(count: Int, slot: Double)] {
        switch rank {
        case 1: [(1, 0)]
        case 2: [(1, -2), (1, 2)]
        case 3: [(1, -2), (1, 0), (1, 2)]
        case 4: [(2, -2), (2, 2)]
        case 5: [(2, -2), (1, 0), (2, 2)]
        case 6: [(2, -2), (2, 0), (2, 2)]
        case 7: [(2, -2), (1, -1), (2, 0), (2, 2)]
        case 8: [(2, -2), (2, -2.0 / 3), (2, 2.0 / 3), (2, 2)]
        case 9: [(2, -2), (2, -2.0 / 3), (1, 0), (2, 2.0 / 3), (2, 2)]
        default: [(2, -2), (2, -1), (2, 0), (2, 1), (2, 2)]
        }
    }
}
