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
        defer { cairo_restore(cr) }
        paintField(field, radius: radius, in: rect, grid: grid, on: cr)

        // Double frame.
        let line = grid.lineWidth(BackMetrics.frameLine * short)
        cairo_set_line_width(cr, line)
        palette.backPattern.set(on: cr)
        for inset in [BackMetrics.frameInset, BackMetrics.frameInset + BackMetrics.frameGap] {
            let frame = field.inset(by: inset * short)
            CardShape.roundedRect(grid.strokeRect(frame, lineWidth: line),
                                  radius: max(0, radius - inset * short), on: cr)
            cairo_stroke(cr)
        }

        // Medallion with a rosette of the four suits.
        let medallion = BackMetrics.medallion * short
        let centre = Medallion.centre(of: rect, grid: grid, on: cr)
        Medallion(x: centre.x, y: centre.y, outer: medallion, inner: medallion - BackMetrics.frameGap * short,
                  line: line, field: palette.backField, rings: palette.backPattern).paint(on: cr, grid: grid)
        let distance = BackMetrics.rosetteRadius * short
        let height = BackMetrics.rosetteSuit * short
        // Each suit's pointed end faces outwards: the spade's tip, the heart's point, the club's stem.
        let places: [(Suit, Double, Double, Double)] = [
            (.spades, 0, -1, 0), (.hearts, 0, 1, 0), (.diamonds, -1, 0, .pi / 2), (.clubs, 1, 0, -.pi / 2),
        ]
        for (suit, dx, dy, angle) in places {
            cairo_save(cr)
            cairo_translate(cr, centre.x + dx * distance, centre.y + dy * distance)
            cairo_rotate(cr, angle)
            SuitPath.add(suit, x: 0, y: 0, height: height, on: cr)
            cairo_restore(cr)
        }
        palette.backPattern.set(on: cr)
        // Fast antialiasing (4x4 samples a pixel), as for the court figures: Cairo's scan
        // converter costs sample rows times edges, and the rosette's curves look the same.
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_FAST)
        cairo_fill(cr)
    }

    /// The lattice on the field's colour inside the rounded `field`, the paper around it.
    private func paintField(_ field: CardRect, radius: Double, in rect: CardRect, grid: DeviceGrid, on cr: OpaquePointer) {
        // The lattice fills a rectangle (Cairo's fast path); the paper then comes back
        // outside the rounded field, blending with the lattice on its edge.
        let lattice: CardRect
        if let tile = latticeTile(short: rect.shortSide, grid: grid, on: cr) {
            // On images, the lattice is one small opaque tile repeated over every pixel
            // the field touches, its crossings on the card's centre as in the vector drawing.
            lattice = grid.covering(field)
            let centre = grid.pixels(rect.midX, rect.midY)
            let pattern = grid.repeating(tile, originX: centre.x.rounded(), originY: centre.y.rounded(), on: cr)
            cairo_surface_destroy(tile)
            cairo_set_source(cr, pattern)
            cairo_pattern_destroy(pattern)
            cairo_rectangle(cr, lattice.x, lattice.y, lattice.width, lattice.height)
            cairo_fill(cr)
        } else {
            lattice = field
            CardShape.roundedRect(field, radius: radius, on: cr)
            palette.backField.set(on: cr)
            cairo_fill(cr)
            cairo_save(cr)
            // A rectangular clip keeps Cairo on its fast path; the rounded corners are restored below.
            let clip = grid.aligned(field)
            cairo_rectangle(cr, clip.x, clip.y, clip.width, clip.height)
            cairo_clip(cr)
            strokeLattice(in: rect, field: field, grid: grid, on: cr)
            cairo_restore(cr)
        }
        CardShape.fill(outside: field, radius: radius, within: lattice, with: palette.cardFace, on: cr)
    }

    /// The field's lattice as vectors: diagonal lines with dots where they cross
    /// (for SVG, PDF and turned targets).
    private func strokeLattice(in rect: CardRect, field: CardRect, grid: DeviceGrid, on cr: OpaquePointer) {
        let short = rect.shortSide
        // Diagonal lattice with dots where the lines cross.
        let step = BackMetrics.lattice * short
        // Lines x − y = c and x + y = d through the centre and every step, each
        // drawn only across the field's height (the clip trims the rest).
        let count = Int(((field.width + field.height) / 2 / step).rounded(.up))
        let top = field.y, bottom = field.y + field.height
        cairo_set_line_width(cr, grid.lineWidth(BackMetrics.latticeLine * short))
        for i in -count...count {
            let c = rect.midX - rect.midY + Double(i) * step
            let d = rect.midX + rect.midY + Double(i) * step
            cairo_move_to(cr, c + top, top)
            cairo_line_to(cr, c + bottom, bottom)
            cairo_move_to(cr, d - top, top)
            cairo_line_to(cr, d - bottom, bottom)
        }
        palette.backPattern.fading(BackMetrics.latticeAlpha).set(on: cr)
        cairo_stroke(cr)
        // Lines x − y and x + y through every step meet at half steps of equal parity.
        let dot = BackMetrics.latticeDot * short
        let rows = Int((field.height / step).rounded(.up)) + 1
        let columns = Int((field.width / step).rounded(.up)) + 1
        for b in -rows...rows {
            for a in -columns...columns where (a + b) & 1 == 0 {
                let x = rect.midX + Double(a) * step / 2, y = rect.midY + Double(b) * step / 2
                guard x > field.x - dot, x < field.x + field.width + dot,
                      y > field.y - dot, y < field.y + field.height + dot else { continue }
                Self.addDiamond(on: cr, x: x, y: y, radius: dot)
            }
        }
        palette.backPattern.set(on: cr)
        cairo_fill(cr)
    }

    /// A row of whole periods of the lattice on the field's colour, `step` device
    /// pixels high with a crossing on its corners, or nil when `cr` does not draw on
    /// an image with an axis-aligned transformation. The caller destroys the surface.
    private func latticeTile(short: Double, grid: DeviceGrid, on cr: OpaquePointer) -> OpaquePointer? {
        guard DeviceGrid.drawsOnAlignedImage(cr) else { return nil }
        // The step on whole pixels, so that the tile repeats exactly.
        let step = max(2, Int((BackMetrics.lattice * short * grid.scale).rounded()))
        let line = Int((grid.lineWidth(BackMetrics.latticeLine * short) * grid.scale).rounded())
        let dot = BackMetrics.latticeDot * short * grid.scale
        let key = PieceCache.Key.lattice(step: step, line: line, dot: dot, field: palette.backField,
                                           lines: palette.backPattern.fading(BackMetrics.latticeAlpha), dots: palette.backPattern)
        return PieceCache.shared.surface(key) {
            // Opaque (no alpha channel) when the field is: pixman then copies the tile instead of blending it.
            let format = palette.backField.alpha == 1 ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32
            let period = latticePeriod(step: step, line: line, dot: dot, format: format)
            defer { cairo_surface_destroy(period) }
            let periods = max(1, (BackMetrics.latticeTileWidth + step - 1) / step)
            let tile = cairo_image_surface_create(format, Int32(periods * step), Int32(step))!
            let cr = cairo_create(tile)!
            cairo_set_source_surface(cr, period, 0, 0)
            cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_REPEAT)
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_paint(cr)
            cairo_destroy(cr)
            return tile
        }
    }

    /// One period of the lattice on the field's colour, `step` pixels square with a
    /// crossing on its corners.
    private func latticePeriod(step: Int, line: Int, dot: Double, format: cairo_format_t) -> OpaquePointer {
        let tile = cairo_image_surface_create(format, Int32(step), Int32(step))!
        let cr = cairo_create(tile)!
        cairo_set_tolerance(cr, CardMetrics.curveTolerance)
        palette.backField.set(on: cr)
        cairo_paint(cr)
        // Lines x − y = k·step and x + y = k·step that cross the tile, drawn past its edges.
        let s = Double(step)
        for k in -1...1 {
            cairo_move_to(cr, Double(k) * s - 1, -1)
            cairo_line_to(cr, Double(k) * s + s + 1, s + 1)
            cairo_move_to(cr, Double(k + 1) * s + 1, -1)
            cairo_line_to(cr, Double(k) * s - 1, s + 1)
        }
        cairo_set_line_width(cr, Double(line))
        palette.backPattern.fading(BackMetrics.latticeAlpha).set(on: cr)
        cairo_stroke(cr)
        for (x, y) in [(0, 0), (s, 0), (0, s), (s, s), (s / 2, s / 2)] {
            Self.addDiamond(on: cr, x: x, y: y, radius: dot)
        }
        palette.backPattern.set(on: cr)
        cairo_fill(cr)
        cairo_destroy(cr)
        return tile
    }

    /// Adds a small diamond centred on (x, y), in keeping with the lattice, to the path.
    private static func addDiamond(on cr: OpaquePointer, x: Double, y: Double, radius: Double) {
        cairo_move_to(cr, x, y - radius)
        cairo_line_to(cr, x + radius, y)
        cairo_line_to(cr, x, y + radius)
        cairo_line_to(cr, x - radius, y)
        cairo_close_path(cr)
    }
}
