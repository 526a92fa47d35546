import CCairo
import CardArt
import GameModel

/// Renders of single cards, as a card view does on a cache miss: a fresh
/// 250x350 ARGB32 surface, the painter, and the surface freed again; cold
/// (the card's vectors drawn), first (cold, with every cache of the art
/// emptied) and cached (from the process-wide cache of rendered cards).
enum CardRenderBenchmarks {
    static let width = 250, height = 350

    /// The cards measured: a number card, a court card, the back, and a Set
    /// card of each shading (three squiggles, the Set card with most ink).
    static let cases: [(name: String, face: CardFace)] = [
        ("7H", .playing(PlayingCard(.seven, of: .hearts))),
        ("QS", .playing(PlayingCard(.queen, of: .spades))),
        ("back", .back),
        ("set-solid", .set(SetCard(.three, .solid, .red, .squiggle))),
        ("set-striped", .set(SetCard(.three, .striped, .green, .squiggle))),
        ("set-open", .set(SetCard(.three, .open, .purple, .squiggle))),
    ]

    static var all: [Benchmark] {
        cases.flatMap { name, face in
            [
                // Steady state: no cached image of this card, the pieces shared by many cards
                // already made (card body, lattice tile, Set symbol, text layouts, and a court
                // card's half-figure, which the other suit of its colour shares). `.first` is
                // the cost when none of those pieces exists yet.
                Benchmark("render.card.\(name)", unit: .microseconds) { count in
                    for _ in 0..<count { render(face, caching: .never) }
                },
                // The first card drawn in the process: every cache of the art emptied first.
                Benchmark("render.card.\(name).first", unit: .microseconds) { count in
                    for _ in 0..<count {
                        ArtCaches.removeAll()
                        render(face, caching: .never)
                    }
                },
                // Drawn again at the same size: one composite from the process-wide cache.
                Benchmark("render.card.\(name).cached", unit: .microseconds) { count in
                    for _ in 0..<count { render(face, caching: .automatic) }
                },
            ]
        }
    }

    private static func render(_ face: CardFace, caching: CardPainter.Caching) {
        let surface = CardImage.make(face, width: width, height: height, caching: caching)!
        cairo_surface_destroy(surface)
    }
}
