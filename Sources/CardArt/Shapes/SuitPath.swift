import CCairo
import GameModel

/// Vector outlines of the four suit symbols, independent of any font.
///
/// Each symbol is designed in a box one unit high centred on the origin
/// (y grows downwards); `widthRatio` gives its width in the same units.
enum SuitPath {
    /// Width over height of each symbol's design box.
    static func widthRatio(_ suit: Suit) -> Double {
        switch suit {
        case .spades: 0.86
        case .hearts: 0.94
        case .diamonds: 0.76
        case .clubs: 0.96
        }
    }

    /// Adds the symbol, `height` high, centred on (`x`, `y`), optionally turned upside down.
    static func add(_ suit: Suit, x: Double, y: Double, height: Double, upsideDown: Bool = false, on cr: OpaquePointer) {
        cairo_save(cr)
        cairo_translate(cr, x, y)
        cairo_scale(cr, height, height)
        if upsideDown { cairo_rotate(cr, .pi) }
        switch suit {
        case .spades: spade(cr)
        case .hearts: heart(cr)
        case .diamonds: diamond(cr)
        case .clubs: club(cr)
        }
        cairo_restore(cr)
    }

    private static func heart(_ cr: OpaquePointer) {
        cairo_move_to(cr, 0, 0.5)
        cairo_curve_to(cr, -0.08, 0.36, -0.47, 0.12, -0.47, -0.18)
        cairo_curve_to(cr, -0.47, -0.38, -0.34, -0.5, -0.22, -0.5)
        cairo_curve_to(cr, -0.1, -0.5, -0.02, -0.42, 0, -0.3)
        cairo_curve_to(cr, 0.02, -0.42, 0.1, -0.5, 0.22, -0.5)
        cairo_curve_to(cr, 0.34, -0.5, 0.47, -0.38, 0.47, -0.18)
        cairo_curve_to(cr, 0.47, 0.12, 0.08, 0.36, 0, 0.5)
        cairo_close_path(cr)
    }

    private static func diamond(_ cr: OpaquePointer) {
        // Slightly concave sides, as on printed cards.
        cairo_move_to(cr, 0, -0.5)
        cairo_curve_to(cr, 0.1, -0.33, 0.24, -0.14, 0.38, 0)
        cairo_curve_to(cr, 0.24, 0.14, 0.1, 0.33, 0, 0.5)
        cairo_curve_to(cr, -0.1, 0.33, -0.24, 0.14, -0.38, 0)
        cairo_curve_to(cr, -0.24, -0.14, -0.1, -0.33, 0, -0.5)
        cairo_close_path(cr)
    }

    private static func spade(_ cr: OpaquePointer) {
        cairo_move_to(cr, 0, -0.5)
        cairo_curve_to(cr, 0.08, -0.34, 0.43, -0.14, 0.43, 0.1)
        cairo_curve_to(cr, 0.43, 0.26, 0.32, 0.34, 0.21, 0.34)
        cairo_curve_to(cr, 0.12, 0.34, 0.06, 0.3, 0.03, 0.25)
        cairo_curve_to(cr, 0.04, 0.36, 0.1, 0.44, 0.19, 0.5)
        cairo_line_to(cr, -0.19, 0.5)
        cairo_curve_to(cr, -0.1, 0.44, -0.04, 0.36, -0.03, 0.25)
        cairo_curve_to(cr, -0.06, 0.3, -0.12, 0.34, -0.21, 0.34)
        cairo_curve_to(cr, -0.32, 0.34, -0.43, 0.26, -0.43, 0.1)
        cairo_curve_to(cr, -0.43, -0.14, -0.08, -0.34, 0, -0.5)
        cairo_close_path(cr)
    }

    private static func club(_ cr: OpaquePointer) {
        let r = 0.225
        // Three leaves drawn in the same direction so the non-zero rule unites them.
        for (cx, cy) in [(0.0, -0.27), (-0.255, 0.07), (0.255, 0.07)] {
            cairo_new_sub_path(cr)
            cairo_arc(cr, cx, cy, r, 0, 2 * .pi)
        }
        cairo_new_sub_path(cr)
        cairo_move_to(cr, 0, -0.2)
        cairo_line_to(cr, 0.12, 0.08)
        cairo_line_to(cr, 0, 0.2)
        cairo_line_to(cr, -0.12, 0.08)
        cairo_close_path(cr)
        cairo_move_to(cr, 0.03, 0.05)
        cairo_curve_to(cr, 0.04, 0.3, 0.1, 0.43, 0.2, 0.5)
        cairo_line_to(cr, -0.2, 0.5)
        cairo_curve_to(cr, -0.1, 0.43, -0.04, 0.3, -0.03, 0.05)
        cairo_close_path(cr)
    }
}
