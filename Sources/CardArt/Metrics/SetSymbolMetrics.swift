/// Proportions of Set card symbols (card reference, section 2).
///
/// Lengths are fractions of the Set unit: the short side of the largest 3:2
/// card that fits the card's bounds, so symbols keep their shape at any aspect
/// ratio. The reference's symbols (0.40 of the short side long, 0.12 of the long
/// side wide, 0.2 of the long side apart) leave a desktop-sized card mostly
/// empty; these keep the reference's proportions between symbols and spacing
/// but fill about 55 % of the short side, like the printed cards.
public enum SetSymbolMetrics {
    /// Long side over short side of the card the reference values describe.
    public static let referenceAspect = 1.5
    /// Length of every symbol (its extent across the card's long axis).
    public static let length = 0.52
    /// Width of an oval (along the card's long axis).
    public static let ovalWidth = 0.22
    /// Width of a diamond.
    public static let diamondWidth = 0.25
    /// Width of a squiggle. The reference squiggle is 0.30 long before its control
    /// points bulge out; ours is drawn to the full symbol length so that the three
    /// shapes read as one family, as on the printed cards.
    public static let squiggleWidth = 0.24
    /// Distance between neighbouring symbol centres (0.2 of the long side of a 3:2 card).
    public static let spacing = 0.36
    /// Outline width.
    public static let outline = 0.024
    /// Distance between stripes, as a fraction of the symbol's length.
    public static let stripeSpacing = 0.06
    /// Stripe width, as a fraction of the outline width.
    public static let stripeWidth = 0.5
}
