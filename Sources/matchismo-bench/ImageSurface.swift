import CCairo

/// An ARGB32 Cairo image surface with a context on it, freed on deinit.
///
/// Wraps `cairo_surface_t` and `cairo_t`; owns both. Main thread only.
final class ImageSurface {
    let surface: OpaquePointer
    let context: OpaquePointer

    init(width: Int, height: Int) {
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        precondition(cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, "cannot create a \(width)x\(height) surface")
        context = cairo_create(surface)!
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    /// Fills the whole surface with an opaque colour, as the felt does.
    func fill(red: Double, green: Double, blue: Double) {
        cairo_set_source_rgb(context, red, green, blue)
        cairo_paint(context)
    }
}
