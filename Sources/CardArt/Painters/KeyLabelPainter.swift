import CCairo

/// Draws the key that chooses a card ("Q", "P Q") small on a paper tab at the
/// card's bottom edge, over the face and its states, legible on any face.
struct KeyLabelPainter {
    let palette: Palette
    let rect: CardRect

    /// Paints `label` at the desktop's text scale `textScale`.
    func paint(_ label: String, textScale: Double, on cr: OpaquePointer) {
        let scale = textScale.isFinite && textScale > 0 ? textScale : 1
        let size = KeyLabelMetrics.fontSize * rect.shortSide * scale
        let text = TextPainter.shared
        let ink = text.ink(of: label, font: KeyLabelMetrics.font)
        let padding = KeyLabelMetrics.padding * size
        let width = ink.width * size + 2 * padding, height = ink.height * size + 2 * padding
        let tab = CardRect(
            x: rect.x + (rect.width - width) / 2, y: rect.y + rect.height - KeyLabelMetrics.inset * rect.shortSide - height,
            width: width, height: height)
        cairo_save(cr)
        CardShape.roundedRect(tab, radius: KeyLabelMetrics.cornerRadius * height, on: cr)
        palette.cardFace.set(on: cr)
        cairo_fill_preserve(cr)
        palette.border.set(on: cr)
        cairo_set_line_width(cr, max(1, KeyLabelMetrics.borderWidth * size))
        cairo_stroke(cr)
        palette.border.set(on: cr)
        text.show(label, font: KeyLabelMetrics.font, size: size, centreX: tab.x + width / 2, inkTop: tab.y + padding, on: cr)
        cairo_restore(cr)
    }
}

/// Proportions of the key tab drawn on a card when keys are shown.
enum KeyLabelMetrics {
    /// The font of the key.
    static let font = "Sans Bold"
    /// The key's font size, as a fraction of the card's shorter side, before text scaling.
    static let fontSize = 0.11
    /// Space around the key's ink inside its tab, as a fraction of the font size.
    static let padding = 0.3
    /// Distance of the tab from the card's bottom edge, as a fraction of the shorter side.
    static let inset = 0.04
    /// The tab's corner radius, as a fraction of its height.
    static let cornerRadius = 0.3
    /// The tab's outline, as a fraction of the font size.
    static let borderWidth = 0.06
}
