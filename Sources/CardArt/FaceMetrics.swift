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
