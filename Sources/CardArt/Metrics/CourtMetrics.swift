/// Proportions of court art (jack, queen, king).
///
/// The figures are designed in a box `designWidth` x `designHeight` units that
/// holds the top half of the frame; the design box is scaled uniformly to fit
/// the half-frame, its bottom edge on the frame's centre line, and the bottom
/// half is the same drawing turned half a circle, as on printed court cards.
public enum CourtMetrics {
    /// Width of the design box of one half-figure.
    public static let designWidth = 100.0
    /// Height of the design box of one half-figure.
    public static let designHeight = 70.0
    /// Corner radius of the frame, as a fraction of the frame's shorter side.
    public static let frameRadius = 0.035
    /// Width of the frame's outer line, as a fraction of the frame's shorter side.
    public static let frameLine = 0.012
    /// Inset of the frame's inner gold line, as a fraction of the frame's shorter side.
    public static let frameInset = 0.028
    /// Width of figure outlines, in design units.
    public static let outline = 0.9
    /// Font size of the big rank letter, in design units.
    public static let letterSize = 24.0
    /// Centre of the big rank letter's column, in design units from the left.
    public static let letterColumn = 12.0
    /// Top of the big rank letter's ink, in design units.
    public static let letterTop = 6.0
    /// Height of the suit pip under the big letter, in design units.
    public static let letterPipHeight = 11.0
    /// Gap between the big letter and its pip, in design units.
    public static let letterPipGap = 4.0
    /// Pango description of the big rank letter.
    public static let letterFont = "Serif Bold"
}
