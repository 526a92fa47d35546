import CCairo
import GameModel

/// Draws the symbols of a Set card along the card's long side: side by side
/// on a wide card, stacked on a tall one.
struct SetCardPainter {
    let palette: Palette

    func paint(_ card: SetCard, on cr: OpaquePointer, in rect: CardRect) {
        let long = max(rect.width, rect.height)
        let unit = min(rect.shortSide, long / SetSymbolMetrics.referenceAspect)
        let grid = DeviceGrid(cr)
        let color = palette.setColors[card.color]
        let width = SetSymbolPath.width(card.shape) * unit
        let length = SetSymbolMetrics.length * unit
        let outline = grid.lineWidth(SetSymbolMetrics.outline * unit)

        cairo_save(cr)
        cairo_translate(cr, rect.midX, rect.midY)
        // In local space x runs along the card's long side.
        if rect.height > rect.width { cairo_rotate(cr, .pi / 2) }
        color.set(on: cr)
        cairo_set_line_width(cr, outline)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        let count = card.number.count
        for index in 0..<count {
            let offset = (Double(index) - Double(count - 1) / 2) * SetSymbolMetrics.spacing * unit
            cairo_save(cr)
            cairo_translate(cr, offset, 0)
            SetSymbolPath.add(card.shape, width: width, length: length, on: cr)
            switch card.shading {
            case .solid:
                cairo_fill_preserve(cr)
            case .striped:
                cairo_save(cr)
                cairo_clip_preserve(cr)
                stripes(length: length, width: width, outline: outline, grid: grid, on: cr)
                cairo_restore(cr)
            case .open:
                break
            }
            cairo_stroke(cr)
            cairo_restore(cr)
        }
        cairo_restore(cr)
    }

    /// Draws thin lines across the symbol (constant local y), each on whole device
    /// pixels so that every stripe looks the same at any scale. Keeps the current path.
    private func stripes(length: Double, width: Double, outline: Double, grid: DeviceGrid, on cr: OpaquePointer) {
        let path = cairo_copy_path(cr)
        defer { cairo_path_destroy(path) }
        let stripePixels = max(1, (SetSymbolMetrics.stripeWidth * outline * grid.scale).rounded())
        let spacingPixels = max(stripePixels + 1, (SetSymbolMetrics.stripeSpacing * length * grid.scale).rounded())
        // Where local y = 0 falls on the device axis the stripes are spaced along.
        let origin = grid.pixels(0, 0), unitY = grid.pixels(0, 1)
        let alongX = abs(unitY.x - origin.x) > abs(unitY.y - origin.y)
        let base = alongX ? origin.x : origin.y
        let direction = ((alongX ? unitY.x - origin.x : unitY.y - origin.y) > 0 ? 1.0 : -1.0)
        let centring = stripePixels.truncatingRemainder(dividingBy: 2) == 0 ? 0 : 0.5
        let reach = Int((length / 2 * grid.scale / spacingPixels).rounded(.up))
        cairo_new_path(cr)
        let half = width / 2 + outline
        for k in -reach...reach {
            let device = base.rounded() + Double(k) * spacingPixels + centring
            let y = (device - base) / (direction * grid.scale)
            cairo_move_to(cr, -half, y)
            cairo_line_to(cr, half, y)
        }
        cairo_save(cr)
        cairo_set_line_width(cr, stripePixels / grid.scale)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        cairo_stroke(cr)
        cairo_restore(cr)
        cairo_append_path(cr, path)
    }
}
