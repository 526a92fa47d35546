import CCairo

/// The card's paper and border: a rounded rectangle filled and outlined.
///
/// Every card of one size and palette has the same body, so on upright image
/// targets it is rasterised once (its edges lie on device pixels already) and
/// composited; elsewhere (SVG, PDF, turned targets) it is drawn as vectors.
/// The border is drawn before the face's art, which never reaches it.
struct CardBody {
    /// What a body image shows, in device pixels.
    struct Key: Hashable {
        var width, height, border: Int
        var radius: Double
        var paper, ink: RGBA
    }

    let rect: CardRect
    let paper: RGBA
    let ink: RGBA
    /// Border width as a fraction of the card's shorter side.
    let borderWidth: Double

    func paint(on cr: OpaquePointer) {
        let grid = DeviceGrid(cr)
        let border = grid.lineWidth(borderWidth * rect.shortSide)
        let radius = max(0, CardShape.cornerRadius(of: rect) - border / 2)
        if DeviceGrid.drawsUpright(cr), paintImage(grid: grid, border: border, radius: radius) { return }
        let outline = grid.strokeRect(rect, lineWidth: border)
        CardShape.roundedRect(outline, radius: radius, on: cr)
        paper.set(on: cr)
        cairo_fill_preserve(cr)
        ink.set(on: cr)
        cairo_set_line_width(cr, border)
        cairo_stroke(cr)
    }

    /// Composites the shared image of this body's top and bottom edges and fills
    /// the straight middle with rectangles; false when it cannot (translucent
    /// colours, an empty size).
    private func paintImage(grid: DeviceGrid, border: Double, radius: Double) -> Bool {
        guard paper.alpha == 1, ink.alpha == 1 else { return false }
        // The whole device pixels inside the card, as `DeviceGrid.strokeRect` keeps the outline.
        let a = grid.pixels(rect.x, rect.y), b = grid.pixels(rect.x + rect.width, rect.y + rect.height)
        let left = a.x.rounded(.up), top = a.y.rounded(.up)
        let key = Key(width: Int(b.x.rounded(.down) - left), height: Int(b.y.rounded(.down) - top),
                      border: Int((border * grid.scale).rounded()), radius: radius * grid.scale, paper: paper, ink: ink)
        guard let image = PieceCache.shared.surface(.body(key), make: { make(key) }) else { return false }
        defer { cairo_surface_destroy(image) }
        let (x, y) = (Int(left), Int(top))
        let rows = Int(cairo_image_surface_get_height(image))
        guard rows < key.height else {
            grid.paint(image, atPixelX: x, y: y)
            return true
        }
        let edge = rows / 2
        grid.paint(image, atPixelX: x, y: y, rows: 0..<edge)
        grid.paint(image, atPixelX: x, y: y + key.height - edge, rows: edge..<2 * edge)
        // Between the edges every row is the same: border, paper, border.
        let middle = key.height - 2 * edge
        grid.fill(x: x, y: y + edge, width: key.border, height: middle, ink)
        grid.fill(x: x + key.border, y: y + edge, width: key.width - 2 * key.border, height: middle, paper)
        grid.fill(x: x + key.width - key.border, y: y + edge, width: key.border, height: middle, ink)
        return true
    }

    /// The top and bottom rows of the body that its rounded corners reach, one
    /// above the other (rows 0..<e and e..<2e), or the whole body when it is short.
    private func make(_ key: Key) -> OpaquePointer? {
        let reach = Int((Double(key.border) + key.radius).rounded(.up)) + 1
        let whole = 2 * reach >= key.height
        let edge = whole ? key.height : reach
        let middle = whole ? 0 : key.height - 2 * edge
        guard let image = DeviceGrid.image(width: key.width, height: whole ? key.height : 2 * edge) else { return nil }
        let cr = image.context
        let half = Double(key.border) / 2
        let outline = CardRect(x: half, y: half, width: Double(key.width) - 2 * half, height: Double(key.height) - 2 * half)
        for part in 0..<(whole ? 1 : 2) {
            cairo_save(cr)
            cairo_rectangle(cr, 0, Double(part * edge), Double(key.width), Double(edge))
            cairo_clip(cr)
            // The bottom rows of the body move up to follow the top ones.
            if part == 1 { cairo_translate(cr, 0, -Double(middle)) }
            CardShape.roundedRect(outline, radius: key.radius, on: cr)
            key.paper.set(on: cr)
            cairo_fill_preserve(cr)
            key.ink.set(on: cr)
            cairo_set_line_width(cr, Double(key.border))
            cairo_stroke(cr)
            cairo_restore(cr)
        }
        cairo_destroy(cr)
        return image.surface
    }
}
