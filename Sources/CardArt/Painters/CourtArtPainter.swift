import CCairo
import GameModel

/// Draws the vector court art of a jack, queen or king inside its frame:
/// the card scaled by the face-card scale about its centre.
struct CourtArtPainter {
    let palette: Palette

    func paint(_ card: PlayingCard, on cr: OpaquePointer, in rect: CardRect, faceScale: Double) {
        let frame = rect.scaled(by: FaceCardScale(faceScale).value)
        let short = frame.shortSide
        let ink = card.suit.isRed ? palette.redSuit : palette.blackSuit
        let grid = DeviceGrid(cr)
        let radius = CourtMetrics.frameRadius * short

        CardShape.roundedRect(frame, radius: radius, on: cr)
        palette.courtField.set(on: cr)
        cairo_fill(cr)

        let colors = CourtFigure.Colors(
            robe: ink, second: card.suit.isRed ? palette.courtAccent : palette.redSuit,
            gold: palette.courtGold, skin: palette.courtSkin, ink: palette.courtInk, paper: palette.courtField)
        let figure = CourtFigure(rank: card.rank, suit: card.suit, colors: colors)
        let scale = min(frame.width / CourtMetrics.designWidth, frame.height / 2 / CourtMetrics.designHeight)
        let drawn = DeviceGrid.drawsUpright(cr)
            && CourtFigureImage(figure: figure, grid: grid).paint(in: frame, designScale: scale, on: cr)
        if !drawn {
            // Not an upright image target (SVG, PDF, turned): draw the vectors twice, each clipped to its half.
            let half = grid.aligned(CardRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height / 2))
            for turn in 0..<2 {
                cairo_save(cr)
                cairo_translate(cr, frame.midX, frame.midY)
                if turn == 1 { cairo_rotate(cr, .pi) }
                cairo_rectangle(cr, half.x - frame.midX, half.y - frame.midY, half.width, half.height)
                cairo_clip(cr)
                cairo_scale(cr, scale, scale)
                cairo_translate(cr, -CourtMetrics.designWidth / 2, -CourtMetrics.designHeight)
                figure.draw(on: cr)
                cairo_restore(cr)
            }
        }
        // Only rectangular clips above (a rounded clip makes Cairo mask every
        // fill, several times slower); give the frame's corners back to the paper.
        CardShape.fill(outside: frame, radius: radius, within: frame, with: palette.cardFace, on: cr)

        // Centre line and frame, on top of both halves.
        let line = grid.lineWidth(CourtMetrics.frameLine * short)
        ink.set(on: cr)
        cairo_set_line_width(cr, line)
        cairo_move_to(cr, frame.x, frame.midY)
        cairo_line_to(cr, frame.x + frame.width, frame.midY)
        cairo_stroke(cr)
        CardShape.roundedRect(grid.strokeRect(frame, lineWidth: line), radius: radius, on: cr)
        cairo_stroke(cr)
        let inset = CourtMetrics.frameInset * short
        palette.courtGold.set(on: cr)
        CardShape.roundedRect(frame.inset(by: inset), radius: max(0, radius - inset), on: cr)
        cairo_stroke(cr)
    }
}
