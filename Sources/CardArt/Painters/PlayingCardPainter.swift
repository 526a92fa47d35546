import CCairo
import GameModel

/// Draws the face of a playing card: corner indices, then pips or court art.
struct PlayingCardPainter {
    let palette: Palette

    func paint(_ card: PlayingCard, on cr: OpaquePointer, in rect: CardRect, look: CardLook) {
        let ink = card.suit.isRed ? palette.redSuit : palette.blackSuit
        if card.rank.isCourt {
            CourtArtPainter(palette: palette).paint(card, on: cr, in: rect, faceScale: look.faceScale)
        } else {
            paintPips(card, ink: ink, on: cr, in: rect)
        }
        paintIndices(card, ink: ink, on: cr, in: rect, textScale: look.textScale)
    }

    // MARK: Corner indices

    private func paintIndices(_ card: PlayingCard, ink: RGBA, on cr: OpaquePointer, in rect: CardRect, textScale: Double) {
        ink.set(on: cr)
        let scale = textScale.isFinite && textScale > 0 ? textScale : 1
        let size = IndexMetrics.fontSize * rect.height * scale
        cairo_save(cr)
        cairo_translate(cr, rect.x, rect.y)
        for turn in 0..<2 {
            if turn == 1 {
                // The bottom-right index is the same drawing turned half a circle about the card's centre.
                cairo_translate(cr, rect.width, rect.height)
                cairo_rotate(cr, .pi)
            }
            if card.rank.isCourt {
                // Court art may reach under the index: clear a patch of paper so the index stays legible.
                let box = indexBox(size: size, cardHeight: rect.height).inset(by: -IndexMetrics.knockout * size)
                CardShape.roundedRect(box, radius: IndexMetrics.knockout * size, on: cr)
                palette.cardFace.set(on: cr)
                cairo_fill(cr)
                ink.set(on: cr)
            }
            drawIndex(card, size: size, cardHeight: rect.height, on: cr)
        }
        cairo_restore(cr)
    }

    /// Where the index goes in a card whose origin is (0, 0): the column's box from
    /// the top of the rank to the bottom of the suit.
    private func indexBox(size: Double, cardHeight: Double) -> CardRect {
        let text = TextPainter.shared
        let inset = CardMetrics.cornerRadius * cardHeight * CardMetrics.cornerOffset
        // Every rank shares the column of the widest index, so indices line up across a hand.
        let column = max(text.ink(of: "10", font: IndexMetrics.font).width,
                         IndexMetrics.suitHeight * SuitPath.widthRatio(.clubs)) * size
        let capHeight = text.ink(of: "K", font: IndexMetrics.font).height * size
        let height = capHeight + (IndexMetrics.suitGap + IndexMetrics.suitHeight) * size
        return CardRect(x: inset, y: inset + IndexMetrics.topPadding * size, width: column, height: height)
    }

    /// Draws rank over suit in the top-left corner of a card whose origin is (0, 0).
    private func drawIndex(_ card: PlayingCard, size: Double, cardHeight: Double, on cr: OpaquePointer) {
        let box = indexBox(size: size, cardHeight: cardHeight)
        TextPainter.shared.show(card.rank.localIndex, font: IndexMetrics.font, size: size, centreX: box.midX, inkTop: box.y, on: cr)
        let suitHeight = IndexMetrics.suitHeight * size
        SuitPath.add(card.suit, x: box.midX, y: box.y + box.height - suitHeight / 2, height: suitHeight, on: cr)
        cairo_fill(cr)
    }

    // MARK: Pips

    private func paintPips(_ card: PlayingCard, ink: RGBA, on cr: OpaquePointer, in rect: CardRect) {
        let unit = min(rect.width, rect.height * CardMetrics.playingAspect)
        ink.set(on: cr)
        if card.rank == .ace {
            paintAce(card.suit, unit: unit, on: cr, in: rect)
            return
        }
        let height = PipMetrics.pipHeight * unit
        let step = PipMetrics.outerRow * rect.height / 2
        let dx = PipMetrics.columnOffset * rect.width
        for row in PipMetrics.rows(card.rank.rawValue) {
            let y = rect.midY + row.slot * step
            let xs = row.count == 1 ? [rect.midX] : [rect.midX - dx, rect.midX + dx]
            for x in xs {
                SuitPath.add(card.suit, x: x, y: y, height: height, upsideDown: row.slot > 0, on: cr)
            }
        }
        cairo_fill(cr)
    }

    private func paintAce(_ suit: Suit, unit: Double, on cr: OpaquePointer, in rect: CardRect) {
        let isSpade = suit == .spades
        let height = (isSpade ? PipMetrics.aceOfSpadesHeight : PipMetrics.aceHeight) * unit
        SuitPath.add(suit, x: rect.midX, y: rect.midY, height: height, on: cr)
        cairo_fill(cr)
        guard isSpade else { return }
        // A fine inner outline in the card's colour: the traditional ornate ace of spades.
        palette.cardFace.set(on: cr)
        cairo_set_line_width(cr, PipMetrics.aceOrnamentWidth * height)
        SuitPath.add(suit, x: rect.midX, y: rect.midY - PipMetrics.aceOrnamentRise * height,
                     height: height * PipMetrics.aceOrnamentScale, on: cr)
        cairo_stroke(cr)
    }
}
