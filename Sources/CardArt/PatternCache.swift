import CCairo
import Synchronization

/// Small images that cards share at one size (the lattice tile of the back),
/// made once and reused.
///
/// Thread-safe: entries are only touched under one lock; cached surfaces are
/// never modified after they are made. Bounded: when full it starts afresh,
/// as entries are a few hundred bytes to a few kilobytes each.
final class PatternCache: Sendable {
    static let shared = PatternCache(capacity: 64)

    /// What a tile shows, in device pixels and colours.
    enum Key: Hashable {
        case lattice(step: Int, line: Int, dot: Double, field: RGBA, lines: RGBA, dots: RGBA)
    }

    private let storage: Mutex<Storage>

    init(capacity: Int) {
        storage = Mutex(Storage(capacity: capacity))
    }

    /// The tile for `key` with a new reference for the caller (who must destroy
    /// it), made by `make` (which returns a new surface) on first use.
    func surface(_ key: Key, make: () -> OpaquePointer) -> OpaquePointer {
        if let found = storage.withLock({ $0.take(key) }) { return found }
        let made = make()
        cairo_surface_flush(made)
        storage.withLock { $0.insert(key, made) }
        return made
    }

    func removeAll() {
        storage.withLock { $0.removeAll() }
    }

    /// Unchecked: only ever touched inside `storage.withLock`.
    private struct Storage: ~Copyable, @unchecked Sendable {
        let capacity: Int
        var entries: [Key: OpaquePointer] = [:]

        init(capacity: Int) { self.capacity = capacity }

        mutating func take(_ key: Key) -> OpaquePointer? {
            entries[key].map { cairo_surface_reference($0) }
        }

        /// Keeps `surface` with a reference of its own (the caller keeps theirs).
        mutating func insert(_ key: Key, _ surface: OpaquePointer) {
            guard entries[key] == nil else { return }
            if entries.count >= capacity { removeAll() }
            entries[key] = cairo_surface_reference(surface)
        }

        mutating func removeAll() {
            for surface in entries.values { cairo_surface_destroy(surface) }
            entries = [:]
        }
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
