import CCairo
import CardArt
import GameModel
import Testing

/// The Happiness face on image surfaces: the smile follows the happiness, the
/// face stays round and inside its rectangle at any size, and it takes the
/// palette's colours.
@Suite("Face painter")
struct FacePainterTests {
    /// `face` painted into a `width` x `height` rectangle that sits `margin`
    /// pixels inside a transparent image, so that any ink outside it shows.
    static func bitmap(_ face: HappinessFace, width: Int, height: Int, margin: Int = 0, palette: Palette = .standard,
                       focused: Bool = false) -> Bitmap
    {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width + 2 * margin), Int32(height + 2 * margin))!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        FacePainter(palette: palette).paint(
            face, on: cr, in: CardRect(x: Double(margin), y: Double(margin), width: Double(width), height: Double(height)),
            focused: focused)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        return Bitmap(surface: surface)
    }

    /// The topmost and bottommost rows holding ink between the mouth's ends,
    /// below the eyes and above the outline.
    static func mouthRows(_ face: HappinessFace, size: Int = 400) -> (top: Int, bottom: Int)? {
        let bitmap = bitmap(face, width: size, height: size)
        let shape = FaceGeometry(face, in: CardRect(width: Double(size), height: Double(size)))
        let r = shape.radius
        let xs = Int(shape.center.x - 0.55 * r)...Int(shape.center.x + 0.55 * r)
        let ys = Int(shape.center.y - 0.1 * r)...Int(shape.center.y + 0.75 * r)
        let inked = ys.filter { y in xs.contains { x in bitmap[x, y].isBlackInk } }
        guard let top = inked.first, let bottom = inked.last else { return nil }
        return (top, bottom)
    }

    @Test("From a frown to a smile the mouth's lowest row moves down and its highest row never moves up")
    func mouthFollowsHappiness() throws {
        let levels = stride(from: -1.0, through: 1.0, by: 0.25).map { $0 }
        let rows = try levels.map { try #require(Self.mouthRows(HappinessFace(happiness: $0)), "no mouth at \($0)") }
        for (a, b) in zip(rows, rows.dropFirst()) {
            #expect(b.bottom >= a.bottom && b.top >= a.top, "\(levels) gave \(rows)")
        }
        let frown = rows.first!, straight = rows[4], smile = rows.last!
        let r = FaceGeometry(.standard, in: CardRect(width: 400, height: 400)).radius
        // The curve's middle moves three quarters of the control points' R/3: R/4 each way.
        #expect(Double(straight.top - frown.top) > 0.2 * r, "the frown rises: \(frown) vs \(straight)")
        #expect(Double(smile.bottom - straight.bottom) > 0.2 * r, "the smile drops: \(smile) vs \(straight)")
        #expect(abs(smile.top - straight.top) <= 1 && abs(frown.bottom - straight.bottom) <= 1, "the ends stay put")
        // Straight: one line's width from top to bottom.
        #expect(Double(straight.bottom - straight.top) <= r * FaceMetrics.lineWidth + 2, "\(straight)")
    }

    @Test("The face stays inside its rectangle and round at any aspect ratio and scale", arguments: [
        (400, 400), (1000, 60), (60, 1000), (37, 23), (2000, 400), (5, 5),
    ])
    func staysInBoundsAndRound(width: Int, height: Int) {
        let margin = 8
        for scale in [HappinessFace.scaleRange.lowerBound, 1, HappinessFace.scaleRange.upperBound] {
            for happiness in [-1.0, 0, 1] {
                let face = HappinessFace(happiness: happiness, scale: scale)
                let bitmap = Self.bitmap(face, width: width, height: height, margin: margin)
                var minX = Int.max, maxX = Int.min, minY = Int.max, maxY = Int.min, outside = 0
                for y in 0..<bitmap.height {
                    for x in 0..<bitmap.width where bitmap[x, y].alpha > 0 {
                        minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                        if x < margin || y < margin || x >= margin + width || y >= margin + height { outside += 1 }
                    }
                }
                let label = "\(width)x\(height) at scale \(scale), happiness \(happiness)"
                #expect(outside == 0, "\(outside) pixels outside the rectangle, \(label)")
                // Round: as wide as high, and centred.
                #expect(abs((maxX - minX) - (maxY - minY)) <= 1, "\(minX)...\(maxX) x \(minY)...\(maxY), \(label)")
                #expect(abs((minX + maxX) - (2 * margin + width - 1)) <= 1, "not centred across, \(label)")
                #expect(abs((minY + maxY) - (2 * margin + height - 1)) <= 1, "not centred down, \(label)")
            }
        }
    }

    @Test("Everything scales with the view: twice the size is four times the ink, the same shape")
    func scalesWithSize() {
        let small = Self.bitmap(.standard, width: 200, height: 200).pixels.filter(\.isBlackInk).count
        let large = Self.bitmap(.standard, width: 400, height: 400).pixels.filter(\.isBlackInk).count
        let ratio = Double(large) / Double(small)
        #expect(ratio > 3.6 && ratio < 4.4, "ink \(small) at 200, \(large) at 400")
        let a = FaceGeometry(.standard, in: CardRect(width: 200, height: 200))
        let b = FaceGeometry(.standard, in: CardRect(width: 400, height: 400))
        #expect(b.radius == 2 * a.radius && b.lineWidth == 2 * a.lineWidth && b.eyeRadius == 2 * a.eyeRadius)
    }

    @Test("A larger scale draws a larger face, up to the rectangle's edge")
    func scaleSizesTheFace() {
        let rect = CardRect(width: 300, height: 500)
        let radii = [0.25, 0.5, 1, 1.1].map { FaceGeometry(HappinessFace(scale: $0), in: rect).radius }
        #expect(radii == radii.sorted() && Set(radii).count == 4)
        #expect(radii[2] == 0.9 * 150)
        let largest = FaceGeometry(HappinessFace(scale: 1.1), in: rect)
        #expect(largest.radius + largest.lineWidth / 2 <= 150 + 1e-9)
    }

    @Test("The face takes the palette's paper and ink", arguments: [Palette.standard, .dark, .highContrast])
    func palettes(palette: Palette) {
        let size = 300
        let bitmap = Self.bitmap(.standard, width: size, height: size, palette: palette)
        let shape = FaceGeometry(.standard, in: CardRect(width: Double(size), height: Double(size)))
        func near(_ pixel: Bitmap.Pixel, _ colour: RGBA) -> Bool {
            abs(pixel.red - colour.red) < 0.02 && abs(pixel.green - colour.green) < 0.02 && abs(pixel.blue - colour.blue) < 0.02
        }
        let centre = bitmap[Int(shape.center.x), Int(shape.center.y)]
        #expect(near(centre, palette.cardFace), "centre \(centre)")
        let outline = bitmap[Int(shape.center.x), Int((shape.center.y - shape.radius).rounded())]
        #expect(near(outline, palette.blackSuit), "outline \(outline)")
        #expect(bitmap[2, 2].alpha == 0, "the background is the caller's")
    }

    @Test("Focused, a ring of the same width at any size runs just inside the view's edge", arguments: [
        (400, 300), (1600, 1000),
    ])
    func focusRing(width: Int, height: Int) {
        let plain = Self.bitmap(.standard, width: width, height: height)
        let focused = Self.bitmap(.standard, width: width, height: height, focused: true)
        let inked = { (bitmap: Bitmap, y: Int) in (40..<(width - 40)).filter { bitmap[$0, y].alpha > 0.5 }.count }
        #expect(inked(plain, 6) == 0)
        #expect(inked(focused, 6) == width - 80, "the halo runs all along the top")
        #expect(inked(focused, 2) == 0 && inked(focused, 11) == 0, "a few points wide, whatever the size")
        let dashes = (40..<(width - 40)).filter { focused[$0, 6].isBlackInk }.count
        #expect(Double(dashes) > 0.5 * Double(width - 80), "dark dashes over the halo: \(dashes)")
        #expect(Self.bitmap(.standard, width: 10, height: 10, focused: true).pixels.filter { $0.alpha > 0 }.count
            == Self.bitmap(.standard, width: 10, height: 10).pixels.filter { $0.alpha > 0 }.count, "no ring in a tiny view")
    }
}
