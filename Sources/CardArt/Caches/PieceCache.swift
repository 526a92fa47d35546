import CCairo


/// Images that many cards share at one size, made once and reused: the
/// paper and border of a card, the back's lattice tile, each Set symbol, each
/// court figure.
///
/// Thread-safe: entries are only touched under one lock; cached surfaces are
/// never modified after they are made. Bounded by a budget of bytes (least
/// recently used out first); a card's pieces at 250x350 take about 1.3 MB.
final class PieceCache: Sendable {
    /// Budget of the shared cache; with `RasterCache`'s, the art keeps at most 8 MB of images.
    static let shared = PieceCache(budget: 3 << 20)

    /// What a piece shows, in device pixels and colours.
    enum Key: Hashable {
        case lattice(step: Int, line: Int, dot: Double, field: RGBA, lines: RGBA, dots: RGBA)
        case body(CardBody.Key)
        case symbol(SetSymbolImage.Key)
        case figure(CourtFigureImage.Key)
    }

    private let storage: Locked<SurfaceStore<Key>>

    init(budget: Int) {
        storage = Locked(SurfaceStore(budget: budget))
    }

    /// The piece for `key` with a new reference for the caller (who must destroy
    /// it), made by `make` (which returns a new surface, or nil when it cannot) on first use.
    func surface(_ key: Key, make: () -> OpaquePointer?) -> OpaquePointer? {
        if let found = storage.withLock({ $0.take(key) }) { return found }
        guard let made = make() else { return nil }
        cairo_surface_flush(made)
        storage.withLock { $0.insert(key, made) }
        return made
    }

    /// Bytes of image data held.
    var bytes: Int { storage.withLock { $0.bytes } }

    func removeAll() {
        storage.withLock { $0.removeAll() }
    }
}

extension DeviceGrid {
    /// A repeating pattern of `tile` locked to the device pixels of `cr`'s target,
    /// with the tile's origin on device pixel (`originX`, `originY`), for the current
    /// user space. The caller destroys the pattern.
    func repeating(_ tile: OpaquePointer, originX: Double, originY: Double, on cr: OpaquePointer) -> OpaquePointer {
        let pattern = cairo_pattern_create_for_surface(tile)!
        var userToDevice = cairo_matrix_t()
        cairo_get_matrix(cr, &userToDevice)
        var toPixels = cairo_matrix_t()
        cairo_matrix_init_scale(&toPixels, deviceScale, deviceScale)
        var matrix = cairo_matrix_t()
        cairo_matrix_multiply(&matrix, &userToDevice, &toPixels)
        matrix.x0 -= originX
        matrix.y0 -= originY
        matrix.snapQuarterTurns()
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST)
        return pattern
    }
}

extension cairo_matrix_t {
    /// Sets the rounding noise of quarter turns (cos π/2 ≈ 6e-17) to exact zeros, so
    /// that pixman recognises a plain move or flip and takes its fast paths.
    mutating func snapQuarterTurns() {
        let noise = Swift.max(abs(xx), abs(yx), abs(xy), abs(yy)) * 1e-12
        if abs(xx) <= noise { xx = 0 }
        if abs(yx) <= noise { yx = 0 }
        if abs(xy) <= noise { xy = 0 }
        if abs(yy) <= noise { yy = 0 }
    }
}
