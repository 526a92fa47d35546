import CCairo

/// An ARGB32 image in memory (`cairo_surface_t`), owned: destroyed with the object.
///
/// Its size is in logical pixels; the pixels are `deviceScale` times as many
/// each way. Drawn once and then only read, so it may be shared.
public final class ImageSurface: @unchecked Sendable {
    package let pointer: OpaquePointer
    public let width: Int
    public let height: Int

    /// A transparent image, or nil when the size cannot be drawn.
    public init?(width: Int, height: Int, deviceScale: Double = 1) {
        guard width > 0, height > 0, deviceScale > 0, deviceScale.isFinite else { return nil }
        let pixelWidth = Int32((Double(width) * deviceScale).rounded(.up))
        let pixelHeight = Int32((Double(height) * deviceScale).rounded(.up))
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, pixelWidth, pixelHeight) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        cairo_surface_set_device_scale(surface, deviceScale, deviceScale)
        pointer = surface
        self.width = width
        self.height = height
    }

    deinit {
        cairo_surface_destroy(pointer)
    }

    /// Draws into the image with a context that lives for the call.
    public func draw(_ body: (borrowing CairoContext) -> Void) {
        let context = CairoContext(drawingOn: pointer)
        body(context)
        cairo_surface_flush(pointer)
    }
}
