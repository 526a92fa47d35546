import CCairo
import Glibc
import GameModel

/// One half-figure of court art, drawn in the design box of `CourtMetrics`
/// (x from 0 to 100, y from 0 down to 70, the frame's centre line at y = 70).
///
/// Coordinates below are design units: the figure is a drawing, so its points
/// are data rather than tunable ratios. Shared landmarks are named.
struct CourtFigure {
    struct Colors: Hashable {
        /// The suit colour: robe, cap and big letter.
        var robe: RGBA
        /// A second robe colour (blue on red suits, red on black suits).
        var second: RGBA
        var gold: RGBA
        var skin: RGBA
        var ink: RGBA
        var paper: RGBA
    }

    let rank: Rank
    let suit: Suit
    let colors: Colors

    /// Horizontal centre of the figure, right of the big letter's column.
    private let cx = 56.0
    /// Centre of the head.
    private let headY = 29.0

    /// Draws the figure, then the big letter and pip over it.
    func draw(on cr: OpaquePointer) {
        drawFigure(on: cr)
        drawLetter(on: cr)
    }

    /// Draws the figure alone: the same for both suits of one colour.
    ///
    /// With Cairo's fast antialiasing (4x4 samples a pixel instead of 15 rows):
    /// its scan converter's cost grows with sample rows times edges, which
    /// for some 60 small outlined shapes is most of a court card's first
    /// drawing; at court-art sizes the outlines look the same (under 0.4 % of
    /// pixels change by more than a quarter, at 125x175).
    func drawFigure(on cr: OpaquePointer) {
        cairo_save(cr)
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_FAST)
        cairo_set_line_width(cr, CourtMetrics.outline)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        switch rank {
        case .king: king(cr)
        case .queen: queen(cr)
        default: jack(cr)
        }
        cairo_restore(cr)
    }

    /// Draws the big rank letter and a suit pip in the frame's upper-left corner.
    func drawLetter(on cr: OpaquePointer) {
        colors.robe.set(on: cr)
        let box = TextPainter.shared.show(
            rank.localIndex, font: CourtMetrics.letterFont, size: CourtMetrics.letterSize,
            centreX: CourtMetrics.letterColumn, inkTop: CourtMetrics.letterTop, on: cr)
        let pip = CourtMetrics.letterPipHeight
        SuitPath.add(suit, x: CourtMetrics.letterColumn, y: box.y + box.height + CourtMetrics.letterPipGap + pip / 2,
                     height: pip, on: cr)
        cairo_fill(cr)
    }

    // MARK: Figures

    private func king(_ cr: OpaquePointer) {
        robe(cr)
        // Inner tunic with a gold stripe.
        shape(cr, colors.second) {
            cairo_move_to(cr, cx - 7, 44); cairo_line_to(cr, cx - 16, 70)
            cairo_line_to(cr, cx + 16, 70); cairo_line_to(cr, cx + 7, 44); cairo_close_path(cr)
        }
        band(cr, colors.gold, width: 3) { cairo_move_to(cr, cx, 46); cairo_line_to(cr, cx, 71) }
        sceptre(cr)
        // Ermine collar: a white band with black tails.
        let collar = Curve(cx - 31, 56, cx - 20, 43, cx + 20, 43, cx + 31, 56)
        band(cr, colors.paper, width: 6) { collar.add(cr) }
        colors.ink.set(on: cr)
        for step in 1..<8 {
            let p = collar.point(Double(step) / 8)
            cairo_new_sub_path(cr)
            cairo_arc(cr, p.x, p.y + 0.5, 0.8, 0, 2 * .pi)
        }
        cairo_fill(cr)
        hair(cr, colors.gold, bottom: 43)
        neck(cr)
        head(cr)
        // Beard, open around the mouth, and moustache.
        shape(cr, colors.gold) {
            cairo_move_to(cr, cx - 9.4, 28)
            cairo_curve_to(cr, cx - 9.5, 38, cx - 6, 45, cx, 48.5)
            cairo_curve_to(cr, cx + 6, 45, cx + 9.5, 38, cx + 9.4, 28)
            cairo_curve_to(cr, cx + 7, 33, cx + 6, 37.5, cx, 37.5)
            cairo_curve_to(cr, cx - 6, 37.5, cx - 7, 33, cx - 9.4, 28)
            cairo_close_path(cr)
        }
        face(cr, smile: false)
        shape(cr, colors.gold) {
            cairo_move_to(cr, cx, 33.6)
            cairo_curve_to(cr, cx - 3, 32.6, cx - 6.5, 33.5, cx - 7.5, 36)
            cairo_curve_to(cr, cx - 5, 35, cx - 2, 35.5, cx, 35.2)
            cairo_curve_to(cr, cx + 2, 35.5, cx + 5, 35, cx + 7.5, 36)
            cairo_curve_to(cr, cx + 6.5, 33.5, cx + 3, 32.6, cx, 33.6)
            cairo_close_path(cr)
        }
        // Crown: five points on a jewelled band.
        shape(cr, colors.gold) {
            cairo_move_to(cr, cx - 10.5, 19.5); cairo_line_to(cr, cx - 11.5, 5)
            cairo_line_to(cr, cx - 7, 11); cairo_line_to(cr, cx - 5, 4)
            cairo_line_to(cr, cx - 2.5, 10.5); cairo_line_to(cr, cx, 1.5)
            cairo_line_to(cr, cx + 2.5, 10.5); cairo_line_to(cr, cx + 5, 4)
            cairo_line_to(cr, cx + 7, 11); cairo_line_to(cr, cx + 11.5, 5)
            cairo_line_to(cr, cx + 10.5, 19.5); cairo_close_path(cr)
        }
        band(cr, colors.gold, width: 3.2) { cairo_move_to(cr, cx - 10.5, 16.5); cairo_line_to(cr, cx + 10.5, 16.5) }
        dots(cr, colors.second, radius: 1.1, [(cx - 6, 16.5), (cx, 16.5), (cx + 6, 16.5)])
        dots(cr, colors.gold, radius: 1.1, [(cx - 11.5, 5), (cx - 5, 4), (cx, 1.5), (cx + 5, 4), (cx + 11.5, 5)])
    }

    private func queen(_ cr: OpaquePointer) {
        robe(cr)
        // Bodice in the second colour, edged with gold.
        shape(cr, colors.second) {
            cairo_move_to(cr, cx - 11, 50); cairo_line_to(cr, cx - 19, 71)
            cairo_line_to(cr, cx + 19, 71); cairo_line_to(cr, cx + 11, 50); cairo_close_path(cr)
        }
        for side in [-1.0, 1.0] {
            band(cr, colors.gold, width: 2) { cairo_move_to(cr, cx + side * 11, 50); cairo_line_to(cr, cx + side * 19, 71) }
        }
        dots(cr, colors.gold, radius: 1.2, [(cx, 59), (cx, 66)])
        // Long hair falling over the shoulders.
        shape(cr, colors.gold) {
            cairo_move_to(cr, cx - 9, 15)
            cairo_curve_to(cr, cx - 18, 22, cx - 15, 40, cx - 21, 54)
            cairo_curve_to(cr, cx - 14, 56, cx - 9, 51, cx - 7, 45)
            cairo_line_to(cr, cx + 7, 45)
            cairo_curve_to(cr, cx + 9, 51, cx + 14, 56, cx + 21, 54)
            cairo_curve_to(cr, cx + 15, 40, cx + 18, 22, cx + 9, 15)
            cairo_close_path(cr)
        }
        // Bare neckline edged with gold lace and a pearl necklace.
        shape(cr, colors.skin) {
            cairo_move_to(cr, cx - 6, 40); cairo_line_to(cr, cx - 12.5, 46.5)
            cairo_curve_to(cr, cx - 7, 55, cx + 7, 55, cx + 12.5, 46.5)
            cairo_line_to(cr, cx + 6, 40); cairo_close_path(cr)
        }
        band(cr, colors.gold, width: 2.6) {
            cairo_move_to(cr, cx - 13, 46.5); cairo_curve_to(cr, cx - 7, 55.6, cx + 7, 55.6, cx + 13, 46.5)
        }
        let necklace = Curve(cx - 6, 44.5, cx - 3, 49, cx + 3, 49, cx + 6, 44.5)
        dots(cr, colors.paper, radius: 0.9, (1..<8).map { necklace.point(Double($0) / 8) }.map { ($0.x, $0.y) })
        flower(cr)
        head(cr, width: 8.8)
        face(cr, smile: true, lashes: true)
        // Fringe.
        shape(cr, colors.gold) {
            cairo_move_to(cr, cx - 8.8, 26)
            cairo_curve_to(cr, cx - 9, 18, cx - 3, 16.5, cx, 19.5)
            cairo_curve_to(cr, cx + 3, 16.5, cx + 9, 18, cx + 8.8, 26)
            cairo_curve_to(cr, cx + 7, 21, cx + 4, 20.5, cx, 22)
            cairo_curve_to(cr, cx - 4, 20.5, cx - 7, 21, cx - 8.8, 26)
            cairo_close_path(cr)
        }
        // Tiara: three arches with a jewel.
        shape(cr, colors.gold) {
            cairo_move_to(cr, cx - 9.5, 19)
            cairo_curve_to(cr, cx - 9.5, 15, cx - 8, 12, cx - 6, 11)
            cairo_curve_to(cr, cx - 4.5, 12.5, cx - 3.5, 13, cx - 2.4, 12)
            cairo_line_to(cr, cx, 6)
            cairo_line_to(cr, cx + 2.4, 12)
            cairo_curve_to(cr, cx + 3.5, 13, cx + 4.5, 12.5, cx + 6, 11)
            cairo_curve_to(cr, cx + 8, 12, cx + 9.5, 15, cx + 9.5, 19)
            cairo_curve_to(cr, cx + 6, 16.5, cx - 6, 16.5, cx - 9.5, 19)
            cairo_close_path(cr)
        }
        dots(cr, colors.second, radius: 1.7, [(cx, 13.2)])
        dots(cr, colors.paper, radius: 0.9, [(cx - 6, 10.6), (cx, 5.6), (cx + 6, 10.6)])
        // Earrings.
        dots(cr, colors.gold, radius: 1.1, [(cx - 9.2, 34), (cx + 9.2, 34)])
    }

    private func jack(_ cr: OpaquePointer) {
        robe(cr)
        // Doublet panels and gold buttons.
        for side in [-1.0, 1.0] {
            shape(cr, colors.second) {
                cairo_move_to(cr, cx + side * 7, 44); cairo_line_to(cr, cx + side * 21, 70)
                cairo_line_to(cr, cx + side * 11, 70); cairo_line_to(cr, cx + side * 3, 46)
                cairo_close_path(cr)
            }
        }
        halberd(cr)
        dots(cr, colors.gold, radius: 1.3, [(cx, 52), (cx, 58), (cx, 64), (cx, 70)])
        hair(cr, colors.gold.mixed(with: colors.ink, 0.45), bottom: 41)
        neck(cr)
        // Ruff collar.
        band(cr, colors.paper, width: 4.5) {
            cairo_move_to(cr, cx - 11, 45.5); cairo_curve_to(cr, cx - 5, 50, cx + 5, 50, cx + 11, 45.5)
        }
        head(cr, width: 9)
        face(cr, smile: true)
        // Feather, then the beret with its gold band.
        shape(cr, colors.second) {
            cairo_move_to(cr, cx + 5, 12)
            cairo_curve_to(cr, cx + 12, 2, cx + 22, -1, cx + 31, 1)
            cairo_curve_to(cr, cx + 25, 3, cx + 17, 8, cx + 9, 16)
            cairo_close_path(cr)
        }
        colors.ink.set(on: cr)
        cairo_move_to(cr, cx + 7, 14); cairo_curve_to(cr, cx + 13, 6, cx + 21, 2.5, cx + 29, 1.5)
        cairo_stroke(cr)
        shape(cr, colors.robe) {
            cairo_move_to(cr, cx - 13, 20)
            cairo_curve_to(cr, cx - 15, 10, cx - 4, 5.5, cx + 5, 6.5)
            cairo_curve_to(cr, cx + 14, 7.5, cx + 15.5, 14, cx + 12, 20)
            cairo_curve_to(cr, cx + 4, 17.5, cx - 5, 17.5, cx - 13, 20)
            cairo_close_path(cr)
        }
        band(cr, colors.gold, width: 2.6) {
            cairo_move_to(cr, cx - 12, 19.5); cairo_curve_to(cr, cx - 4, 16.8, cx + 4, 16.8, cx + 11.5, 19.5)
        }
    }

    // MARK: Parts

    private func robe(_ cr: OpaquePointer) {
        shape(cr, colors.robe) {
            cairo_move_to(cr, cx - 38, 71)
            cairo_curve_to(cr, cx - 38, 58, cx - 30, 50, cx - 18, 47)
            cairo_line_to(cr, cx - 7, 44)
            cairo_line_to(cr, cx + 7, 44)
            cairo_line_to(cr, cx + 18, 47)
            cairo_curve_to(cr, cx + 30, 50, cx + 38, 58, cx + 38, 71)
            cairo_close_path(cr)
        }
    }

    private func hair(_ cr: OpaquePointer, _ color: RGBA, bottom: Double) {
        shape(cr, color) {
            cairo_move_to(cr, cx - 11, 20)
            cairo_curve_to(cr, cx - 14, 30, cx - 13.5, 38, cx - 9, bottom)
            cairo_line_to(cr, cx + 9, bottom)
            cairo_curve_to(cr, cx + 13.5, 38, cx + 14, 30, cx + 11, 20)
            cairo_close_path(cr)
        }
    }

    private func neck(_ cr: OpaquePointer) {
        shape(cr, colors.skin) { cairo_rectangle(cr, cx - 4.5, headY + 8, 9, 8) }
    }

    private func head(_ cr: OpaquePointer, width: Double = 9.5) {
        shape(cr, colors.skin) {
            cairo_save(cr)
            cairo_translate(cr, cx, headY)
            cairo_scale(cr, width, 11.5)
            cairo_arc(cr, 0, 0, 1, 0, 2 * .pi)
            cairo_restore(cr)
        }
    }

    private func face(_ cr: OpaquePointer, smile: Bool, lashes: Bool = false) {
        for side in [-1.0, 1.0] {
            let eyeX = cx + side * 3.7
            shape(cr, colors.paper) {
                cairo_move_to(cr, eyeX - 1.9, 27.6)
                cairo_curve_to(cr, eyeX - 1, 26.4, eyeX + 1, 26.4, eyeX + 1.9, 27.6)
                cairo_curve_to(cr, eyeX + 1, 28.6, eyeX - 1, 28.6, eyeX - 1.9, 27.6)
                cairo_close_path(cr)
            }
            dots(cr, colors.ink, radius: 0.65, [(eyeX + side * 0.2, 27.6)], outlined: false)
            colors.ink.set(on: cr)
            cairo_move_to(cr, eyeX - 2.2, 25.3)
            cairo_curve_to(cr, eyeX - 1, 24.2, eyeX + 1, 24.2, eyeX + 2.2, 25.1)
            if lashes {
                cairo_move_to(cr, eyeX + side * 1.9, 27.6)
                cairo_line_to(cr, eyeX + side * 2.7, 26.8)
            }
            cairo_stroke(cr)
        }
        // Nose: the line of the nostrils only.
        colors.ink.set(on: cr)
        cairo_move_to(cr, cx - 1.6, 31.2)
        cairo_curve_to(cr, cx - 1.2, 32.7, cx + 1.2, 32.7, cx + 1.6, 31.2)
        cairo_stroke(cr)
        if smile {
            shape(cr, colors.robe.mixed(with: colors.second, suit.isRed ? 0 : 1)) {
                cairo_move_to(cr, cx - 2.4, 35.2)
                cairo_curve_to(cr, cx - 1, 36.8, cx + 1, 36.8, cx + 2.4, 35.2)
                cairo_curve_to(cr, cx + 1, 35.6, cx - 1, 35.6, cx - 2.4, 35.2)
                cairo_close_path(cr)
            }
        }
    }

    private func sceptre(_ cr: OpaquePointer) {
        let x = cx + 31
        band(cr, colors.gold, width: 2.2) { cairo_move_to(cr, x, 71); cairo_line_to(cr, x, 22) }
        shape(cr, colors.gold) { cairo_arc(cr, x, 18.5, 3.8, 0, 2 * .pi) }
        band(cr, colors.gold, width: 1.4) {
            cairo_move_to(cr, x, 14.7); cairo_line_to(cr, x, 8)
            cairo_move_to(cr, x - 2.6, 10.8); cairo_line_to(cr, x + 2.6, 10.8)
        }
        hand(cr, x: x, y: 56)
    }

    private func halberd(_ cr: OpaquePointer) {
        let x = cx + 31
        band(cr, colors.gold.mixed(with: colors.ink, 0.35), width: 2) { cairo_move_to(cr, x, 71); cairo_line_to(cr, x, 14) }
        shape(cr, colors.paper.mixed(with: colors.ink, 0.2)) {
            cairo_move_to(cr, x, 2); cairo_line_to(cr, x + 3.4, 11)
            cairo_line_to(cr, x, 16); cairo_line_to(cr, x - 3.4, 11); cairo_close_path(cr)
        }
        shape(cr, colors.paper.mixed(with: colors.ink, 0.2)) {
            cairo_move_to(cr, x + 1, 17); cairo_curve_to(cr, x + 8, 15, x + 9, 22, x + 8, 26)
            cairo_curve_to(cr, x + 6, 23, x + 3, 22, x + 1, 23); cairo_close_path(cr)
        }
        hand(cr, x: x, y: 56)
    }

    private func flower(_ cr: OpaquePointer) {
        let x = cx + 30
        let y = 24.0
        colors.ink.set(on: cr)
        cairo_set_line_width(cr, 1.3)
        cairo_move_to(cr, x, y); cairo_curve_to(cr, x - 2, 40, x + 2, 52, x - 1, 71)
        cairo_stroke(cr)
        cairo_set_line_width(cr, CourtMetrics.outline)
        for side in [-1.0, 1.0] {
            shape(cr, colors.gold.mixed(with: colors.ink, 0.3)) {
                cairo_move_to(cr, x, 40); cairo_curve_to(cr, x + side * 3, 35, x + side * 7, 36, x + side * 8, 38)
                cairo_curve_to(cr, x + side * 6, 41, x + side * 3, 42, x, 40); cairo_close_path(cr)
            }
        }
        for petal in 0..<5 {
            let angle = Double(petal) * 2 * .pi / 5 - .pi / 2
            shape(cr, colors.second) { cairo_arc(cr, x + 3.6 * cos(angle), y + 3.6 * sin(angle), 3.2, 0, 2 * .pi) }
        }
        shape(cr, colors.gold) { cairo_arc(cr, x, y, 2.2, 0, 2 * .pi) }
        hand(cr, x: x, y: 52)
    }

    private func hand(_ cr: OpaquePointer, x: Double, y: Double) {
        shape(cr, colors.skin) {
            cairo_save(cr)
            cairo_translate(cr, x, y)
            cairo_scale(cr, 3.4, 2.8)
            cairo_arc(cr, 0, 0, 1, 0, 2 * .pi)
            cairo_restore(cr)
        }
    }

    // MARK: Drawing helpers

    /// Fills the path `build` adds with `fill`, then outlines it in ink.
    private func shape(_ cr: OpaquePointer, _ fill: RGBA, _ build: () -> Void) {
        cairo_new_path(cr)
        build()
        fill.set(on: cr)
        cairo_fill_preserve(cr)
        colors.ink.set(on: cr)
        cairo_stroke(cr)
    }

    /// Strokes the path `build` adds as an outlined band `width` wide.
    private func band(_ cr: OpaquePointer, _ fill: RGBA, width: Double, _ build: () -> Void) {
        cairo_new_path(cr)
        build()
        colors.ink.set(on: cr)
        cairo_set_line_width(cr, width + 2 * CourtMetrics.outline)
        cairo_stroke_preserve(cr)
        fill.set(on: cr)
        cairo_set_line_width(cr, width)
        cairo_stroke(cr)
        cairo_set_line_width(cr, CourtMetrics.outline)
    }

    private func dots(_ cr: OpaquePointer, _ fill: RGBA, radius: Double, _ centres: [(Double, Double)], outlined: Bool = true) {
        cairo_new_path(cr)
        for (x, y) in centres {
            cairo_new_sub_path(cr)
            cairo_arc(cr, x, y, radius, 0, 2 * .pi)
        }
        fill.set(on: cr)
        guard outlined else { return cairo_fill(cr) }
        cairo_fill_preserve(cr)
        colors.ink.set(on: cr)
        cairo_stroke(cr)
    }
}

/// A cubic Bézier segment, for placing ornaments along a curve.
private struct Curve {
    let p: [(x: Double, y: Double)]

    init(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x3: Double, _ y3: Double) {
        p = [(x0, y0), (x1, y1), (x2, y2), (x3, y3)]
    }

    func add(_ cr: OpaquePointer) {
        cairo_move_to(cr, p[0].x, p[0].y)
        cairo_curve_to(cr, p[1].x, p[1].y, p[2].x, p[2].y, p[3].x, p[3].y)
    }

    func point(_ t: Double) -> (x: Double, y: Double) {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return (a * p[0].x + b * p[1].x + c * p[2].x + d * p[3].x,
                a * p[0].y + b * p[1].y + c * p[2].y + d * p[3].y)
    }
}
