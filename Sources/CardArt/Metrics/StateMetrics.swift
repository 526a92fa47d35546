/// Proportions of state decorations, as fractions of the card's shorter side.
public enum StateMetrics {
    /// Width of the selection border (several times the plain border, as the reference's "twice" is too faint on a desktop).
    public static let selectionBorder = 0.03
    /// Opacity of the selection tint over the card.
    public static let selectionTint = 0.10
    /// Width of the hint border.
    public static let hintBorder = 0.025
    /// Depth of the hint's inner glow.
    public static let hintGlow = 0.09
    /// Number of concentric outlines that make up the hint glow.
    public static let hintGlowRings = 6
    /// Opacity of the hint glow at the card's edge.
    public static let hintGlowAlpha = 0.45
    /// Width of the mismatch border.
    public static let mismatchBorder = 0.035
    /// Opacity of the mismatch tint over the card.
    public static let mismatchTint = 0.16
    /// Opacity of a matched card (card reference, section 1).
    public static let matchedAlpha = 0.6
    /// Inset of the focus ring from the card's edge.
    public static let focusInset = 0.022
    /// Width of the focus ring; at least two device pixels.
    public static let focusWidth = 0.012
    /// Length of the focus ring's dashes.
    public static let focusDash = 0.05
    /// Gap between the focus ring's dashes, as a fraction of a dash.
    public static let focusGap = 0.6
    /// Radius of a state badge (check, star, cross).
    public static let badgeRadius = 0.085
    /// Distance of a badge's centre from the card's top and right edges.
    public static let badgeInset = 0.13
    /// Width of the strokes inside a badge, as a fraction of its radius.
    public static let badgeStroke = 0.22
    /// Inner radius of the hint star's points, as a fraction of its outer radius.
    public static let starInner = 0.45
    /// Outer radius of the hint star, as a fraction of the badge radius.
    public static let starOuter = 0.72
}
