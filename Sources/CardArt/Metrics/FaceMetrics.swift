/// Proportions of the Happiness face (card reference, section 8): fractions
/// of the face's radius R unless said otherwise.
public enum FaceMetrics {
    /// R at scale 1, as a fraction of half the view's shorter side.
    public static let radius = 0.9
    /// Radius of each eye.
    public static let eyeRadius = 1.0 / 10
    /// Height of the eyes' centres above the face's centre.
    public static let eyeOffset = 1.0 / 3
    /// Distance between the two eyes' centres.
    public static let eyeSeparation = 1.0 / 1.5
    /// Width of the mouth, end to end.
    public static let mouthWidth = 1.0
    /// Depth of the mouth's ends below the face's centre.
    public static let mouthOffset = 1.0 / 3
    /// How far the mouth's two control points move down (happiness 1) or up
    /// (happiness −1) from its ends.
    public static let mouthCurve = 1.0 / 3
    /// Distance of each control point from its end of the mouth, across, as a fraction of the mouth's width.
    public static let controlPointInset = 1.0 / 3
    /// The one width of every stroke: outline, eyes and mouth.
    public static let lineWidth = 1.0 / 25
}

/// The keyboard focus ring around the face's view, in points: like GTK's own
/// focus outline, the same at any size (a card's ring grows with the card).
public enum FaceFocusMetrics {
    /// Distance of the ring's outer edge from the view's edge.
    public static let inset = 4.0
    /// Width of the dashes; the light halo under them is twice as wide.
    public static let width = 2.0
    /// Corner radius of the ring.
    public static let cornerRadius = 8.0
    /// Length of a dash and of the gap after it.
    public static let dash = 10.0, gap = 6.0
}
