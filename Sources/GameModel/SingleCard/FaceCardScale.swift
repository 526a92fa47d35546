/// How large court art is drawn, as a fraction of the card (card reference,
/// section 1): 0.75 by default, always within `range`.
public struct FaceCardScale: Codable, Hashable, Sendable {
    public static let range = 0.4...1.0
    public static let standard = FaceCardScale(0.75)
    /// The change one key press makes.
    public static let step = 0.05

    public let value: Double

    /// Clamps `value` into `range`; a value that is not a number gives the default.
    public init(_ value: Double) {
        self.value = value.isFinite ? min(max(value, Self.range.lowerBound), Self.range.upperBound) : 0.75
    }

    /// Decodes and clamps like `init(_:)`, so a saved value outside `range`
    /// cannot produce a scale outside it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(try container.decode(Double.self, forKey: .value))
    }

    /// Multiplied by a pinch factor and clamped.
    public func scaled(by factor: Double) -> FaceCardScale { FaceCardScale(value * factor) }

    /// Moved by `steps` key presses and clamped.
    public func stepped(_ steps: Int) -> FaceCardScale { FaceCardScale(value + Double(steps) * Self.step) }
}
