import CardArt
import CCairo
import GameModel
import Testing

/// On images the card back's medallion (its disc and two rings) is rasterised
/// from its radial profile instead of filled and stroked by Cairo; it must look
/// like Cairo's vectors at any size, position, device scale and quarter turn.
@Suite("Card back medallion")
struct MedallionTests {
    /// A way of drawing the back: its rectangle, the image's device scale, and the
    /// transformation applied first (with the image size it needs).
    struct Placement: Sendable, CustomTestStringConvertible {
        var rect: CardRect
        var deviceScale = 1.0
        var quarterTurn = false
        var testDescription: String {
            "\(rect.width)x\(rect.height) at (\(rect.x), \(rect.y)), scale \(deviceScale)\(quarterTurn ? ", turned" : "")"
        }
    }

    static let placements = [
        Placement(rect: CardRect(width: 250, height: 350)),
        Placement(rect: CardRect(width: 125, height: 175)),
        Placement(rect: CardRect(x: 3.3, y: 5.7, width: 181.4, height: 253.6)),
        Placement(rect: CardRect(width: 61, height: 91)),
        Placement(rect: CardRect(width: 97, height: 133), deviceScale: 1.5),
        Placement(rect: CardRect(width: 125, height: 175), deviceScale: 2),
        Placement(rect: CardRect(x: 1.5, y: 0.25, width: 175, height: 245), quarterTurn: true),
    ]

    @Test("the rasterised medallion looks like its vectors", arguments: placements)
    func matchesVectors(placement: Placement) {
        let rect = placement.rect, scale = placement.deviceScale
        let extent = (rect.x + rect.width + 2, rect.y + rect.height + 2)
        let (width, height) = placement.quarterTurn ? (extent.1, extent.0) : extent
        let pixels = (Int((width * scale).rounded(.up)), Int((height * scale).rounded(.up)))
        // A quarter turn clockwise about the image's top-left corner, moved back into the image.
        let transform: (OpaquePointer) -> Void = { cr in
            guard placement.quarterTurn else { return }
            cairo_translate(cr, width, 0)
            cairo_rotate(cr, .pi / 2)
        }
        let raster = Bitmap(.back, in: rect, width: pixels.0, height: pixels.1, deviceScale: scale, vectors: false,
                            transform: transform)
        let vectors = Bitmap(.back, in: rect, width: pixels.0, height: pixels.1, deviceScale: scale, vectors: true,
                             transform: transform)
        // The card's centre in device pixels; the lattice around the medallion differs by design
        // (its tile has a step of whole pixels), so only the disc within the outer ring's middle counts.
        let (midX, midY) = (rect.x + rect.width / 2, rect.y + rect.height / 2)
        let centre = placement.quarterTurn ? (x: (width - midY) * scale, y: midX * scale) : (x: midX * scale, y: midY * scale)
        let radius = BackMetrics.medallion * min(rect.width, rect.height) * scale
        var inside = 0, differing = 0
        for y in 0..<raster.height {
            for x in 0..<raster.width {
                let dx = Double(x) + 0.5 - centre.x, dy = Double(y) + 0.5 - centre.y
                guard dx * dx + dy * dy < radius * radius else { continue }
                inside += 1
                if raster[x, y].difference(from: vectors[x, y]) > 0.25 { differing += 1 }
            }
        }
        // Off the pixels' centres and corners, the medallion moves to the nearest of them (a quarter
        // of a pixel at most each way), which changes the shares of the pixels along its edges.
        let moved = (centre.x * 2).rounded() != centre.x * 2 || (centre.y * 2).rounded() != centre.y * 2
        #expect(inside > 500)
        #expect(differing * 100 <= inside * (moved ? 5 : 1), "\(differing) of \(inside) pixels differ")
    }
}
