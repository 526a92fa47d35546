import GameModel

/// Bounds applied to settings read or written, beyond the schema's own ranges,
/// so a corrupt or stale value cannot produce an unusable window.
public enum PreferenceLimits {
    /// Window width and height in pixels: small enough for a phone-sized
    /// screen, large enough for any monitor.
    public static let windowSize = 200...16_384
    /// Cards per match (the `match-mode` range).
    public static let matchMode = 2...3
    /// Players at the Set table (the `players` range): 1 is a solo game, more a
    /// `PlayersMatch` of that many.
    public static let players = 1...PlayersMatch.sizes.upperBound
    /// Seconds a claiming player has to choose the cards (the `claim-seconds` range).
    public static let claimSeconds = 3...30
    /// The longest player name kept, in characters; longer names are cut.
    public static let playerNameLength = 40
}
