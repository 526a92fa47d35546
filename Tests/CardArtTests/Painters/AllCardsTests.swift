import CardArt
import CCairo
import GameModel
import Testing

/// Every face the painters draw: 52 playing cards, the back and 81 Set cards.
let allFaces: [CardFace] = PlayingCard.fullDeck.map(CardFace.playing) + [.back] + SetCard.fullDeck.map(CardFace.set)

@Suite("Every card renders")
struct AllCardsTests {
    @Test("renders without Cairo errors", arguments: [(60, 90), (250, 350), (600, 900)])
    func rendersCleanly(width: Int, height: Int) {
        #expect(allFaces.count == 134)
        for face in allFaces {
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
            let cr = cairo_create(surface)!
            CardPainter().paint(face, on: cr, in: CardRect(width: Double(width), height: Double(height)),
                                look: CardLook(state: [.selected, .focused]))
            #expect(cairo_status(cr) == CAIRO_STATUS_SUCCESS, "\(face.shortForm) at \(width)x\(height)")
            cairo_destroy(cr)
            cairo_surface_destroy(surface)
        }
    }

    @Test("every state renders on every kind of card, on HiDPI surfaces too")
    func statesRender() {
        let states: [CardLook.State] = [[], .selected, .matched, .focused, .hinted, .lit, .mismatched, [.matched, .hinted, .focused]]
        for face in [CardFace.playing(PlayingCard(.king, of: .hearts)), .back, .set(SetCard.fullDeck[40])] {
            for state in states {
                let surface = CardImage.make(face, width: 100, height: 140, deviceScale: 2, look: CardLook(state: state))
                #expect(surface != nil)
                #expect(cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS)
                cairo_surface_destroy(surface)
            }
        }
    }

    @Test("a card a lesson lights is drawn as a hinted one, and unlike a plain one")
    func litLooksHinted() {
        for face in [CardFace.playing(PlayingCard(.nine, of: .spades)), .set(SetCard.fullDeck[40])] {
            let lit = Bitmap(face, width: 120, height: 168, look: CardLook(state: .lit))
            #expect(lit.pixels == Bitmap(face, width: 120, height: 168, look: CardLook(state: .hinted)).pixels)
            #expect(lit.pixels != Bitmap(face, width: 120, height: 168).pixels)
        }
    }

    @Test("painters can draw on many threads at once")
    func concurrentPainting() async {
        await withTaskGroup(of: Bool.self) { group in
            for face in allFaces {
                group.addTask {
                    let bitmap = Bitmap(face, width: 80, height: 112)
                    return bitmap[40, 56].alpha == 1
                }
            }
            for await ok in group { #expect(ok) }
        }
    }

    @Test("the card covers its bounds but nothing outside its rounded corners")
    func cornersAreTransparent() {
        let width = 250, height = 350
        let radius = 0.06 * Double(height)
        for face in allFaces {
            let bitmap = Bitmap(face, width: width, height: height)
            // Pixels farther than the radius from the centre of a corner's arc.
            for (x, y) in [(0, 0), (1, 2), (3, 1), (width - 1, 0), (width - 3, 2), (0, height - 1), (width - 1, height - 1), (width - 2, height - 3)] {
                let cx = x < width / 2 ? radius : Double(width) - radius
                let cy = y < height / 2 ? radius : Double(height) - radius
                let distance = ((Double(x) + 0.5 - cx) * (Double(x) + 0.5 - cx) + (Double(y) + 0.5 - cy) * (Double(y) + 0.5 - cy)).squareRoot()
                #expect(distance > radius + 1)
                #expect(bitmap[x, y].alpha == 0, "\(face.shortForm) at (\(x), \(y))")
            }
            for (x, y) in [(width / 2, 0), (0, height / 2), (width - 1, height / 2), (width / 2, height - 1), (width / 2, height / 2)] {
                #expect(bitmap[x, y].alpha == 1, "\(face.shortForm) at (\(x), \(y))")
            }
        }
    }
}
