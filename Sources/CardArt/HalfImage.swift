import CCairo

/// A part of a drawing rasterised once into its own image at the target's
/// pixel grid, to be composited more than once (the two halves of court art).
///
/// Owns a `cairo_surface_t`, destroyed on deinit. Made only for image targets
/// with an axis-aligned transformation (turned by any multiple of a quarter
/// circle is fine), where compositing gives the same pixels as drawing.
final class HalfImage {
    private let surface: OpaquePointer
    /// Maps the drawing's user space to the image's pixels.
    private let userToPixels: cairo_matrix_t

    /// Draws `draw` (in `cr`'s user space, clipped to `rect`, whose edges lie on
    /// device pixels) into a new image, or returns nil when `cr` is not an
    /// axis-aligned image target.
    init?(_ cr: OpaquePointer, covering rect: CardRect, grid: DeviceGrid, draw: (OpaquePointer) -> Void) {
        guard DeviceGrid.drawsOnAlignedImage(cr) else { return nil }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        let a = grid.pixels(rect.x, rect.y), b = grid.pixels(rect.x + rect.width, rect.y + rect.height)
        let left = min(a.x, b.x).rounded(), top = min(a.y, b.y).rounded()
        let width = Int((max(a.x, b.x) - left).rounded()), height = Int((max(a.y, b.y) - top).rounded())
        guard width > 0, height > 0,
              let made = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return nil }
        guard cairo_surface_status(made) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(made)
            return nil
        }
        // Pixels of the image = device pixels of the target, moved to the rectangle's corner.
        var toPixels = cairo_matrix_t()
        cairo_matrix_init_scale(&toPixels, grid.deviceScale, grid.deviceScale)
        var placed = cairo_matrix_t()
        cairo_matrix_multiply(&placed, &matrix, &toPixels)
        placed.x0 -= left
        placed.y0 -= top
        placed.snapQuarterTurns()
        surface = made
        userToPixels = placed

        let local = cairo_create(made)!
        cairo_set_matrix(local, &placed)
        cairo_set_tolerance(local, cairo_get_tolerance(cr))
        draw(local)
        cairo_destroy(local)
        cairo_surface_flush(made)
    }

    deinit { cairo_surface_destroy(surface) }

    /// Composites the image over `rect` of `cr`, in `cr`'s current user space: drawn
    /// where the image was made when the transformation is unchanged, moved or
    /// turned with it otherwise.
    func composite(on cr: OpaquePointer, in rect: CardRect) {
        let pattern = cairo_pattern_create_for_surface(surface)!
        // The pattern's matrix maps the current user space to pattern space. When target
        // pixels fall on image pixels (whole turns, moves of whole pixels) the nearest
        // pixel is the exact one; otherwise (a centre between pixels) interpolate.
        var toPattern = userToPixels
        cairo_pattern_set_matrix(pattern, &toPattern)
        cairo_pattern_set_filter(pattern, landsOnPixels(cr) ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_BILINEAR)
        cairo_set_source(cr, pattern)
        cairo_rectangle(cr, rect.x, rect.y, rect.width, rect.height)
        cairo_fill(cr)
        cairo_pattern_destroy(pattern)
    }

    /// Whether the centre of a target pixel lands on the centre of an image pixel.
    private func landsOnPixels(_ cr: OpaquePointer) -> Bool {
        var scale = 1.0, unused = 1.0
        cairo_surface_get_device_scale(cairo_get_group_target(cr), &scale, &unused)
        var x = 0.5 / scale, y = 0.5 / scale
        cairo_device_to_user(cr, &x, &y)
        var matrix = userToPixels
        cairo_matrix_transform_point(&matrix, &x, &y)
        func centred(_ v: Double) -> Bool { abs(v - v.rounded(.down) - 0.5) < 1e-6 }
        return centred(x) && centred(y)
    }
}
