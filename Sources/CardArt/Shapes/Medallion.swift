import CCairo

/// The card back's medallion: a disc of the field's colour inside two rings of
/// the pattern's colour (the back's painter draws the rosette over it).
///
/// On images drawn with an axis-aligned, uniformly scaled transformation it is
/// rasterised on each draw straight from its radial profile (`MedallionProfile`)
/// into a scratch image of its own size, then composited: one quarter is worked
/// out (a square root for each pixel an edge crosses, a plain store for the
/// others) and mirrored onto the rest. Cairo's scan converter instead walks every
/// sample row of every pixel row for each edge of the circles, which made the
/// medallion nearly half of the back's cost. Elsewhere (SVG, PDF, turned or
/// stretched targets) it is drawn as paths.
struct Medallion {
    /// The centre, in user space.
    let x, y: Double
    /// Radii of the centre lines of the outer and inner rings, in user space.
    let outer, inner: Double
    /// Width of the rings, in user space.
    let line: Double
    let field, rings: RGBA

    /// Where to centre the medallion in `rect`: its middle, moved on images to the
    /// nearest centre or corner of a device pixel (at most a quarter of a pixel,
    /// which no one can see) so that it can be rasterised a quarter at a time.
    static func centre(of rect: CardRect, grid: DeviceGrid, on cr: OpaquePointer) -> (x: Double, y: Double) {
        guard drawsCircles(cr) else { return (rect.midX, rect.midY) }
        let middle = snapped(grid.pixels(rect.midX, rect.midY))
        return grid.user(middle.x, middle.y)
    }

    /// The nearest centre or corner of a device pixel.
    private static func snapped(_ point: (x: Double, y: Double)) -> (x: Double, y: Double) {
        ((point.x * 2).rounded() / 2, (point.y * 2).rounded() / 2)
    }

    func paint(on cr: OpaquePointer, grid: DeviceGrid) {
        if Self.drawsCircles(cr), rasterise(grid: grid) { return }
        cairo_save(cr)
        cairo_new_sub_path(cr)
        cairo_arc(cr, x, y, outer, 0, 2 * .pi)
        field.set(on: cr)
        cairo_fill(cr)
        cairo_set_line_width(cr, line)
        rings.set(on: cr)
        for radius in [outer, inner] {
            cairo_new_sub_path(cr)
            cairo_arc(cr, x, y, radius, 0, 2 * .pi)
            cairo_stroke(cr)
        }
        cairo_restore(cr)
    }

    /// Whether `cr` draws on an image with a transformation that maps circles to
    /// circles on the pixel grid: upright or quarter-turned, the same scale on both axes.
    private static func drawsCircles(_ cr: OpaquePointer) -> Bool {
        guard DeviceGrid.drawsOnAlignedImage(cr) else { return false }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let (a, b) = abs(m.xx) > abs(m.xy) ? (m.xx, m.yy) : (m.xy, m.yx)
        return abs(abs(a) - abs(b)) <= 1e-9 * abs(a)
    }

    /// Rasterises the medallion in device pixels and composites it; false when the
    /// size is not drawable. The centre moves to the nearest pixel centre or corner
    /// (see `centre(of:grid:on:)`), so that each quarter mirrors the others.
    private func rasterise(grid: DeviceGrid) -> Bool {
        let centre = Self.snapped(grid.pixels(x, y))
        let profile = MedallionProfile(outer: outer * grid.scale, inner: inner * grid.scale, line: line * grid.scale,
                                       field: field, rings: rings)
        let reach = profile.reach
        let left = Int((centre.x - reach).rounded(.down)), top = Int((centre.y - reach).rounded(.down))
        // Twice the distances from the centre to the left and top edges: a whole number of pixels.
        let width = Int((2 * (centre.x - Double(left))).rounded()), height = Int((2 * (centre.y - Double(top))).rounded())
        guard width > 0, height > 0, width * height <= 4_000_000 else { return false }
        // Uninitialised memory (every pixel is written below), freed once Cairo lets go of it.
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        let data = UnsafeMutableRawPointer.allocate(byteCount: stride * height, alignment: 16)
        defer { data.deallocate() }
        let surface = cairo_image_surface_create_for_data(data.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                          Int32(width), Int32(height), Int32(stride))!
        defer {
            cairo_surface_finish(surface)
            cairo_surface_destroy(surface)
        }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return false }
        // The top half (with the middle row when the height is odd), each row mirrored onto the bottom one.
        for row in 0..<((height + 1) / 2) {
            let pixels = (data + row * stride).assumingMemoryBound(to: UInt32.self)
            profile.fill(UnsafeMutableBufferPointer(start: pixels, count: width), dy: Double(row) + 0.5 - Double(height) / 2)
            let mirror = height - 1 - row
            if mirror != row { (data + mirror * stride).copyMemory(from: pixels, byteCount: width * 4) }
        }
        cairo_surface_mark_dirty(surface)
        grid.paint(surface, atPixelX: left, y: top)
        return true
    }
}
