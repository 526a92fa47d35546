import CardArt

/// Which palette the cards and table use, from the desktop's style and the
/// player's preferences. Pure, so tests can check every combination.
public struct Appearance: Equatable, Sendable {
    /// The desktop prefers a dark style.
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

    /// Whether a GTK theme name is a high-contrast theme ("HighContrast", "HighContrastInverse").
    public static func isHighContrastTheme(_ name: String) -> Bool {
        name.lowercased().hasPrefix("highcontrast")
    }

    /// Sets `dark` and `highContrast` from the desktop: GtkSettings' theme name and
    /// dark preference, overridden by a `GTK_THEME` value such as "Adwaita:dark".
    public mutating func followDesktop(themeName: String, prefersDark: Bool, environmentTheme: String?) {
        let theme = environmentTheme.flatMap { $0.isEmpty ? nil : $0 }
        let name = theme.map { String($0.split(separator: ":").first ?? "") } ?? themeName
        let variantDark = theme?.lowercased().hasSuffix(":dark") ?? false
        highContrast = Self.isHighContrastTheme(name)
        dark = prefersDark || variantDark || name.lowercased().hasSuffix("-dark") || name == "HighContrastInverse"
    }
}
