/// The rank of a playing card, from ace (1) to king (13).
public enum Rank: Int, CaseIterable, Codable, Sendable, Hashable, Comparable {
    case ace = 1, two, three, four, five, six, seven, eight, nine, ten, jack, queen, king

    /// The rank as printed in a card's corner: A, 2-10, J, Q, K.
    public var index: String {
        switch self {
        case .ace: "A"
        case .jack: "J"
        case .queen: "Q"
        case .king: "K"
        default: String(rawValue)
        }
    }

    /// Jack, queen and king carry court art instead of pips.
    public var isCourt: Bool { self >= .jack }

    /// Reads a rank from its corner index (`A`, `2`…`10`, `J`, `Q`, `K`, any case).
    public init?(token: Substring) {
        guard let rank = Rank.allCases.first(where: { $0.index == token.uppercased() }) else { return nil }
        self = rank
    }

    public static func < (lhs: Rank, rhs: Rank) -> Bool { lhs.rawValue < rhs.rawValue }
}
