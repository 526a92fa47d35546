/// The colours of the card back's medallion by distance from its centre, in
/// device pixels: the field inside the inner ring, the rings' colour on each
/// ring, the field between them and nothing outside, as ARGB32 pixels.
///
/// A pixel that an edge crosses is shared between the parts on either side as
/// a straight edge would share it: the pixel's width across the edge (from 1
/// when the edge runs along a row or column to √2 on a diagonal) is split at
/// the edge. For circles as large as the medallion's this is within a few
/// hundredths of the exact area.
struct MedallionProfile {
    /// The edges' distances from the centre, inward: the outer ring's outer and
    /// inner edges, then the inner ring's (rings that touch merge into one band).
    private let edges: (Double, Double, Double, Double)
    /// Squares of the distances half a pixel outside and inside each edge, in the
    /// same order and never increasing: pixels whose centres lie between two
    /// neighbouring bounds are all crossed by an edge or all of one colour.
    private let bounds: (Double, Double, Double, Double, Double, Double, Double, Double)
    private let field: Pixel, ring: Pixel

    /// Rings of `line` width centred on the radii `outer` and `inner`.
    init(outer: Double, inner: Double, line: Double, field: RGBA, rings: RGBA) {
        let half = line / 2
        let e3 = max(0, inner - half), e2 = inner + half
        let e1 = max(e2, outer - half), e0 = outer + half
        edges = (e0, e1, e2, e3)
        var bound = e0 + 0.5
        /// The square of `edge`, or of the last bound when that is nearer.
        func next(_ edge: Double) -> Double {
            bound = max(0, min(edge, bound))
            return bound * bound
        }
        bounds = (next(e0 + 0.5), next(e0 - 0.5), next(e1 + 0.5), next(e1 - 0.5),
                  next(e2 + 0.5), next(e2 - 0.5), next(e3 + 0.5), next(e3 - 0.5))
        self.field = Pixel(field)
        ring = Pixel(rings)
    }

    /// How far from the centre a pixel centre may lie and still be touched.
    var reach: Double { edges.0 + 0.5 }

    /// Writes one row of pixels, every one of them, for a centre on the row's
    /// middle (its left half is worked out and mirrored): `dy` is the distance
    /// from the centre to the row's pixel centres.
    func fill(_ row: UnsafeMutableBufferPointer<UInt32>, dy: Double) {
        let count = row.count, cx = Double(count) / 2
        // The left half, with the middle column when the count is odd.
        let half = (count + 1) / 2
        let dy2 = dy * dy
        /// The first column of the left half whose centre lies nearer to the centre
        /// than the square root of `bound`.
        func first(within bound: Double) -> Int {
            guard bound > dy2 else { return half }
            return min(half, max(0, Self.ceil(cx - (bound - dy2).squareRoot() - 0.5)))
        }
        let start = first(within: bounds.0), core = max(start, first(within: bounds.7))
        row.baseAddress!.update(repeating: 0, count: start)
        // Between the outermost and innermost bounds pixel by pixel, inside them the field.
        for column in start..<core { row[column] = pixel(dx: Double(column) + 0.5 - cx, dy: dy) }
        (row.baseAddress! + core).update(repeating: field.value, count: half - core)
        for column in 0..<(count / 2) { row[count - 1 - column] = row[column] }
    }

    /// The pixel whose centre lies (`dx`, `dy`) from the centre, between the outermost and innermost bounds.
    @inline(__always)
    private func pixel(dx: Double, dy: Double) -> UInt32 {
        let d2 = dx * dx + dy * dy
        if d2 >= bounds.0 { return 0 }
        if d2 > bounds.1 { return blend(dx: dx, dy: dy) }
        if d2 >= bounds.2 { return ring.value }
        if d2 > bounds.3 { return blend(dx: dx, dy: dy) }
        if d2 >= bounds.4 { return field.value }
        if d2 > bounds.5 { return blend(dx: dx, dy: dy) }
        if d2 >= bounds.6 { return ring.value }
        if d2 > bounds.7 { return blend(dx: dx, dy: dy) }
        return field.value
    }

    /// The pixel whose centre lies (`dx`, `dy`) from the centre, shared between the parts around it.
    private func blend(dx: Double, dy: Double) -> UInt32 {
        let distance = (dx * dx + dy * dy).squareRoot()
        // The pixel's width across the edge, as a fraction of the distance.
        let across = (abs(dx) + abs(dy)) / max(distance, 1e-9)
        func share(_ edge: Double) -> Double { min(1, max(0, 0.5 + (edge - distance) / across)) }
        let within = share(edges.0)
        let band = within - share(edges.1) + share(edges.2) - share(edges.3)
        // In 256ths, the two shares summing to at most 256, so no channel exceeds 255.
        let r = Self.rounded(band * 256), f = Self.rounded(within * 256) &- r
        return field.mixed(f, with: ring, r)
    }

    /// `value` (0...256) to the nearest whole number, without the checks of a
    /// conversion: adding 1.5 × 2⁵² leaves the rounded value in the low bits.
    private static func rounded(_ value: Double) -> UInt32 {
        UInt32(truncatingIfNeeded: (value + 0x1.8p52).bitPattern)
    }

    private static func ceil(_ value: Double) -> Int {
        let whole = Int(value)
        return Double(whole) < value ? whole + 1 : whole
    }

    /// A colour as an ARGB32 pixel (premultiplied bytes).
    private struct Pixel {
        let alpha, red, green, blue: UInt32

        init(_ colour: RGBA) {
            func byte(_ v: Double) -> UInt32 { UInt32((255 * min(1, max(0, v)) * colour.alpha).rounded()) }
            (alpha, red, green, blue) = (byte(1), byte(colour.red), byte(colour.green), byte(colour.blue))
        }

        var value: UInt32 { alpha << 24 | red << 16 | green << 8 | blue }

        /// `share` 256ths of this colour beside `otherShare` 256ths of `other` (the shares summing to at most 256).
        func mixed(_ share: UInt32, with other: Pixel, _ otherShare: UInt32) -> UInt32 {
            func mix(_ a: UInt32, _ b: UInt32) -> UInt32 { (a &* share &+ b &* otherShare &+ 128) &>> 8 }
            return mix(alpha, other.alpha) << 24 | mix(red, other.red) << 16 | mix(green, other.green) << 8
                | mix(blue, other.blue)
        }
    }
}
