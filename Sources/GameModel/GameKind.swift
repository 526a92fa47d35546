/// The games of the app, spelled as in `--game=`, the saved session and the
/// `last-game` setting.
public enum GameKind: String, CaseIterable, Sendable, Codable {
    case matchismo, set, card

    /// Whether the game keeps a score and statistics (the single card does not).
    public var keepsScore: Bool { self != .card }

    /// The games that keep statistics.
    public static let scored: [GameKind] = allCases.filter(\.keepsScore)
}
