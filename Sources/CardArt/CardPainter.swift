import CCairo
import GameModel

/// Draws any card face into a Cairo context at any size.
///
/// A plain value: it keeps no state between calls, wraps its drawing in
/// `cairo_save`/`cairo_restore`, and works on any surface (a widget, an image,
/// SVG or PDF), on any thread that owns the context.
public struct CardPainter: Sendable {
    public var palette: Palette

    public init(palette: Palette = .standard) {
        self.palette = palette
    }

    /// Paints `face` filling `rect` of `cr`, in the given look.
    public func paint(_ face: CardFace, on cr: OpaquePointer, in rect: CardRect, look: CardLook = CardLook()) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_rectangle(cr, rect.x, rect.y, rect.width, rect.height)
        let c = look.state.contains(.selected) ? palette.selection : palette.cardFace
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
        cairo_fill(cr)
    }
}
