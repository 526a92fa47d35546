/// One of the four attributes of a Set card, each with exactly three values.
public protocol SetAttribute: CaseIterable, Hashable, Codable, Sendable, RawRepresentable<String>
where AllCases == [Self] {}

extension SetAttribute {
    /// The value that makes `a`, `b` and the result all the same or all different.
    public static func completing(_ a: Self, _ b: Self) -> Self {
        if a == b { return a }
        return allCases.first { $0 != a && $0 != b }!
    }

    /// Whether three values are all the same or all different.
    public static func agree(_ a: Self, _ b: Self, _ c: Self) -> Bool {
        (a == b && b == c) || (a != b && b != c && a != c)
    }

    /// The word used in names and short forms.
    public var word: String { rawValue }

    /// Position of the value among the three, 0...2.
    public var ordinal: Int { Self.allCases.firstIndex(of: self)! }

    static var wordList: String { allCases.map(\.rawValue).joined(separator: "/") }
}

/// How many symbols a Set card shows.
public enum SetNumber: String, SetAttribute {
    case one = "1", two = "2", three = "3"

    public var count: Int { ordinal + 1 }
    /// "One", "Two", "Three".
    public var name: String { ["One", "Two", "Three"][ordinal] }
}

/// The symbol drawn on a Set card.
public enum SetShape: String, SetAttribute {
    case diamond, squiggle, oval
}

/// How a Set card's symbols are filled.
public enum SetShading: String, SetAttribute {
    case solid, striped, open
}

/// The colour of a Set card's symbols.
public enum SetColor: String, SetAttribute {
    case red, green, purple
}
