import CCairo
import CairoKit
import GameModel

/// Renders cards into new ARGB32 image surfaces.
public enum CardImage {
    /// A new `cairo_surface_t` (ARGB32, transparent outside the card) holding `face`
    /// drawn at `width` x `height` pixels times `deviceScale`; the caller owns it and
    /// must call `cairo_surface_destroy`. Returns nil when the size is not drawable.
    /// With `caching: .never` the card is drawn from its vectors even when the
    /// process-wide cache of rendered cards holds it (a card view that keeps its
    /// own surface gains nothing from a second copy).
    public static func make(
        _ face: CardFace, width: Int, height: Int, deviceScale: Double = 1,
        look: CardLook = CardLook(), palette: Palette = .standard, caching: CardPainter.Caching = .automatic
    ) -> OpaquePointer? {
        guard let image = ImageSurface(width: width, height: height, deviceScale: deviceScale) else { return nil }
        image.draw { context in
            CardPainter(palette: palette, caching: caching).paint(
                face, on: context, in: CardRect(width: Double(width), height: Double(height)), look: look)
        }
        // The caller gets a reference of its own; the image's is dropped with it.
        return cairo_surface_reference(image.pointer)
    }
}
