/// How a card is shown beyond its face: its states and the user's scales.
public struct CardLook: Hashable, Sendable {
    /// Visible states a painter draws.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let selected = State(rawValue: 1 << 0)
        public static let matched = State(rawValue: 1 << 1)
        public static let focused = State(rawValue: 1 << 2)
        public static let hinted = State(rawValue: 1 << 3)
        public static let mismatched = State(rawValue: 1 << 4)
        /// A card a lesson points at: drawn as a hinted one, told apart in words.
        public static let lit = State(rawValue: 1 << 5)
        /// The states drawn with the hint's glow, border and star.
        public static let hintLook: State = [.hinted, .lit]
    }

    public var state: State
    /// The desktop's text-scaling factor applied to corner indices.
    public var textScale: Double
    /// The court-art frame as a fraction of the card.
    public var faceScale: Double
    /// The key that chooses the card, drawn small at its bottom edge ("Q", "P Q"); nil draws none.
    public var keyLabel: String?

    public init(state: State = [], textScale: Double = 1, faceScale: Double = 0.75, keyLabel: String? = nil) {
        self.state = state
        self.textScale = textScale
        self.faceScale = faceScale
        self.keyLabel = keyLabel
    }
}
