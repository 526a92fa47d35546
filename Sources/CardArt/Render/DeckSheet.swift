import CCairo
import GameModel

/// A whole deck laid out on a table, for the README, printing and reviewing the art.
public struct DeckSheet: Sendable {
    /// Which deck a sheet shows.
    public enum Deck: String, CaseIterable, Sendable {
        /// 52 playing cards, a suit per row, and the back.
        case matchismo
        /// The 81 Set cards in a 9 x 9 grid.
        case set
    }

    public let deck: Deck
    public let cardWidth: Double
    public let cardHeight: Double
    public var palette: Palette

    /// The default card size of each deck's sheet (keeps sheets under 1600 pixels wide).
    public static func defaultCardSize(_ deck: Deck) -> (width: Double, height: Double) {
        switch deck {
        case .matchismo: (100, 100 / CardMetrics.playingAspect)
        case .set: (150, 150 / CardMetrics.setAspect)
        }
    }

    public init(_ deck: Deck, cardWidth: Double? = nil, cardHeight: Double? = nil, palette: Palette = .standard) {
        let size = Self.defaultCardSize(deck)
        self.deck = deck
        self.cardWidth = cardWidth ?? size.width
        self.cardHeight = cardHeight ?? size.height
        self.palette = palette
    }

    private var gap: Double { SheetMetrics.gap * min(cardWidth, cardHeight) }
    private var margin: Double { SheetMetrics.margin * min(cardWidth, cardHeight) }
    private var groupGap: Double { SheetMetrics.groupGap * min(cardWidth, cardHeight) }

    /// Every card and where it goes.
    public var placements: [(face: CardFace, rect: CardRect)] {
        switch deck {
        case .matchismo:
            var result: [(CardFace, CardRect)] = []
            for (row, suit) in Suit.allCases.enumerated() {
                for (column, rank) in Rank.allCases.enumerated() {
                    result.append((.playing(PlayingCard(rank, of: suit)), cell(column: column, row: row)))
                }
            }
            // The back sits apart, right of the four suits, centred vertically.
            let x = margin + 13 * (cardWidth + gap) - gap + groupGap
            let y = margin + (4 * cardHeight + 3 * gap - cardHeight) / 2
            result.append((.back, CardRect(x: x, y: y, width: cardWidth, height: cardHeight)))
            return result
        case .set:
            // Rows: shading and colour; columns: number and shape; gutters between groups of three.
            return SetCard.fullDeck.map { card in
                let row = card.shading.ordinal * 3 + card.color.ordinal
                let column = card.number.ordinal * 3 + card.shape.ordinal
                return (.set(card), cell(column: column, row: row, grouped: true))
            }
        }
    }

    /// The sheet's size in user units.
    public var size: (width: Double, height: Double) {
        switch deck {
        case .matchismo:
            (2 * margin + 14 * cardWidth + 12 * gap + groupGap, 2 * margin + 4 * cardHeight + 3 * gap)
        case .set:
            (2 * margin + 9 * cardWidth + 6 * gap + 2 * groupGap, 2 * margin + 9 * cardHeight + 6 * gap + 2 * groupGap)
        }
    }

    /// Draws the table and every card, with the sheet's origin at (0, 0).
    public func paint(on cr: OpaquePointer) {
        cairo_save(cr)
        let (width, height) = size
        // Felt: the table colour, lighter in the middle.
        let felt = cairo_pattern_create_radial(width / 2, height / 2, 0, width / 2, height / 2, max(width, height) * SheetMetrics.feltRadius)!
        let centre = palette.table.mixed(with: RGBA(1, 1, 1), SheetMetrics.feltHighlight)
        cairo_pattern_add_color_stop_rgb(felt, 0, centre.red, centre.green, centre.blue)
        cairo_pattern_add_color_stop_rgb(felt, 1, palette.table.red, palette.table.green, palette.table.blue)
        cairo_set_source(cr, felt)
        cairo_paint(cr)
        cairo_pattern_destroy(felt)
        let painter = CardPainter(palette: palette)
        for (face, rect) in placements {
            painter.paint(face, on: cr, in: rect)
        }
        cairo_restore(cr)
    }

    private func cell(column: Int, row: Int, grouped: Bool = false) -> CardRect {
        let groupX = grouped ? Double(column / 3) * (groupGap - gap) : 0
        let groupY = grouped ? Double(row / 3) * (groupGap - gap) : 0
        return CardRect(x: margin + Double(column) * (cardWidth + gap) + groupX,
                        y: margin + Double(row) * (cardHeight + gap) + groupY,
                        width: cardWidth, height: cardHeight)
    }
}

/// Spacing of deck sheets, as fractions of a card's shorter side.
public enum SheetMetrics {
    /// Space around the cards.
    public static let margin = 0.3
    /// Space between neighbouring cards.
    public static let gap = 0.08
    /// Space between groups (the back and the suits; groups of three Set cards).
    public static let groupGap = 0.25
    /// Radius of the felt's light, as a fraction of the sheet's longer side.
    public static let feltRadius = 0.7
    /// How much lighter the felt is in the middle than at the edges.
    public static let feltHighlight = 0.12
}
