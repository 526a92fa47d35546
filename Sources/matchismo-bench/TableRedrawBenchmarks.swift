import CCairo
import CairoKit
import CardArt
import GameModel

/// Full-table redraws at 1920x1080: cold (every painter runs, as on the first
/// frame or after a resize; `.first` also empties the art's caches first) and cached (each card's surface, rendered once,
/// composited at its frame, as the app does on every other frame).
enum TableRedrawBenchmarks {
    static var all: [Benchmark] {
        [("set81", TableScene.setDeck), ("playing52", TableScene.playingDeck)].flatMap { name, scene in
            [cold(name, scene), cold(name, scene, first: true), cached(name, scene)]
        }
    }

    /// The felt, then every card painted at its frame from its vectors; with
    /// `first`, every cache of the art is emptied before each redraw.
    static func cold(_ name: String, _ scene: TableScene, first: Bool = false) -> Benchmark {
        Benchmark("table.\(name).cold\(first ? ".first" : "")", unit: .milliseconds) {
            let target = ImageSurface(width: TableScene.width, height: TableScene.height)!
            let painter = CardPainter(caching: .never)
            let rects = scene.frames.map { CardRect(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
            return { count in
                for _ in 0..<count {
                    if first { ArtCaches.removeAll() }
                    target.draw { context in
                        paintFelt(on: context)
                        for (face, rect) in zip(scene.faces, rects) {
                            painter.paint(face, on: context.pointer, in: rect)
                        }
                    }
                }
            }
        }
    }

    /// The felt, then every card's cached surface composited at its frame's
    /// whole-pixel origin.
    static func cached(_ name: String, _ scene: TableScene) -> Benchmark {
        Benchmark("table.\(name).cached", unit: .milliseconds) {
            let target = ImageSurface(width: TableScene.width, height: TableScene.height)!
            let cards = scene.faces.indices.map { index in
                let size = scene.pixelSize(of: index)
                return CachedCard(CardImage.make(scene.faces[index], width: size.width, height: size.height)!)
            }
            let origins = scene.frames.map { (x: $0.x.rounded(), y: $0.y.rounded()) }
            return { count in
                for _ in 0..<count {
                    target.draw { context in
                        paintFelt(on: context)
                        for (card, origin) in zip(cards, origins) {
                            cairo_set_source_surface(context.pointer, card.surface, origin.x, origin.y)
                            cairo_paint(context.pointer)
                        }
                    }
                }
            }
        }
    }

    /// The whole image in the felt's colour, as the table's background is.
    private static func paintFelt(on context: borrowing CairoContext) {
        let felt = Palette.standard.table
        context.fill(red: felt.red, green: felt.green, blue: felt.blue)
    }
}
