import CardArt
import CCairo
import GameModel
import Testing

@Suite("Cached drawing")
struct RasterCacheTests {
    /// Draws `face` at a sub-pixel position on a surface with `deviceScale`, with or without the cache.
    private func render(_ face: CardFace, caching: CardPainter.Caching, deviceScale: Double, look: CardLook = CardLook()) -> Bitmap {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(140 * deviceScale), Int32(180 * deviceScale))!
        cairo_surface_set_device_scale(surface, deviceScale, deviceScale)
        let cr = cairo_create(surface)!
        CardPainter(caching: caching).paint(face, on: cr, in: CardRect(x: 10.375, y: 7.5, width: 110.25, height: 154.5), look: look)
        cairo_destroy(cr)
        defer { cairo_surface_destroy(surface) }
        return Bitmap(surface: surface)
    }

    @Test("cached cards look the same as cards drawn directly", arguments: [1.0, 2.0])
    func sameAsDirect(deviceScale: Double) {
        let faces: [CardFace] = [.playing(PlayingCard(.king, of: .hearts)), .playing(PlayingCard(.ten, of: .spades)), .back,
                                 .set(SetCard(.three, .striped, .purple, .squiggle))]
        for face in faces {
            for look in [CardLook(), CardLook(state: [.matched, .focused])] {
                // Twice cached: the first fills the cache, the second reads it.
                _ = render(face, caching: .automatic, deviceScale: deviceScale, look: look)
                let cached = render(face, caching: .automatic, deviceScale: deviceScale, look: look)
                let direct = render(face, caching: .never, deviceScale: deviceScale, look: look)
                let differing = zip(cached.pixels, direct.pixels).filter { a, b in
                    max(abs(a.red * a.alpha - b.red * b.alpha), abs(a.green * a.alpha - b.green * b.alpha),
                        abs(a.blue * a.alpha - b.blue * b.alpha), abs(a.alpha - b.alpha)) > 0.1
                }.count
                #expect(differing * 200 <= cached.pixels.count, "\(face.shortForm) \(look.state.rawValue) at scale \(deviceScale): \(differing) pixels differ")
            }
        }
    }

    @Test("SVG and PDF stay vector: no embedded images")
    func vectorOutputs() throws {
        let surface = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nil)!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        CardPainter().paint(.playing(PlayingCard(.queen, of: .clubs)), on: cr, in: CardRect(width: 250, height: 350))
        #expect(cairo_status(cr) == CAIRO_STATUS_SUCCESS)
        cairo_destroy(cr)
        var x = 0.0, y = 0.0, width = 0.0, height = 0.0
        cairo_recording_surface_ink_extents(surface, &x, &y, &width, &height)
        #expect(width > 240 && height > 340)
    }
}
