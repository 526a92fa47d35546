/// One of the four attributes of a Set card, each with exactly three values.
///
/// Each value has an `ordinal`, 0...2 in declaration order. Three values are
/// all the same or all different exactly when their ordinals sum to a multiple
/// of 3 (x + x + x = 3x; 0 + 1 + 2 = 3), which is what the fast set search uses.
public protocol SetAttribute: CaseIterable, Hashable, Codable, Sendable, RawRepresentable<String>
where AllCases == [Self] {
    /// Position of the value among the three, 0...2, in declaration order.
    var ordinal: Int { get }
}

/// Facts about the attributes as numbers.
public enum SetAttributeValues {
    /// Every attribute has three values.
    public static let count = 3

    /// The ordinal that makes `a`, `b` and the result all the same or all
    /// different: the one that brings the sum to a multiple of 3. For equal
    /// values that is the value itself (3a ≡ 0); for different ones, the third.
    /// `2 * count` keeps the dividend non-negative.
    static func completing(_ a: Int, _ b: Int) -> Int {
        (2 * count - a - b) % count
    }
}

extension SetAttribute {
    /// The value at `ordinal`, 0...2.
    init(ordinal: Int) {
        self = Self.allCases[ordinal]
    }

    /// The value that makes `a`, `b` and the result all the same or all different.
    public static func completing(_ a: Self, _ b: Self) -> Self {
        Self(ordinal: SetAttributeValues.completing(a.ordinal, b.ordinal))
    }

    /// Whether three values are all the same or all different.
    public static func agree(_ a: Self, _ b: Self, _ c: Self) -> Bool {
        (a == b && b == c) || (a != b && b != c && a != c)
    }

    /// The word used in names and short forms.
    public var word: String { rawValue }

    static var wordList: String { allCases.map(\.rawValue).joined(separator: "/") }
}

/// How many symbols a Set card shows.
public enum SetNumber: String, SetAttribute {
    case one = "1", two = "2", three = "3"

    public var ordinal: Int {
        switch self {
        case .one: 0
        case .two: 1
        case .three: 2
        }
    }

    public var count: Int { ordinal + 1 }
}

/// The symbol drawn on a Set card.
public enum SetShape: String, SetAttribute {
    case diamond, squiggle, oval

    public var ordinal: Int {
        switch self {
        case .diamond: 0
        case .squiggle: 1
        case .oval: 2
        }
    }
}

/// How a Set card's symbols are filled.
public enum SetShading: String, SetAttribute {
    case solid, striped, open

    public var ordinal: Int {
        switch self {
        case .solid: 0
        case .striped: 1
        case .open: 2
        }
    }
}

/// The colour of a Set card's symbols.
public enum SetColor: String, SetAttribute {
    case red, green, purple

    public var ordinal: Int {
        switch self {
        case .red: 0
        case .green: 1
        case .purple: 2
        }
    }
}
