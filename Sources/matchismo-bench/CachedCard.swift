import CCairo

/// One card's rendered image, as a card view keeps it between frames.
///
/// Owns the `cairo_surface_t` and destroys it on deinit.
final class CachedCard {
    let surface: OpaquePointer

    init(_ surface: OpaquePointer) {
        self.surface = surface
    }

    deinit { cairo_surface_destroy(surface) }
}
