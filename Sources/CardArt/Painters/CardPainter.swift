import CCairo
import GameModel

/// Draws any card face into a Cairo context at any size.
///
/// A plain value: it keeps no state between calls, wraps its drawing in
/// `cairo_save`/`cairo_restore`, and works on any surface (a widget, an image,
/// SVG or PDF), on any thread that owns the context.
public struct CardPainter: Sendable {
    /// Whether painted cards are kept as images to redraw them quickly.
    public enum Caching: Sendable, Hashable {
        /// Cache on image surfaces with an axis-aligned transformation; draw vectors elsewhere (SVG, PDF, recordings).
        case automatic
        /// Always draw the vectors.
        case never
    }

    public var palette: Palette
    public var caching: Caching

    public init(palette: Palette = .standard, caching: Caching = .automatic) {
        self.palette = palette
        self.caching = caching
    }

    /// Paints `face` filling `rect` of `cr`, in the given look.
    ///
    /// Everything is drawn inside `rect`; outside the card's rounded corners
    /// nothing is touched.
    public func paint(_ face: CardFace, on cr: OpaquePointer, in rect: CardRect, look: CardLook = CardLook()) {
        guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        let states = StatePainter(palette: palette, rect: rect)
        let dimmed = look.state.contains(.matched)
        if dimmed {
            // Bound the intermediate group to the card.
            cairo_rectangle(cr, rect.x, rect.y, rect.width, rect.height)
            cairo_clip(cr)
            cairo_push_group(cr)
        }
        let cached = caching == .automatic && RasterCache.shared.paint(
            face, palette: palette, look: look, rect: rect, on: cr) { local, rect in
            paintCard(face, on: local, in: rect, look: look)
        }
        if !cached { paintCard(face, on: cr, in: rect, look: look) }
        states.paintHighlights(look.state, on: cr)
        if dimmed {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, StateMetrics.matchedAlpha)
        }
        states.paintFocusAndBadges(look.state, on: cr)
        if let key = look.keyLabel, !key.isEmpty {
            KeyLabelPainter(palette: palette, rect: rect).paint(key, textScale: look.textScale, on: cr)
        }
    }

    /// The paper and border, then the face's own art.
    private func paintCard(_ face: CardFace, on cr: OpaquePointer, in rect: CardRect, look: CardLook) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        // Curves flattened to a quarter of a device pixel: indistinguishable, and fewer edges to rasterise.
        cairo_set_tolerance(cr, CardMetrics.curveTolerance)
        let isSet = if case .set = face { true } else { false }
        CardBody(rect: rect, paper: palette.cardFace, ink: isSet ? palette.setBorder : palette.border,
                 borderWidth: isSet ? CardMetrics.setBorderWidth : CardMetrics.borderWidth).paint(on: cr)

        switch face {
        case .playing(let card):
            PlayingCardPainter(palette: palette).paint(card, on: cr, in: rect, look: look)
        case .set(let card):
            SetCardPainter(palette: palette).paint(card, on: cr, in: rect)
        case .back:
            CardBackPainter(palette: palette).paint(on: cr, in: rect)
        }
    }
}
