/// The face view's model (the course's Happiness demo): how happy the face
/// is, from a frown (−1) through a straight mouth (0) to a smile (1), and how
/// large it is drawn. Both always lie within their ranges.
public struct HappinessFace: Codable, Hashable, Sendable {
    public enum Command: Equatable, Sendable {
        /// Make the face this happy (clamped into `happinessRange`).
        case setHappiness(Double)
        /// Draw the face at this scale (clamped into `scaleRange`).
        case setScale(Double)
        /// Move the happiness by key presses of `happinessStep`.
        case stepHappiness(Int)
        /// Move the scale by key presses of `scaleStep`.
        case stepScale(Int)
        /// Back to `standard`'s happiness and scale.
        case reset
    }

    /// From the deepest frown to the widest smile.
    public static let happinessRange = -1.0...1.0
    /// The face's size as a fraction of its standard size: from a quarter up
    /// to the size where it just fills the view (card reference, section 8).
    public static let scaleRange = 0.25...1.1
    /// The course's face: 75 percent happy, at its standard size.
    public static let standard = HappinessFace(happiness: standardHappiness, scale: standardScale)
    /// `standard`'s values, the defaults of `init`.
    public static let standardHappiness = 0.5, standardScale = 1.0
    /// The change one key press makes to the happiness (5 percent).
    public static let happinessStep = 0.1
    /// The change one key press makes to the scale.
    public static let scaleStep = 0.05

    public private(set) var happiness: Double
    public private(set) var scale: Double

    /// A face with both values clamped into their ranges; a value that is not
    /// a number gives `standard`'s.
    public init(happiness: Double = standardHappiness, scale: Double = standardScale) {
        self.happiness = Self.clamped(happiness, into: Self.happinessRange, else: Self.standardHappiness)
        self.scale = Self.clamped(scale, into: Self.scaleRange, else: Self.standardScale)
    }

    /// Happiness as a screen reader and the status line give it: 0 (−1) to 100 (1) percent.
    public var happinessPercent: Int { Int(((happiness + 1) * 50).rounded()) }

    /// The scale in whole percent of the standard size.
    public var scalePercent: Int { Int((scale * 100).rounded()) }

    /// Runs `command`; the event says what changed, nil when nothing did (a value already at its limit).
    public mutating func perform(_ command: Command) -> FaceEvent? {
        let before = self
        switch command {
        case .setHappiness(let value): happiness = Self.clamped(value, into: Self.happinessRange, else: happiness)
        case .setScale(let value): scale = Self.clamped(value, into: Self.scaleRange, else: scale)
        case .stepHappiness(let steps):
            happiness = Self.clamped(Self.stepped(happiness, steps, by: Self.happinessStep), into: Self.happinessRange, else: happiness)
        case .stepScale(let steps):
            scale = Self.clamped(Self.stepped(scale, steps, by: Self.scaleStep), into: Self.scaleRange, else: scale)
        case .reset: self = .standard
        }
        guard self != before else { return nil }
        switch command {
        case .setHappiness, .stepHappiness: return .happiness(happiness)
        case .setScale, .stepScale: return .scaled(scale)
        case .reset: return .reset(self)
        }
    }

    /// `value` moved `steps` places along the multiples of `step`, starting
    /// from the next multiple in that direction: presses land on whole steps
    /// after a drag and never drift.
    static func stepped(_ value: Double, _ steps: Int, by step: Double) -> Double {
        // Rounded to a millionth of a step first, so 0.30000000000000004 counts as 3 steps.
        let position = (value / step * 1e6).rounded() / 1e6
        let start = steps > 0 ? position.rounded(.down) : position.rounded(.up)
        return (start + Double(steps)) * step
    }

    private static func clamped(_ value: Double, into range: ClosedRange<Double>, else fallback: Double) -> Double {
        value.isNaN ? fallback : min(max(value, range.lowerBound), range.upperBound)
    }
}

extension HappinessFace {
    enum CodingKeys: String, CodingKey {
        case happiness, scale
    }

    /// Reads a saved face and refuses values that are not numbers or lie
    /// outside their ranges, so a damaged file cannot draw an impossible face.
    public init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        let happiness = try values.decode(Double.self, forKey: .happiness)
        let scale = try values.decode(Double.self, forKey: .scale)
        try SavedStateLimits.require(Self.happinessRange.contains(happiness), "the happiness is out of range", in: decoder)
        try SavedStateLimits.require(Self.scaleRange.contains(scale), "the face's scale is out of range", in: decoder)
        self.init(happiness: happiness, scale: scale)
    }
}
