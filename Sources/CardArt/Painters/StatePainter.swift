import CCairo
import Glibc

/// Draws the visible states of a card over its face: selection, mismatch and
/// hint highlights, the keyboard focus ring and badges that repeat each state
/// without relying on colour (check for matched, cross for mismatched, star for hint).
struct StatePainter {
    let palette: Palette
    let rect: CardRect

    private var short: Double { rect.shortSide }

    /// Tints and borders that belong to the card (dimmed with it when matched).
    func paintHighlights(_ state: CardLook.State, on cr: OpaquePointer) {
        if !state.isDisjoint(with: .hintLook) {
            glow(palette.hint, on: cr)
            border(palette.hint, width: StateMetrics.hintBorder, on: cr)
        }
        if state.contains(.selected) {
            tint(palette.selection, alpha: StateMetrics.selectionTint, on: cr)
            border(palette.selection, width: StateMetrics.selectionBorder, on: cr)
        }
        if state.contains(.mismatched) {
            tint(palette.mismatch, alpha: StateMetrics.mismatchTint, on: cr)
            border(palette.mismatch, width: StateMetrics.mismatchBorder, on: cr)
        }
    }

    /// Decorations that stay at full strength on a dimmed card.
    func paintFocusAndBadges(_ state: CardLook.State, on cr: OpaquePointer) {
        if state.contains(.focused) { focusRing(on: cr) }
        var corners = [Corner.topRight, .bottomLeft]
        if state.contains(.matched) { badge(palette.matched, at: corners.removeFirst(), on: cr, glyph: check) }
        if state.contains(.mismatched) { badge(palette.mismatch, at: corners.removeFirst(), on: cr, glyph: cross) }
        if !state.isDisjoint(with: .hintLook), let corner = corners.first { badge(palette.hint, at: corner, on: cr, glyph: star) }
    }

    // MARK: Highlights

    private func tint(_ color: RGBA, alpha: Double, on cr: OpaquePointer) {
        CardShape.outline(rect, inset: 0, on: cr)
        color.fading(alpha).set(on: cr)
        cairo_fill(cr)
    }

    private func border(_ color: RGBA, width: Double, on cr: OpaquePointer) {
        let grid = DeviceGrid(cr)
        let line = grid.lineWidth(width * short, minimumPixels: 2)
        let outline = grid.strokeRect(rect, lineWidth: line)
        CardShape.roundedRect(outline, radius: max(0, CardShape.cornerRadius(of: rect) - line / 2), on: cr)
        color.set(on: cr)
        cairo_set_line_width(cr, line)
        cairo_stroke(cr)
    }

    /// A soft glow from the edge inwards: concentric outlines fading out.
    private func glow(_ color: RGBA, on cr: OpaquePointer) {
        let depth = StateMetrics.hintGlow * short
        let rings = StateMetrics.hintGlowRings
        cairo_save(cr)
        CardShape.outline(rect, inset: 0, on: cr)
        cairo_clip(cr)
        cairo_set_line_width(cr, 2 * depth / Double(rings))
        for ring in 0..<rings {
            let fraction = Double(ring) / Double(rings)
            CardShape.outline(rect, inset: depth * fraction, on: cr)
            // Rings overlap by half, so each carries half the glow; it fades quadratically inwards.
            color.fading(StateMetrics.hintGlowAlpha * (1 - fraction) * (1 - fraction) / 2).set(on: cr)
            cairo_stroke(cr)
        }
        cairo_restore(cr)
    }

    /// A dashed ring inside the edge: dark dashes over a light halo, visible on any colour.
    private func focusRing(on cr: OpaquePointer) {
        let grid = DeviceGrid(cr)
        let line = grid.lineWidth(StateMetrics.focusWidth * short, minimumPixels: 2)
        let inset = grid.snap(StateMetrics.focusInset * short)
        let ring = grid.strokeRect(rect.inset(by: inset), lineWidth: line)
        let radius = max(0, CardShape.cornerRadius(of: rect) - inset)
        cairo_save(cr)
        CardShape.roundedRect(ring, radius: radius, on: cr)
        palette.focusHalo.set(on: cr)
        cairo_set_line_width(cr, line * 2)
        cairo_stroke_preserve(cr)
        var dash = [StateMetrics.focusDash * short, StateMetrics.focusDash * short * StateMetrics.focusGap]
        cairo_set_dash(cr, &dash, 2, 0)
        cairo_set_line_width(cr, line)
        palette.focus.set(on: cr)
        cairo_stroke(cr)
        cairo_restore(cr)
    }

    // MARK: Badges

    private enum Corner { case topRight, bottomLeft }

    private func badge(_ color: RGBA, at corner: Corner, on cr: OpaquePointer, glyph: (OpaquePointer, Double) -> Void) {
        let radius = StateMetrics.badgeRadius * short
        let inset = StateMetrics.badgeInset * short
        let x = corner == .topRight ? rect.x + rect.width - inset : rect.x + inset
        let y = corner == .topRight ? rect.y + inset : rect.y + rect.height - inset
        cairo_save(cr)
        cairo_translate(cr, x, y)
        cairo_new_sub_path(cr)
        cairo_arc(cr, 0, 0, radius, 0, 2 * .pi)
        color.set(on: cr)
        cairo_fill_preserve(cr)
        palette.cardFace.set(on: cr)
        cairo_set_line_width(cr, radius * StateMetrics.badgeStroke / 2)
        cairo_stroke(cr)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        cairo_set_line_width(cr, radius * StateMetrics.badgeStroke)
        glyph(cr, radius)
        cairo_restore(cr)
    }

    // Glyphs: points in units of the badge radius, drawing data rather than tunable ratios.

    private func check(_ cr: OpaquePointer, _ r: Double) {
        cairo_move_to(cr, -0.45 * r, 0.02 * r)
        cairo_line_to(cr, -0.12 * r, 0.35 * r)
        cairo_line_to(cr, 0.48 * r, -0.32 * r)
        cairo_stroke(cr)
    }

    private func cross(_ cr: OpaquePointer, _ r: Double) {
        let a = 0.36 * r
        cairo_move_to(cr, -a, -a); cairo_line_to(cr, a, a)
        cairo_move_to(cr, a, -a); cairo_line_to(cr, -a, a)
        cairo_stroke(cr)
    }

    private func star(_ cr: OpaquePointer, _ r: Double) {
        let outer = StateMetrics.starOuter * r, inner = outer * StateMetrics.starInner
        for point in 0..<10 {
            let angle = Double(point) * .pi / 5 - .pi / 2
            let radius = point % 2 == 0 ? outer : inner
            cairo_line_to(cr, radius * cos(angle), radius * sin(angle))
        }
        cairo_close_path(cr)
        cairo_fill(cr)
    }
}
