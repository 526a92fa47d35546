import CCairo
import GameModel

/// The half-figure of a court card as a shared image: made once per rank,
/// colours, size and sub-pixel position in device pixels (so both suits of
/// one colour share it), composited twice (the bottom half turned half a
/// circle), with the big letter and pip drawn over each half. The top half
/// sits within an eighth of a pixel of where the vectors would put it, the
/// bottom half within a quarter (turned about the nearest point of the pixel grid).
struct CourtFigureImage {
    /// What a figure image shows, in device pixels.
    struct Key: Hashable {
        var rank: Rank
        var isRed: Bool
        var colors: CourtFigure.Colors
        var width, height: Int
        /// Device pixels per design unit.
        var scale: Double
        /// The bottom centre of the design box in image pixels, in eighths of a pixel.
        var anchorX, anchorY: Int
    }

    /// Steps of the sub-pixel position per pixel.
    private static let subpixelSteps = 8.0

    let figure: CourtFigure
    let grid: DeviceGrid

    /// Paints both halves of the figure in `frame`, `designScale` user units per
    /// design unit; false (drawing nothing) when no image can be made.
    func paint(in frame: CardRect, designScale: Double, on cr: OpaquePointer) -> Bool {
        let a = grid.pixels(frame.x, frame.y), b = grid.pixels(frame.x + frame.width, frame.y + frame.height)
        let left = a.x.rounded(), top = a.y.rounded(), seam = ((a.y + b.y) / 2).rounded()
        let steps = Self.subpixelSteps
        let key = Key(rank: figure.rank, isRed: figure.suit.isRed, colors: figure.colors,
                      width: Int(b.x.rounded() - left), height: Int(seam - top), scale: designScale * grid.scale,
                      anchorX: Int((((a.x + b.x) / 2 - left) * steps).rounded()),
                      anchorY: Int((((a.y + b.y) / 2 - top) * steps).rounded()))
        guard let image = PieceCache.shared.surface(.figure(key), make: { make(key) }) else { return false }
        let anchor = (x: left + Double(key.anchorX) / steps, y: top + Double(key.anchorY) / steps)
        // The bottom half turns about the point nearest the anchor where pixels land on pixels: (x2 / 2, y2 / 2).
        let x2 = (2 * anchor.x).rounded(), y2 = (2 * anchor.y).rounded()
        grid.paint(image, atPixelX: Int(left), y: Int(top))
        grid.paint(image, atPixelX: Int(x2 - left) - key.width, y: Int(y2 - top) - key.height, turned: true)
        cairo_surface_destroy(image)

        // The letter and pip differ between suits: drawn over each half, in device pixels.
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_scale(cr, 1 / grid.deviceScale, 1 / grid.deviceScale)
        for turn in 0..<2 {
            cairo_save(cr)
            if turn == 1 {
                cairo_translate(cr, x2 / 2, y2 / 2)
                cairo_rotate(cr, .pi)
                cairo_translate(cr, -x2 / 2, -y2 / 2)
            }
            cairo_translate(cr, anchor.x, anchor.y)
            place(scale: key.scale, on: cr)
            figure.drawLetter(on: cr)
            cairo_restore(cr)
        }
        cairo_restore(cr)
        return true
    }

    private func make(_ key: Key) -> OpaquePointer? {
        guard let image = DeviceGrid.image(width: key.width, height: key.height) else { return nil }
        let cr = image.context
        cairo_translate(cr, Double(key.anchorX) / Self.subpixelSteps, Double(key.anchorY) / Self.subpixelSteps)
        place(scale: key.scale, on: cr)
        figure.drawFigure(on: cr)
        cairo_destroy(cr)
        return image.surface
    }

    /// From the bottom centre of the half-figure to the design box at `scale`.
    private func place(scale: Double, on cr: OpaquePointer) {
        cairo_scale(cr, scale, scale)
        cairo_translate(cr, -CourtMetrics.designWidth / 2, -CourtMetrics.designHeight)
    }
}
