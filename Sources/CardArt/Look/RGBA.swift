import CCairo

/// A colour with components from 0 to 1, in sRGB.
public struct RGBA: Hashable, Sendable {
    public var red, green, blue, alpha: Double

    public init(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A colour from a 24-bit `0xRRGGBB` value.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(Double((hex >> 16) & 0xFF) / 255, Double((hex >> 8) & 0xFF) / 255, Double(hex & 0xFF) / 255, alpha)
    }

    /// The same colour with its alpha multiplied by `factor`.
    public func fading(_ factor: Double) -> RGBA { RGBA(red, green, blue, alpha * factor) }

    /// The colour mixed with `other`: 0 gives `self`, 1 gives `other`.
    public func mixed(with other: RGBA, _ amount: Double) -> RGBA {
        RGBA(red + (other.red - red) * amount,
             green + (other.green - green) * amount,
             blue + (other.blue - blue) * amount,
             alpha + (other.alpha - alpha) * amount)
    }

    /// Makes this colour the source of `cr`.
    func set(on cr: OpaquePointer) {
        cairo_set_source_rgba(cr, red, green, blue, alpha)
    }
}
