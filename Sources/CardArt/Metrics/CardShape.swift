import CCairo

/// Paths shared by the painters.
enum CardShape {
    /// Adds a rounded rectangle to the current path.
    static func roundedRect(_ r: CardRect, radius: Double, on cr: OpaquePointer) {
        let radius = max(0, min(radius, r.width / 2, r.height / 2))
        cairo_new_sub_path(cr)
        cairo_arc(cr, r.x + r.width - radius, r.y + radius, radius, -.pi / 2, 0)
        cairo_arc(cr, r.x + r.width - radius, r.y + r.height - radius, radius, 0, .pi / 2)
        cairo_arc(cr, r.x + radius, r.y + r.height - radius, radius, .pi / 2, .pi)
        cairo_arc(cr, r.x + radius, r.y + radius, radius, .pi, 3 * .pi / 2)
        cairo_close_path(cr)
    }

    /// Fills what lies within `bounds` but outside the rounded rectangle `r` with
    /// `colour`: gives the corners of art drawn as a rectangle back to the paper,
    /// where a rounded clip would make Cairo mask every fill under it.
    static func fill(outside r: CardRect, radius: Double, within bounds: CardRect, with colour: RGBA, on cr: OpaquePointer) {
        cairo_rectangle(cr, bounds.x, bounds.y, bounds.width, bounds.height)
        roundedRect(r, radius: radius, on: cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        colour.set(on: cr)
        cairo_fill(cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
    }

    /// The card's corner radius for `rect`.
    static func cornerRadius(of rect: CardRect) -> Double {
        CardMetrics.cornerRadius * rect.height
    }

    /// Adds the card's rounded outline, inset by `inset`.
    static func outline(_ rect: CardRect, inset: Double, on cr: OpaquePointer) {
        let inner = rect.inset(by: inset)
        roundedRect(inner, radius: max(0, cornerRadius(of: rect) - inset), on: cr)
    }
}

extension CardRect {
    /// The rectangle shrunk by `amount` on every side.
    func inset(by amount: Double) -> CardRect {
        CardRect(x: x + amount, y: y + amount, width: max(0, width - 2 * amount), height: max(0, height - 2 * amount))
    }

    /// The rectangle scaled by `factor` about its centre.
    func scaled(by factor: Double) -> CardRect {
        CardRect(x: midX - width * factor / 2, y: midY - height * factor / 2, width: width * factor, height: height * factor)
    }

    var midX: Double { x + width / 2 }
    var midY: Double { y + height / 2 }
    var shortSide: Double { min(width, height) }
}
