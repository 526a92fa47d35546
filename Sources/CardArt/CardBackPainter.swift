import CCairo
import GameModel

/// Draws the back of a playing card: a framed lattice with a four-suit rosette.
struct CardBackPainter {
    let palette: Palette

    func paint(on cr: OpaquePointer, in rect: CardRect) {
        let short = rect.shortSide
        let grid = DeviceGrid(cr)
        let margin = BackMetrics.margin * short
        let field = rect.inset(by: margin)
        let radius = max(0, CardShape.cornerRadius(of: rect) - margin)

        cairo_save(cr)
        CardShape.roundedRect(field, radius: radius, on: cr)
        palette.backField.set(on: cr)
        cairo_fill_preserve(cr)
        cairo_clip(cr)

        // Diagonal lattice with dots where the lines cross.
        let step = BackMetrics.lattice * short
        let span = field.width + field.height
        let count = Int((span / step).rounded(.up))
        cairo_set_line_width(cr, grid.lineWidth(BackMetrics.latticeLine * short))
        for i in -count...count {
            let offset = rect.midX + Double(i) * step
            cairo_move_to(cr, offset - span, rect.midY - span)
            cairo_line_to(cr, offset + span, rect.midY + span)
            cairo_move_to(cr, offset - span, rect.midY + span)
            cairo_line_to(cr, offset + span, rect.midY - span)
        }
        palette.backPattern.fading(BackMetrics.latticeAlpha).set(on: cr)
        cairo_stroke(cr)
        // Lines x − y and x + y through every step meet at half steps of equal parity.
        let rows = Int((field.height / step).rounded(.up)) + 1
        let columns = Int((field.width / step).rounded(.up)) + 1
        for b in -rows...rows {
            for a in -columns...columns where (a + b) & 1 == 0 {
                cairo_new_sub_path(cr)
                cairo_arc(cr, rect.midX + Double(a) * step / 2, rect.midY + Double(b) * step / 2,
                          BackMetrics.latticeDot * short, 0, 2 * .pi)
            }
        }
        palette.backPattern.set(on: cr)
        cairo_fill(cr)
        cairo_restore(cr)

        // Double frame.
        let line = grid.lineWidth(BackMetrics.frameLine * short)
        cairo_set_line_width(cr, line)
        palette.backPattern.set(on: cr)
        for inset in [BackMetrics.frameInset, BackMetrics.frameInset + BackMetrics.frameGap] {
            let frame = field.inset(by: inset * short)
            CardShape.roundedRect(grid.strokeRect(frame, lineWidth: line, in: cr),
                                  radius: max(0, radius - inset * short), on: cr)
            cairo_stroke(cr)
        }

        // Medallion with a rosette of the four suits.
        let medallion = BackMetrics.medallion * short
        cairo_new_sub_path(cr)
        cairo_arc(cr, rect.midX, rect.midY, medallion, 0, 2 * .pi)
        palette.backField.set(on: cr)
        cairo_fill_preserve(cr)
        palette.backPattern.set(on: cr)
        cairo_stroke(cr)
        cairo_new_sub_path(cr)
        cairo_arc(cr, rect.midX, rect.midY, medallion - BackMetrics.frameGap * short, 0, 2 * .pi)
        cairo_stroke(cr)
        let distance = BackMetrics.rosetteRadius * short
        let height = BackMetrics.rosetteSuit * short
        let places: [(Suit, Double, Double, Double)] = [
            (.spades, 0, -1, 0), (.hearts, 0, 1, .pi), (.diamonds, -1, 0, -.pi / 2), (.clubs, 1, 0, .pi / 2),
        ]
        for (suit, dx, dy, angle) in places {
            cairo_save(cr)
            cairo_translate(cr, rect.midX + dx * distance, rect.midY + dy * distance)
            cairo_rotate(cr, angle)
            SuitPath.add(suit, x: 0, y: 0, height: height, on: cr)
            cairo_restore(cr)
        }
        cairo_fill(cr)
    }
}
