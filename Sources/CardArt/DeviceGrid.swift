import CCairo

/// Maps user-space lengths to whole device pixels, so that thin strokes stay
/// crisp on any surface scale (HiDPI, zoomed, printed) instead of assuming
/// one pixel per point. Assumes an axis-aligned transformation, as cards use.
struct DeviceGrid {
    /// Device pixels per user-space unit.
    let scale: Double

    init(_ cr: OpaquePointer) {
        var dx = 1.0
        var dy = 0.0
        cairo_user_to_device_distance(cr, &dx, &dy)
        let measured = (dx * dx + dy * dy).squareRoot()
        scale = measured.isFinite && measured > 0 ? measured : 1
    }

    /// A line width of `width` user units rounded to whole device pixels, at least `minimumPixels`.
    func lineWidth(_ width: Double, minimumPixels: Double = 1) -> Double {
        max(minimumPixels, (width * scale).rounded()) / scale
    }

    /// `value` rounded to the nearest device-pixel edge, relative to `origin`
    /// (a user-space coordinate known to lie on a pixel edge, such as the
    /// surface origin after a whole-pixel translation).
    func snap(_ value: Double) -> Double {
        (value * scale).rounded() / scale
    }

    /// A rectangle whose edges lie on device-pixel edges, shrunk so that a stroke of
    /// `lineWidth` (whole pixels) drawn on its outline covers whole pixels inside `rect`.
    func strokeRect(_ rect: CardRect, lineWidth: Double, in cr: OpaquePointer) -> CardRect {
        var x0 = rect.x, y0 = rect.y, x1 = rect.x + rect.width, y1 = rect.y + rect.height
        cairo_user_to_device(cr, &x0, &y0)
        cairo_user_to_device(cr, &x1, &y1)
        let half = lineWidth * scale / 2
        var left = min(x0, x1).rounded(.up) + half, right = max(x0, x1).rounded(.down) - half
        var top = min(y0, y1).rounded(.up) + half, bottom = max(y0, y1).rounded(.down) - half
        cairo_device_to_user(cr, &left, &top)
        cairo_device_to_user(cr, &right, &bottom)
        return CardRect(x: min(left, right), y: min(top, bottom), width: abs(right - left), height: abs(bottom - top))
    }
}
