import CCairo

/// Image surfaces kept by key within a budget of bytes; the least recently
/// used go first when a new one does not fit.
///
/// Not thread-safe on its own: its owner keeps it inside a `Locked`. Holds one
/// reference to each surface; surfaces are never modified once stored.
/// Unchecked Sendable: only ever touched under its owner's lock.
struct SurfaceStore<Key: Hashable>: ~Copyable, @unchecked Sendable {
    private struct Entry {
        let surface: OpaquePointer
        let bytes: Int
        var lastUse: Int
    }

    let budget: Int
    private var entries: [Key: Entry] = [:]
    private(set) var bytes = 0
    private var clock = 0

    init(budget: Int) { self.budget = budget }

    /// The stored surface with a new reference for the caller, or nil.
    mutating func take(_ key: Key) -> OpaquePointer? {
        guard var entry = entries[key] else { return nil }
        clock += 1
        entry.lastUse = clock
        entries[key] = entry
        return cairo_surface_reference(entry.surface)
    }

    /// Keeps `surface` (taking a reference of its own; the caller keeps theirs) and
    /// drops the least recently used entries until the store is within budget.
    /// Surfaces larger than a quarter of the budget are not kept.
    mutating func insert(_ key: Key, _ surface: OpaquePointer) {
        let size = Int(cairo_image_surface_get_stride(surface)) * Int(cairo_image_surface_get_height(surface))
        guard entries[key] == nil, size <= budget / 4 else { return }
        clock += 1
        entries[key] = Entry(surface: cairo_surface_reference(surface), bytes: size, lastUse: clock)
        bytes += size
        while bytes > budget, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            cairo_surface_destroy(oldest.value.surface)
            bytes -= oldest.value.bytes
            entries[oldest.key] = nil
        }
    }

    mutating func removeAll() {
        for entry in entries.values { cairo_surface_destroy(entry.surface) }
        entries = [:]
        bytes = 0
    }
}
