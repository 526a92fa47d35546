import CCairo
import GameModel


/// Keeps recently drawn cards as images, so that redrawing a card at the same
/// size (every frame of a table, a sheet of many equal cards) costs one
/// composite instead of the whole vector drawing.
///
/// Used only when the target is an image surface with an axis-aligned
/// transformation, so SVG and PDF output stays vector. A cached image is drawn
/// at the same sub-pixel offset it will be composited at, so the result is the
/// same pixels as drawing directly.
///
/// Thread-safe: the entries are only touched under one lock, and cached
/// surfaces are never modified after they are made.
final class RasterCache: Sendable {
    /// Budget of the shared cache; with `PieceCache`'s, the art keeps at most 8 MB of images.
    static let shared = RasterCache(budget: 5 << 20)

    struct Key: Hashable {
        var face: CardFace
        var palette: Palette
        var textScale: Double
        var faceScale: Double
        /// Size in device pixels and the sub-pixel offset in eighths of a pixel.
        var width, height, offsetX, offsetY: Int
        var scaleX, scaleY, deviceScale: Double
    }

    /// Steps of the sub-pixel offset per pixel.
    private static let subpixelSteps = 8.0

    private let storage: Locked<SurfaceStore<Key>>

    init(budget: Int) {
        storage = Locked(SurfaceStore(budget: budget))
    }

    /// Drops every cached image.
    func removeAll() {
        storage.withLock { $0.removeAll() }
    }

    /// Paints the card `draw` draws into `rect`, from the cache when possible.
    /// Returns false (drawing nothing) when the target cannot use the cache.
    func paint(
        _ face: CardFace, palette: Palette, look: CardLook, rect: CardRect, on cr: OpaquePointer,
        draw: (OpaquePointer, CardRect) -> Void
    ) -> Bool {
        let target = cairo_get_group_target(cr)
        guard cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE else { return false }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        guard matrix.xy == 0, matrix.yx == 0, matrix.xx > 0, matrix.yy > 0 else { return false }
        var deviceScale = 1.0, unused = 1.0
        cairo_surface_get_device_scale(target, &deviceScale, &unused)

        // The card's box in device pixels, split into a whole-pixel origin and a sub-pixel offset.
        var x0 = rect.x, y0 = rect.y, x1 = rect.x + rect.width, y1 = rect.y + rect.height
        cairo_user_to_device(cr, &x0, &y0)
        cairo_user_to_device(cr, &x1, &y1)
        let (px0, py0, px1, py1) = (x0 * deviceScale, y0 * deviceScale, x1 * deviceScale, y1 * deviceScale)
        let originX = px0.rounded(.down), originY = py0.rounded(.down)
        let offsetX = ((px0 - originX) * Self.subpixelSteps).rounded(), offsetY = ((py0 - originY) * Self.subpixelSteps).rounded()
        let width = Int((px1 - originX).rounded(.up)), height = Int((py1 - originY).rounded(.up))
        guard width > 0, height > 0, width * height <= 4_000_000 else { return false }
        let key = Key(face: face, palette: palette, textScale: look.textScale, faceScale: look.faceScale,
                      width: width, height: height, offsetX: Int(offsetX), offsetY: Int(offsetY),
                      scaleX: matrix.xx, scaleY: matrix.yy, deviceScale: deviceScale)

        let image = storage.withLock { $0.take(key) } ?? {
            let made = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
            let local = cairo_create(made)!
            cairo_translate(local, offsetX / Self.subpixelSteps, offsetY / Self.subpixelSteps)
            cairo_scale(local, matrix.xx * deviceScale, matrix.yy * deviceScale)
            cairo_translate(local, -rect.x, -rect.y)
            draw(local, rect)
            cairo_destroy(local)
            cairo_surface_flush(made)
            storage.withLock { $0.insert(key, made) }
            return made
        }()
        defer { cairo_surface_destroy(image) }

        cairo_save(cr)
        cairo_identity_matrix(cr)
        let pattern = cairo_pattern_create_for_surface(image)!
        var placement = cairo_matrix_t()
        // Pattern space is image pixels; user space is now device units (pixels / device scale).
        cairo_matrix_init_scale(&placement, deviceScale, deviceScale)
        cairo_matrix_translate(&placement, -originX / deviceScale, -originY / deviceScale)
        cairo_pattern_set_matrix(pattern, &placement)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST)
        cairo_set_source(cr, pattern)
        cairo_rectangle(cr, originX / deviceScale, originY / deviceScale,
                        Double(width) / deviceScale, Double(height) / deviceScale)
        cairo_fill(cr)
        cairo_pattern_destroy(pattern)
        cairo_restore(cr)
        return true
    }

    /// Bytes of image data held.
    var bytes: Int { storage.withLock { $0.bytes } }
}
