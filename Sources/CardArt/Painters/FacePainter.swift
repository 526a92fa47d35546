import CCairo
import CairoKit
import GameModel

/// Draws the Happiness face into a Cairo context at any size: a round face
/// whose smile follows its happiness, in the palette's card paper and ink.
///
/// A plain value like `CardPainter`: it keeps no state, wraps its drawing in
/// `cairo_save`/`cairo_restore`, draws only inside the rectangle it is given
/// and works on any surface. The background is the caller's.
public struct FacePainter: Sendable {
    public var palette: Palette

    public init(palette: Palette = .standard) {
        self.palette = palette
    }

    /// Paints `face` centred in `rect`, with the keyboard focus ring around `rect` when `focused`.
    public func paint(_ face: HappinessFace, on cr: OpaquePointer, in rect: CardRect, focused: Bool = false) {
        guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_set_tolerance(cr, CardMetrics.curveTolerance)
        let shape = FaceGeometry(face, in: rect)

        cairo_new_sub_path(cr)
        cairo_arc(cr, shape.center.x, shape.center.y, shape.radius, 0, 2 * .pi)
        palette.cardFace.set(on: cr)
        cairo_fill_preserve(cr)
        palette.blackSuit.set(on: cr)
        cairo_set_line_width(cr, shape.lineWidth)
        cairo_stroke(cr)

        for eye in [shape.leftEye, shape.rightEye] {
            cairo_new_sub_path(cr)
            cairo_arc(cr, eye.x, eye.y, shape.eyeRadius, 0, 2 * .pi)
            cairo_stroke(cr)
        }

        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_move_to(cr, shape.mouthStart.x, shape.mouthStart.y)
        cairo_curve_to(cr, shape.mouthControl1.x, shape.mouthControl1.y, shape.mouthControl2.x, shape.mouthControl2.y,
                       shape.mouthEnd.x, shape.mouthEnd.y)
        cairo_stroke(cr)

        if focused { focusRing(around: rect, on: cr) }
    }

    /// Dark dashes over a light halo, just inside `rect`, visible on any felt.
    private func focusRing(around rect: CardRect, on cr: OpaquePointer) {
        let metrics = FaceFocusMetrics.self
        let middle = metrics.inset + metrics.width
        guard rect.width > 2 * middle, rect.height > 2 * middle else { return }
        let ring = rect.inset(by: middle)
        CardShape.roundedRect(ring, radius: metrics.cornerRadius, on: cr)
        palette.focusHalo.set(on: cr)
        cairo_set_line_width(cr, 2 * metrics.width)
        cairo_stroke_preserve(cr)
        var dash = [metrics.dash, metrics.gap]
        cairo_set_dash(cr, &dash, 2, 0)
        cairo_set_line_width(cr, metrics.width)
        palette.focus.set(on: cr)
        cairo_stroke(cr)
    }
}

extension FacePainter {
    /// Paints `face` centred in `rect` of a typed context.
    public func paint(_ face: HappinessFace, on context: borrowing CairoContext, in rect: CardRect, focused: Bool = false) {
        paint(face, on: context.pointer, in: rect, focused: focused)
    }
}
