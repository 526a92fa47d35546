import CCairo


/// Draws short texts (ranks) with Pango, laid out once per text and font at a
/// reference size and scaled with the Cairo matrix when drawn.
///
/// Thread-safe: every Pango call happens under one lock, on a private font map
/// that no other code (such as GTK on the main thread) uses. Layouts live for
/// the life of the process; there are only a few dozen distinct texts.
final class TextPainter: Sendable {
    /// The ink box of a text laid out at a font size of 1, relative to the layout's origin.
    struct Ink: Sendable, Hashable {
        var x, y, width, height: Double
    }

    static let shared = TextPainter()

    /// Font size, in pixels of the layout's own space, at which texts are shaped.
    private static let referenceSize = 256.0

    private let cache = Locked(LayoutCache())

    private init() {}

    /// The ink box of `text` at a font size of 1.
    func ink(of text: String, font: String) -> Ink {
        cache.withLock { $0.entry(text, font).ink }
    }

    /// Draws `text` in the current source colour with its layout origin at (`x`, `y`), at `size`.
    func show(_ text: String, font: String, size: Double, x: Double, y: Double, on cr: OpaquePointer) {
        cache.withLock { cache in
            let layout = cache.entry(text, font).layout
            cairo_save(cr)
            cairo_translate(cr, x, y)
            let factor = size / Self.referenceSize
            cairo_scale(cr, factor, factor)
            pango_cairo_show_layout(cr, layout)
            cairo_restore(cr)
        }
    }

    /// Draws `text` with the centre of its ink box's top edge at (`centreX`, `inkTop`); returns its ink box in user space.
    @discardableResult
    func show(_ text: String, font: String, size: Double, centreX: Double, inkTop: Double, on cr: OpaquePointer) -> CardRect {
        let box = ink(of: text, font: font)
        let x = centreX - (box.x + box.width / 2) * size
        let y = inkTop - box.y * size
        show(text, font: font, size: size, x: x, y: y, on: cr)
        return CardRect(x: x + box.x * size, y: inkTop, width: box.width * size, height: box.height * size)
    }

    private struct Key: Hashable {
        let text: String
        let font: String
    }

    private struct Entry {
        let layout: OpaquePointer
        let ink: Ink
    }

    /// The font map, context and layouts. Unchecked: it is only ever touched
    /// inside `cache.withLock`, which serialises every Pango call.
    private struct LayoutCache: ~Copyable, @unchecked Sendable {
        private let context: OpaquePointer
        private var entries: [Key: Entry] = [:]
        private var fonts: [String: OpaquePointer] = [:]

        init() {
            let fontMap = pango_cairo_font_map_new()!
            context = pango_font_map_create_context(fontMap)!
            // Shape without hinting so that a layout scales to any size unchanged.
            let options = cairo_font_options_create()
            cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
            cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
            cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
            pango_cairo_context_set_font_options(context, options)
            cairo_font_options_destroy(options)
            pango_context_set_round_glyph_positions(context, 0)
        }

        mutating func entry(_ text: String, _ font: String) -> Entry {
            let key = Key(text: text, font: font)
            if let entry = entries[key] { return entry }
            let layout = pango_layout_new(context)!
            pango_layout_set_font_description(layout, description(font))
            pango_layout_set_text(layout, text, -1)
            var inkRect = PangoRectangle()
            pango_layout_get_extents(layout, &inkRect, nil)
            let unit = Double(PANGO_SCALE) * TextPainter.referenceSize
            let entry = Entry(layout: layout, ink: Ink(
                x: Double(inkRect.x) / unit, y: Double(inkRect.y) / unit,
                width: Double(inkRect.width) / unit, height: Double(inkRect.height) / unit))
            entries[key] = entry
            return entry
        }

        private mutating func description(_ font: String) -> OpaquePointer {
            if let found = fonts[font] { return found }
            let made = pango_font_description_from_string(font)!
            pango_font_description_set_absolute_size(made, TextPainter.referenceSize * Double(PANGO_SCALE))
            fonts[font] = made
            return made
        }
    }
}
