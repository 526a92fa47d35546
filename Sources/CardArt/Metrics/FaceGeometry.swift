import GameModel

/// Where the parts of a face go in a rectangle: pure numbers, so tests and
/// the painter agree on them.
public struct FaceGeometry: Equatable, Sendable {
    public struct Point: Equatable, Sendable {
        public var x, y: Double
    }

    public let center: Point
    /// R: the outline's radius, to the middle of its stroke.
    public let radius: Double
    public let lineWidth: Double
    public let eyeRadius: Double
    public let leftEye: Point
    public let rightEye: Point
    /// The mouth: a cubic Bézier from `mouthStart` through two control points to `mouthEnd`.
    public let mouthStart: Point
    public let mouthControl1: Point
    public let mouthControl2: Point
    public let mouthEnd: Point

    /// The face centred in `rect`: R is 0.9 × half the shorter side times the
    /// face's scale, but never so large that the outline's stroke leaves `rect`.
    public init(_ face: HappinessFace, in rect: CardRect) {
        let half = min(rect.width, rect.height) / 2
        let fitting = half / (1 + FaceMetrics.lineWidth / 2)
        let r = min(FaceMetrics.radius * half * face.scale, fitting)
        let c = Point(x: rect.x + rect.width / 2, y: rect.y + rect.height / 2)
        center = c
        radius = r
        lineWidth = r * FaceMetrics.lineWidth
        eyeRadius = r * FaceMetrics.eyeRadius
        let eyeY = c.y - r * FaceMetrics.eyeOffset
        let eyeDX = r * FaceMetrics.eyeSeparation / 2
        leftEye = Point(x: c.x - eyeDX, y: eyeY)
        rightEye = Point(x: c.x + eyeDX, y: eyeY)
        let width = r * FaceMetrics.mouthWidth
        let mouthY = c.y + r * FaceMetrics.mouthOffset
        // Down the screen is a smile: Cairo's y grows downwards.
        let curve = face.happiness * r * FaceMetrics.mouthCurve
        let inset = width * FaceMetrics.controlPointInset
        mouthStart = Point(x: c.x - width / 2, y: mouthY)
        mouthEnd = Point(x: c.x + width / 2, y: mouthY)
        mouthControl1 = Point(x: mouthStart.x + inset, y: mouthY + curve)
        mouthControl2 = Point(x: mouthEnd.x - inset, y: mouthY + curve)
    }
}
