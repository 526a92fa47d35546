/// Proportions shared by every card (card reference, section 1).
public enum CardMetrics {
    /// Corner radius as a fraction of the card's height (12 at a height of 180).
    public static let cornerRadius = 0.06
    /// Inset of the corner index from the card's edges, as a fraction of the corner radius.
    public static let cornerOffset = 1.0 / 3.0
    /// Border width of a playing card, as a fraction of its shorter side; at least one device pixel.
    public static let borderWidth = 0.004
    /// Border width of a Set card, as a fraction of its shorter side; at least one device pixel.
    public static let setBorderWidth = 0.004
    /// Largest distance, in device pixels, between a curve and the segments Cairo draws for it.
    public static let curveTolerance = 0.25
    /// Width over height of a playing card in deck sheets (poker size, 2.5 x 3.5 in).
    public static let playingAspect = 5.0 / 7.0
    /// Width over height of a Set card in deck sheets (landscape, like the printed game).
    public static let setAspect = 3.0 / 2.0
}

/// Proportions of the corner index: rank over suit (card reference, section 1).
public enum IndexMetrics {
    /// Font size of the rank as a fraction of the card's height, before the text scale.
    public static let fontSize = 0.085
    /// Padding of the paper patch cleared behind an index over court art, as a fraction of the font size.
    public static let knockout = 0.12
    /// Height of the suit symbol under the rank, as a fraction of the font size.
    public static let suitHeight = 0.62
    /// Gap between rank and suit, as a fraction of the font size.
    public static let suitGap = 0.14
    /// Extra inset of the rank's ink below the corner offset, as a fraction of the
    /// font size, so that the index clears the rounded corner.
    public static let topPadding = 0.18
    /// Pango description of the index font (a condensed serif keeps "10" narrow).
    public static let font = "Serif Condensed Bold"
}
