import CCairo
import GameModel

/// Draws the symbols of a Set card along the card's long side: side by side
/// on a wide card, stacked on a tall one.
///
/// On upright image targets each symbol is a shared image (`SetSymbolImage`)
/// composited with its centre on the nearest whole device pixel; elsewhere
/// (SVG, PDF, turned targets) the symbols are drawn as vectors.
struct SetCardPainter {
    let palette: Palette

    func paint(_ card: SetCard, on cr: OpaquePointer, in rect: CardRect) {
        let long = max(rect.width, rect.height)
        let unit = min(rect.shortSide, long / SetSymbolMetrics.referenceAspect)
        let grid = DeviceGrid(cr)
        let tall = rect.height > rect.width
        let symbol = SetSymbolImage.Symbol(
            shape: card.shape, shading: card.shading, color: palette.setColors[card.color],
            width: SetSymbolPath.width(card.shape) * unit, length: SetSymbolMetrics.length * unit,
            outline: grid.lineWidth(SetSymbolMetrics.outline * unit))
        let upright = DeviceGrid.drawsUpright(cr)
        let count = card.number.count
        for index in 0..<count {
            // Symbols lie along the card's long side.
            let offset = (Double(index) - Double(count - 1) / 2) * SetSymbolMetrics.spacing * unit
            let centre = tall ? (x: rect.midX, y: rect.midY + offset) : (x: rect.midX + offset, y: rect.midY)
            if upright, SetSymbolImage(symbol: symbol, tall: tall, grid: grid).paint(centredOn: centre) { continue }
            cairo_save(cr)
            cairo_translate(cr, centre.x, centre.y)
            // In local space x runs along the card's long side.
            if tall { cairo_rotate(cr, .pi / 2) }
            symbol.draw(on: cr)
            cairo_restore(cr)
        }
    }
}
