import CardArt

/// Which palette the cards and table use, from the desktop's style and the
/// player's preferences. Pure, so tests can check every combination.
public struct Appearance: Equatable, Sendable {
    /// The app is drawn dark (the desktop's preference or the player's choice).
    public var dark = false
    /// The desktop (or the player) asks for high contrast.
    public var highContrast = false
    /// The player chose the colour-blind-friendly Set colours.
    public var colorBlindSetColors = false

    public init(dark: Bool = false, highContrast: Bool = false, colorBlindSetColors: Bool = false) {
        self.dark = dark
        self.highContrast = highContrast
        self.colorBlindSetColors = colorBlindSetColors
    }

    /// High contrast wins over dark; the Set colours apply to either.
    public var palette: Palette {
        let base: Palette = highContrast ? .highContrast : dark ? .dark : .standard
        return colorBlindSetColors ? base.with(setColors: .colorBlindFriendly) : base
    }
}
