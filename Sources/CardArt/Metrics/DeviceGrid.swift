import CCairo

/// Maps user-space lengths and points to whole device pixels, so that thin
/// strokes stay crisp on any surface scale (HiDPI, zoomed, printed) instead
/// of assuming one pixel per point. Assumes an axis-aligned transformation,
/// as cards use.
///
/// Pixels here are those of the surface being drawn on: the current
/// transformation times the surface's device scale (which Cairo keeps out of
/// `cairo_user_to_device`).
struct DeviceGrid {
    /// Device pixels per user-space unit.
    let scale: Double
    /// The surface's device scale (pixels per device-space unit).
    let deviceScale: Double
    private let cr: OpaquePointer

    init(_ cr: OpaquePointer) {
        self.cr = cr
        var sx = 1.0, sy = 1.0
        cairo_surface_get_device_scale(cairo_get_group_target(cr), &sx, &sy)
        deviceScale = sx.isFinite && sx > 0 ? sx : 1
        var dx = 1.0
        var dy = 0.0
        cairo_user_to_device_distance(cr, &dx, &dy)
        let measured = (dx * dx + dy * dy).squareRoot() * deviceScale
        scale = measured.isFinite && measured > 0 ? measured : 1
    }

    /// A line width of `width` user units rounded to whole device pixels, at least `minimumPixels`.
    func lineWidth(_ width: Double, minimumPixels: Double = 1) -> Double {
        max(minimumPixels, (width * scale).rounded()) / scale
    }

    /// A length rounded to whole device pixels.
    func snap(_ value: Double) -> Double {
        (value * scale).rounded() / scale
    }

    /// The device-pixel position of a user-space point.
    func pixels(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
        var px = x, py = y
        cairo_user_to_device(cr, &px, &py)
        return (px * deviceScale, py * deviceScale)
    }

    /// The user-space position of a device-pixel point.
    func user(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
        var ux = x / deviceScale, uy = y / deviceScale
        cairo_device_to_user(cr, &ux, &uy)
        return (ux, uy)
    }

    /// `rect` with each edge moved to the nearest device-pixel edge. Cairo clips to
    /// such rectangles cheaply; any other clip masks every later drawing operation.
    func aligned(_ rect: CardRect) -> CardRect {
        let a = pixels(rect.x, rect.y), b = pixels(rect.x + rect.width, rect.y + rect.height)
        let p = user(a.x.rounded(), a.y.rounded()), q = user(b.x.rounded(), b.y.rounded())
        return CardRect(x: min(p.x, q.x), y: min(p.y, q.y), width: abs(q.x - p.x), height: abs(q.y - p.y))
    }

    /// The smallest rectangle on device-pixel edges that holds `rect`: every pixel
    /// that `rect` touches, even partly.
    func covering(_ rect: CardRect) -> CardRect {
        let a = pixels(rect.x, rect.y), b = pixels(rect.x + rect.width, rect.y + rect.height)
        let p = user(min(a.x, b.x).rounded(.down), min(a.y, b.y).rounded(.down))
        let q = user(max(a.x, b.x).rounded(.up), max(a.y, b.y).rounded(.up))
        return CardRect(x: min(p.x, q.x), y: min(p.y, q.y), width: abs(q.x - p.x), height: abs(q.y - p.y))
    }

    /// A rectangle whose edges lie on device-pixel edges, shrunk so that a stroke of
    /// `lineWidth` (whole pixels) drawn on its outline covers whole pixels inside `rect`.
    func strokeRect(_ rect: CardRect, lineWidth: Double) -> CardRect {
        let a = pixels(rect.x, rect.y), b = pixels(rect.x + rect.width, rect.y + rect.height)
        let half = lineWidth * scale / 2
        let left = min(a.x, b.x).rounded(.up) + half, right = max(a.x, b.x).rounded(.down) - half
        let top = min(a.y, b.y).rounded(.up) + half, bottom = max(a.y, b.y).rounded(.down) - half
        let p = user(left, top), q = user(right, bottom)
        return CardRect(x: min(p.x, q.x), y: min(p.y, q.y), width: abs(q.x - p.x), height: abs(q.y - p.y))
    }
}

