/// The games of the app, spelled as in `--game=`, the saved session and the
/// `last-game` setting. `set` is the Set table with every variant of Set
/// (`SetVariant`); classic Set alone is `SetVariant.classic`, played by
/// `ClassicSetGame`.
public enum GameKind: String, CaseIterable, Sendable, Codable {
    case matchismo, set, card
    /// The Happiness face: a view, not a game.
    case face

    /// Whether the game keeps a score and statistics (the single card and the face do not).
    public var keepsScore: Bool { self == .matchismo || self == .set }

    /// The games that keep statistics.
    public static let scored: [GameKind] = allCases.filter(\.keepsScore)
}
