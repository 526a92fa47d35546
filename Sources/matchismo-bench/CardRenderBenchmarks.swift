import CCairo
import CardArt
import GameModel

/// Cold renders of single cards, as a card view does on a cache miss: a fresh
/// 250x350 ARGB32 surface, the painter, and the surface freed again.
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
        cases.map { name, face in
            Benchmark("render.card.\(name)", unit: .microseconds) { count in
                for _ in 0..<count {
                    let surface = CardImage.make(face, width: width, height: height)!
                    cairo_surface_destroy(surface)
                }
            }
        }
    }
}
