import GameModel

/// The three ink colours of Set cards, one per `SetColor`.
public struct SetColors: Hashable, Sendable {
    public var red: RGBA
    public var green: RGBA
    public var purple: RGBA

    public init(red: RGBA, green: RGBA, purple: RGBA) {
        self.red = red
        self.green = green
        self.purple = purple
    }

    /// The colour for one of the three values.
    public subscript(color: SetColor) -> RGBA {
        switch color {
        case .red: red
        case .green: green
        case .purple: purple
        }
    }

    /// The classic red, green and purple.
    public static let standard = SetColors(red: RGBA(hex: 0xD7263D), green: RGBA(hex: 0x16924A), purple: RGBA(hex: 0x6A2C91))

    /// Brighter inks that read on a dark card face.
    public static let dark = SetColors(red: RGBA(hex: 0xFF6B6B), green: RGBA(hex: 0x4ED68A), purple: RGBA(hex: 0xC39BFF))

    /// Saturated inks with the strongest contrast against white.
    public static let highContrast = SetColors(red: RGBA(hex: 0xC8000F), green: RGBA(hex: 0x006B1E), purple: RGBA(hex: 0x5A00A8))

    /// Vermilion, teal and violet: they differ in lightness as well as hue, so
    /// they stay apart (CIE76 ΔE above 40 between every pair) for protanopia,
    /// deuteranopia and tritanopia; `PaletteTests` simulates all three.
    public static let colorBlindFriendly = SetColors(
        red: RGBA(hex: 0xDC3220), green: RGBA(hex: 0x1F968B), purple: RGBA(hex: 0x5D3A9B))
}
