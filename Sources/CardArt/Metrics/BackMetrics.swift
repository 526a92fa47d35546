/// Proportions of the card back, as fractions of the card's shorter side
/// (unless said otherwise).
public enum BackMetrics {
    /// Width of the plain margin around the patterned field.
    public static let margin = 0.06
    /// Distance between the diagonal lines of the lattice.
    public static let lattice = 0.085
    /// Width of the lattice lines.
    public static let latticeLine = 0.008
    /// Opacity of the lattice lines over the field.
    public static let latticeAlpha = 0.45
    /// Radius of the dots where lattice lines cross.
    public static let latticeDot = 0.012
    /// Least width, in device pixels, of the image of the lattice repeated over the
    /// field (whole periods side by side): pixman copies a narrower tile in many
    /// short pieces, each with its own set-up.
    public static let latticeTileWidth = 128
    /// Inset of the double frame line inside the field.
    public static let frameInset = 0.035
    /// Width of the frame lines.
    public static let frameLine = 0.01
    /// Gap between the two frame lines.
    public static let frameGap = 0.022
    /// Radius of the central medallion.
    public static let medallion = 0.25
    /// Height of each suit symbol in the medallion's rosette.
    public static let rosetteSuit = 0.125
    /// Distance of the rosette's suit symbols from the centre.
    public static let rosetteRadius = 0.11
}