extension DeviceGrid {
    /// Whether `cr` draws on an image surface with a transformation that keeps
    /// pixel rows and columns (any scale, moves, quarter turns): where images made on
    /// the device grid composite to the same pixels as drawing directly.
    static func drawsOnAlignedImage(_ cr: OpaquePointer) -> Bool {
        guard cairo_surface_get_type(cairo_get_group_target(cr)) == CAIRO_SURFACE_TYPE_IMAGE else { return false }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        // Quarter turns leave rounding noise (cos π/2 ≈ 6e-17) in the zero terms.
        let size = max(abs(m.xx), abs(m.yx), abs(m.xy), abs(m.yy))
        let noise = size * 1e-12
        return size > 0 && ((abs(m.xy) <= noise && abs(m.yx) <= noise) || (abs(m.xx) <= noise && abs(m.yy) <= noise))
    }
}

extension DeviceGrid {
    /// Whether `cr` draws upright on an image surface: its transformation only
    /// scales (by positive factors) and moves, so device pixels are user-space
    /// rectangles and shared images composite with whole-pixel moves.
    static func drawsUpright(_ cr: OpaquePointer) -> Bool {
        guard cairo_surface_get_type(cairo_get_group_target(cr)) == CAIRO_SURFACE_TYPE_IMAGE else { return false }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        return m.xy == 0 && m.yx == 0 && m.xx > 0 && m.yy > 0
    }

    /// Composites `image` (its own pixels) with its top-left pixel on device pixel
    /// (`x`, `y`): only `rows` of it when given (their first row at `y`), or the
    /// whole image turned half a circle in place when `turned`. Whole-pixel moves:
    /// pixman copies or blends rows without resampling.
    func paint(_ image: OpaquePointer, atPixelX x: Int, y: Int, rows: Range<Int>? = nil, turned: Bool = false) {
        precondition(rows == nil || !turned, "only whole images are turned")
        let width = Double(cairo_image_surface_get_width(image))
        let rows = rows ?? 0..<Int(cairo_image_surface_get_height(image))
        let (left, top, height) = (Double(x), Double(y), Double(rows.count))
        cairo_save(cr)
        cairo_identity_matrix(cr)
        // User space is now device units (pixels / device scale); the pattern's matrix maps it to image pixels.
        let pattern = cairo_pattern_create_for_surface(image)!
        var toImage = cairo_matrix_t()
        if turned {
            cairo_matrix_init(&toImage, -deviceScale, 0, 0, -deviceScale, left + width, top + height)
        } else {
            cairo_matrix_init(&toImage, deviceScale, 0, 0, deviceScale, -left, Double(rows.lowerBound) - top)
        }
        cairo_pattern_set_matrix(pattern, &toImage)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST)
        cairo_set_source(cr, pattern)
        cairo_rectangle(cr, left / deviceScale, top / deviceScale, width / deviceScale, height / deviceScale)
        cairo_fill(cr)
        cairo_pattern_destroy(pattern)
        cairo_restore(cr)
    }

    /// Fills whole device pixels `x..<x+width`, `y..<y+height` with `color`.
    func fill(x: Int, y: Int, width: Int, height: Int, _ color: RGBA) {
        guard width > 0, height > 0 else { return }
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_rectangle(cr, Double(x) / deviceScale, Double(y) / deviceScale, Double(width) / deviceScale, Double(height) / deviceScale)
        color.set(on: cr)
        cairo_fill(cr)
        cairo_restore(cr)
    }

    /// A new ARGB32 image of `width` x `height` pixels and a context on it whose
    /// user space is those pixels; nil when the size is empty or too large. The
    /// caller destroys both. Curves are flattened as finely as the card's.
    static func image(width: Int, height: Int) -> (surface: OpaquePointer, context: OpaquePointer)? {
        guard width > 0, height > 0, width * height <= 4_000_000,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        let context = cairo_create(surface)!
        cairo_set_tolerance(context, CardMetrics.curveTolerance)
        return (surface, context)
    }
}
