import CCairo
import GameModel

/// One Set symbol as a shared image: made once per shape, shading, colour and
/// size in device pixels, and composited with its centre on the nearest whole
/// device pixel (a shift of at most half a pixel, which no one can see). A
/// card is then its body and one to three composites.
struct SetSymbolImage {
    /// One symbol in user-space units, drawn centred on the origin with its length along y.
    struct Symbol {
        var shape: SetShape
        var shading: SetShading
        var color: RGBA
        var width, length, outline: Double

        /// Draws the symbol in the current user space: its fill or stripes, then its outline.
        func draw(on cr: OpaquePointer) {
            let grid = DeviceGrid(cr)
            cairo_save(cr)
            color.set(on: cr)
            cairo_set_line_width(cr, outline)
            cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
            SetSymbolPath.add(shape, width: width, length: length, on: cr)
            switch shading {
            case .solid:
                cairo_fill_preserve(cr)
            case .striped:
                cairo_save(cr)
                cairo_clip_preserve(cr)
                stripes(grid: grid, on: cr)
                cairo_restore(cr)
            case .open:
                break
            }
            cairo_stroke(cr)
            cairo_restore(cr)
        }

        /// Draws thin lines across the symbol (constant local y), each on whole device
        /// pixels so that every stripe looks the same at any scale. Keeps the current path.
        private func stripes(grid: DeviceGrid, on cr: OpaquePointer) {
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

    /// What a symbol image shows, in device pixels.
    struct Key: Hashable {
        var shape: SetShape
        var shading: SetShading
        var color: RGBA
        var width, length, outline: Double
        /// Whether the symbol lies turned a quarter circle, its length along device rows (on a tall card).
        var tall: Bool
    }

    let symbol: Symbol
    /// Whether the card is taller than wide, so the symbol's length runs along x.
    let tall: Bool
    let grid: DeviceGrid

    /// Composites the symbol centred on `centre` (user space); false when no image can be made.
    func paint(centredOn centre: (x: Double, y: Double)) -> Bool {
        let s = grid.scale
        let key = Key(shape: symbol.shape, shading: symbol.shading, color: symbol.color,
                      width: symbol.width * s, length: symbol.length * s, outline: symbol.outline * s, tall: tall)
        // The symbol's box plus its outline and a pixel of margin, in whole pixels of even size.
        let across = 2 * ((key.width + key.outline) / 2 + 1).rounded(.up)
        let along = 2 * ((key.length + key.outline) / 2 + 1).rounded(.up)
        let (width, height) = tall ? (along, across) : (across, along)
        guard let image = PieceCache.shared.surface(.symbol(key), make: { make(width: Int(width), height: Int(height)) }) else {
            return false
        }
        let device = grid.pixels(centre.x, centre.y)
        grid.paint(image, atPixelX: Int((device.x - width / 2).rounded()), y: Int((device.y - height / 2).rounded()))
        cairo_surface_destroy(image)
        return true
    }

    private func make(width: Int, height: Int) -> OpaquePointer? {
        guard let image = DeviceGrid.image(width: width, height: height) else { return nil }
        let cr = image.context
        // Fast antialiasing (4x4 samples a pixel): a fifth fewer instructions to make the
        // image, and no visible change (under 0.25 % of pixels move by more than a quarter at 300x200).
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_FAST)
        cairo_translate(cr, Double(width) / 2, Double(height) / 2)
        cairo_scale(cr, grid.scale, grid.scale)
        if tall { cairo_rotate(cr, .pi / 2) }
        symbol.draw(on: cr)
        cairo_destroy(cr)
        return image.surface
    }
}
