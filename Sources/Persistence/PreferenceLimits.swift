/// Bounds applied to settings read or written, beyond the schema's own ranges,
/// so a corrupt or stale value cannot produce an unusable window.
public enum PreferenceLimits {
    /// Window width and height in pixels: small enough for a phone-sized
    /// screen, large enough for any monitor.
    public static let windowSize = 200...16_384
    /// Cards per match (the `match-mode` range).
    public static let matchMode = 2...3
}
