import CCairo

/// A Cairo drawing context (`cairo_t`) for one drawing: a draw callback's
/// context, valid only during the callback, or one made for an image surface.
///
/// Not thread-safe: use each context on one thread, as Cairo requires.
public struct CairoContext: ~Copyable {
    /// The `cairo_t *`, for painters that draw with Cairo's C API.
    package let pointer: OpaquePointer
    private let owned: Bool

    /// Borrows a context that C owns (a draw callback's).
    package init(borrowing pointer: OpaquePointer) {
        self.pointer = pointer
        owned = false
    }

    /// A new context drawing onto `surface`.
    init(drawingOn surface: OpaquePointer) {
        pointer = cairo_create(surface)
        owned = true
    }

    deinit {
        if owned { cairo_destroy(pointer) }
    }

    /// Fills the whole clip with one colour (components from 0 to 1).
    public func fill(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        cairo_save(pointer)
        cairo_set_source_rgba(pointer, red, green, blue, alpha)
        cairo_paint(pointer)
        cairo_restore(pointer)
    }

    /// Paints `image` with its top-left corner at (`x`, `y`).
    public func paint(_ image: ImageSurface, x: Double = 0, y: Double = 0) {
        cairo_save(pointer)
        cairo_set_source_surface(pointer, image.pointer, x, y)
        cairo_paint(pointer)
        cairo_restore(pointer)
    }
}
