import CCairo
import GameModel

/// Outlines of the three Set symbols, centred on the origin with their length
/// along the y axis.
enum SetSymbolPath {
    /// The symbol's width for a Set unit of 1.
    static func width(_ shape: SetShape) -> Double {
        switch shape {
        case .oval: SetSymbolMetrics.ovalWidth
        case .diamond: SetSymbolMetrics.diamondWidth
        case .squiggle: SetSymbolMetrics.squiggleWidth
        }
    }

    /// Adds `shape`, `width` x `length`, centred on the origin.
    static func add(_ shape: SetShape, width w: Double, length l: Double, on cr: OpaquePointer) {
        let hw = w / 2, hl = l / 2
        cairo_new_sub_path(cr)
        switch shape {
        case .oval:
            cairo_arc(cr, 0, -hl + hw, hw, .pi, 0)
            cairo_arc(cr, 0, hl - hw, hw, 0, .pi)
            cairo_close_path(cr)
        case .diamond:
            cairo_move_to(cr, 0, -hl)
            cairo_line_to(cr, hw, 0)
            cairo_line_to(cr, 0, hl)
            cairo_line_to(cr, -hw, 0)
            cairo_close_path(cr)
        case .squiggle:
            squiggle(hw, hl, cr)
        }
    }

    /// The classic squiggle: a wavy bar whose ends curl in opposite directions.
    /// Designed lengthwise in a box spanning x 5…105.77 and y 9.93…59.3 (its
    /// exact Bézier bounds), then normalised to the symbol's size and turned so
    /// that its length runs along y.
    private static func squiggle(_ hw: Double, _ hl: Double, _ cr: OpaquePointer) {
        let centre = (x: 55.383, y: 34.615), half = (x: 50.391, y: 24.686)
        func point(_ x: Double, _ y: Double) -> (Double, Double) {
            ((y - centre.y) / half.y * hw, (x - centre.x) / half.x * hl)
        }
        let start = point(104, 15)
        cairo_move_to(cr, start.0, start.1)
        for segment in squiggleDesign {
            let a = point(segment[0], segment[1]), b = point(segment[2], segment[3]), c = point(segment[4], segment[5])
            cairo_curve_to(cr, a.0, a.1, b.0, b.1, c.0, c.1)
        }
        cairo_close_path(cr)
    }

    /// Control points and end point of each cubic segment of the squiggle, in design units.
    private static let squiggleDesign: [[Double]] = [
        [112.4, 36.9, 89.7, 60.8, 63, 54],
        [52.3, 51.3, 42, 42, 27, 53],
        [9.6, 65.6, 5.4, 58.3, 5, 40],
        [4.6, 22, 19.1, 9.7, 36, 12],
        [59.2, 15.2, 61.9, 31.5, 89, 14],
        [95.3, 10, 100.9, 6.9, 104, 15],
    ]
}
