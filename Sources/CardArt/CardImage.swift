import CCairo
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
        guard width > 0, height > 0, deviceScale > 0, deviceScale.isFinite else { return nil }
        let pixelWidth = Int32((Double(width) * deviceScale).rounded(.up))
        let pixelHeight = Int32((Double(height) * deviceScale).rounded(.up))
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, pixelWidth, pixelHeight) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        cairo_surface_set_device_scale(surface, deviceScale, deviceScale)
        let cr = cairo_create(surface)!
        CardPainter(palette: palette, caching: caching).paint(face, on: cr, in: CardRect(width: Double(width), height: Double(height)), look: look)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        return surface
    }
}
