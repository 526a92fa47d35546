import CardArt
import CCairo
import GameModel
import Testing

/// Cards on image surfaces are assembled from shared images (the body, Set
/// symbols, court figures); they must look like the vectors, and the caches
/// that hold the images must stay within their budget.
@Suite("Shared pieces")
struct SharedPieceTests {
    @Test("cards from shared pieces look like their vectors, at whole and sub-pixel positions",
          arguments: [CardRect(width: 250, height: 350), CardRect(x: 3.3, y: 5.7, width: 181.4, height: 113.6)])
    func piecesMatchVectors(rect: CardRect) {
        // Not the back: its lattice tile has a step of whole pixels, so it drifts from the vector lattice by design.
        let faces: [CardFace] = [.playing(PlayingCard(.queen, of: .spades)), .playing(PlayingCard(.jack, of: .hearts)),
                                 .playing(PlayingCard(.seven, of: .diamonds)),
                                 .set(SetCard(.three, .striped, .green, .squiggle)), .set(SetCard(.two, .solid, .red, .diamond)),
                                 .set(SetCard(.one, .open, .purple, .oval))]
        let width = Int(rect.x + rect.width) + 2, height = Int(rect.y + rect.height) + 2
        for face in faces {
            // Twice: the first makes the pieces, the second reuses them.
            for _ in 0..<2 {
                let pieces = Bitmap(face, in: rect, width: width, height: height, vectors: false)
                let vectors = Bitmap(face, in: rect, width: width, height: height, vectors: true)
                let differing = zip(pieces.pixels, vectors.pixels).filter { a, b in a.difference(from: b) > 0.25 }.count
                #expect(differing * 50 <= pieces.pixels.count, "\(face.shortForm) in \(rect): \(differing) pixels differ")
            }
        }
    }

    @Test("the art's caches stay within 8 MB however many cards and sizes are drawn")
    func cachesStayBounded() {
        for (width, height) in [(250, 350), (600, 900), (190, 119), (61, 91)] {
            for face in allFaces {
                let surface = CardImage.make(face, width: width, height: height)!
                cairo_surface_destroy(surface)
                #expect(ArtCaches.bytes <= 8 << 20)
            }
        }
        ArtCaches.removeAll()
    }
}
