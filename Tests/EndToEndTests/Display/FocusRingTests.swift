import Testing

/// The keyboard-focused card shows its focus ring, a dark dashed line just
/// inside its edge, read from the screen's pixels. The same check runs on
/// Xvfb here and on sway in `WaylandTests`.
@Suite("Focus ring (end to end)", .serialized, .timeLimit(.minutes(2)))
struct FocusRingTests {
    @Test("X11: after an arrow key the focused Set card, and only it, has a ring along its edge")
    func onX11() async throws {
        try await AppSession.with(["--game=set", "--seed=7"]) { app in
            _ = try await app.settledTree()
            try await Self.check(app)
        }
    }

    /// Presses Right on a fresh Set table (focus on the first card) and
    /// checks the ring on the pixels of the second card and its neighbours.
    static func check(_ app: AppSession) async throws {
        try await app.key("Right")
        let tree = try await app.waitForTree("focus on row 1, column 2") {
            $0.focusedCard?.gridPosition == GridPosition(row: 1, column: 2)
        }
        let cards = tree.cardsInGridOrder
        try #require(cards.count >= 4, "\(tree)")
        let ring = try await ink(on: cards[1], app: app)
        let frame = try #require(cards[1].extents)
        // The dashes cover more than half the way round, at least 2 pixels wide.
        let perimeter = 2 * (frame.width + frame.height)
        #expect(ring.count >= perimeter / 2, "\(ring.count) ring pixels on \(cards[1].name) \(frame)")
        let bounds = try #require(ring.bounds, "no ring on \(cards[1].name)")
        #expect(bounds.width * 10 >= frame.width * 9 && bounds.height * 10 >= frame.height * 9,
                "the ring \(bounds) does not go round the \(frame.width)x\(frame.height) card")
        for other in [cards[0], cards[2], cards[3]] {
            let none = try await ink(on: other, app: app)
            #expect(none.count == 0, "\(none.count) ring pixels on \(other.name), which has no focus")
        }
        print("FocusRingTests (\(app.displayServer)): \(ring.count) ring pixels round a \(frame.width)x\(frame.height) card, "
              + "spanning \(bounds.width)x\(bounds.height)")
    }

    /// The ring's pixels (near-black, like the palette's #1C1C1C) in the band
    /// along `card`'s edge where the ring runs: from the edge to 6 percent of
    /// the card's shorter side inside it. The card's own border, the felt and
    /// the Set symbols (well inside) are never that dark.
    static func ink(on card: AccessibleNode, app: AppSession) async throws -> (count: Int, bounds: AccessibleNode.Extents?) {
        let frame = try #require(card.extents, "\(card)")
        let pixels = try await app.screenRegion(frame)
        let band = max(4, min(frame.width, frame.height) * 6 / 100)
        // Everything inside the band turns white.
        var rgb = pixels.rgb
        let inside = max(0, pixels.width - 2 * band) * 3
        for y in band..<max(band, pixels.height - band) {
            let start = (y * pixels.width + band) * 3
            rgb.replaceSubrange(start..<start + inside, with: repeatElement(255, count: inside))
        }
        let edge = ScreenRegion(width: pixels.width, height: pixels.height, rgb: rgb)
        let isRing = { (color: (red: Int, green: Int, blue: Int)) in max(color.red, color.green, color.blue) < 80 }
        return (edge.count(isRing), edge.inkBounds(isRing))
    }
}
