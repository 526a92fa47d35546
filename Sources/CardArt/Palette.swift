/// The colours painters use, so that dark, high-contrast and colour-blind
/// friendly looks need no change to the painters.
public struct Palette: Hashable, Sendable {
    public var cardFace: RGBA
    public var selection: RGBA

    public static let standard = Palette(
        cardFace: RGBA(1, 1, 1),
        selection: RGBA(0.21, 0.52, 0.89))
}

/// A colour with components from 0 to 1.
public struct RGBA: Hashable, Sendable {
    public var red, green, blue, alpha: Double

    public init(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }
}
