import CardArt
import CCairo
import GameModel

/// The pixels of a rendered card, unpremultiplied, for pixel-level checks.
struct Bitmap {
    struct Pixel: Equatable {
        var red, green, blue, alpha: Double

        /// Chroma: how far from grey the colour is.
        var chroma: Double { max(red, green, blue) - min(red, green, blue) }
        /// Hue in degrees, 0..<360.
        var hue: Double {
            let high = max(red, green, blue), c = chroma
            guard c > 0 else { return 0 }
            var h: Double
            if high == red { h = (green - blue) / c } else if high == green { h = (blue - red) / c + 2 } else { h = (red - green) / c + 4 }
            h *= 60
            return h < 0 ? h + 360 : h
        }
        /// Visibly coloured ink (not paper, grey or black).
        var isColoured: Bool { alpha > 0.5 && chroma > 0.25 }
        /// Dark, neutral ink: the black suits.
        var isBlackInk: Bool { alpha > 0.5 && max(red, green, blue) < 0.35 && chroma < 0.15 }
        /// The red suits' ink.
        var isRedInk: Bool { alpha > 0.5 && red > 0.5 && green < 0.35 && blue < 0.4 }
        var isWhite: Bool { alpha > 0.9 && min(red, green, blue) > 0.9 }

        /// The largest difference of a premultiplied channel (alpha included) from `other`'s.
        func difference(from other: Pixel) -> Double {
            max(abs(red * alpha - other.red * other.alpha), abs(green * alpha - other.green * other.alpha),
                abs(blue * alpha - other.blue * other.alpha), abs(alpha - other.alpha))
        }
    }

    let width: Int
    let height: Int
    private(set) var pixels: [Pixel]

    /// Renders `face` at `width` x `height` pixels.
    init(_ face: CardFace, width: Int, height: Int, look: CardLook = CardLook(), palette: Palette = .standard) {
        let surface = CardImage.make(face, width: width, height: height, look: look, palette: palette)!
        defer { cairo_surface_destroy(surface) }
        self.init(surface: surface)
    }

    /// Draws `face` into `rect` of a new `width` x `height` image (device pixels, `deviceScale`
    /// of them a unit) after `transform`: directly, from the shared pieces and rasterised parts
    /// the painters use on images, or with `vectors` through a recording surface replayed onto
    /// the image, from the painters' paths alone.
    init(_ face: CardFace, in rect: CardRect, width: Int, height: Int, deviceScale: Double = 1, vectors: Bool,
         transform: (OpaquePointer) -> Void = { _ in })
    {
        let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(image) }
        cairo_surface_set_device_scale(image, deviceScale, deviceScale)
        let painter = CardPainter(caching: .never)
        let target = vectors ? cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nil)! : cairo_surface_reference(image)!
        // The painters round lengths to the target's pixels; the recording's are the image's.
        cairo_surface_set_device_scale(target, deviceScale, deviceScale)
        let cr = cairo_create(target)!
        transform(cr)
        painter.paint(face, on: cr, in: rect)
        cairo_destroy(cr)
        if vectors {
            let replay = cairo_create(image)!
            cairo_set_source_surface(replay, target, 0, 0)
            cairo_paint(replay)
            cairo_destroy(replay)
        }
        cairo_surface_destroy(target)
        cairo_surface_flush(image)
        self.init(surface: image)
    }

    init(surface: OpaquePointer) {
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        var result: [Pixel] = []
        result.reserveCapacity(width * height)
        for y in 0..<height {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let v = row[x]
                let a = Double(v >> 24) / 255
                func channel(_ shift: UInt32) -> Double { a > 0 ? min(1, Double((v >> shift) & 0xFF) / 255 / a) : 0 }
                result.append(Pixel(red: channel(16), green: channel(8), blue: channel(0), alpha: a))
            }
        }
        pixels = result
    }

    subscript(x: Int, y: Int) -> Pixel { pixels[y * width + x] }

    /// Pixels in a rectangle given as fractions of the bitmap's size.
    func region(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> [Pixel] {
        var result: [Pixel] = []
        for y in Int(y0 * Double(height))..<Int(y1 * Double(height)) {
            for x in Int(x0 * Double(width))..<Int(x1 * Double(width)) { result.append(self[x, y]) }
        }
        return result
    }

    /// Connected groups (8-neighbour) of pixels matching `test`, ignoring specks smaller than `minimum`;
    /// each as the list of its pixel positions.
    func components(minimum: Int = 12, where test: (Pixel) -> Bool) -> [[(x: Int, y: Int)]] {
        var seen = [Bool](repeating: false, count: pixels.count)
        var result: [[(x: Int, y: Int)]] = []
        for start in 0..<pixels.count where !seen[start] && test(pixels[start]) {
            var stack = [start]
            seen[start] = true
            var members: [(x: Int, y: Int)] = []
            while let index = stack.popLast() {
                let x = index % width, y = index / width
                members.append((x, y))
                for dy in -1...1 {
                    for dx in -1...1 {
                        let nx = x + dx, ny = y + dy
                        guard nx >= 0, ny >= 0, nx < width, ny < height else { continue }
                        let n = ny * width + nx
                        if !seen[n] && test(pixels[n]) {
                            seen[n] = true
                            stack.append(n)
                        }
                    }
                }
            }
            if members.count >= minimum { result.append(members) }
        }
        return result
    }
}
