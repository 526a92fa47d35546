/// The colours of Set symbols, as the `set-palette` setting spells them.
public enum SetPalette: String, CaseIterable, Sendable {
    case standard
    /// Colours that people with common colour vision deficiencies can tell apart.
    case colorblind
}
