/// How many cards Matchismo compares at once.
public enum MatchMode: Int, CaseIterable, Codable, Sendable {
    case twoCards = 2
    case threeCards = 3

    public var cardCount: Int { rawValue }
}
