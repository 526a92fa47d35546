import TableCore
import Testing

/// Cards the size they were drawn are placed on whole device pixels and never
/// scaled, so the renderer copies their pixels; other sizes scale exactly.
@Suite("A card's placement on device pixels")
struct CardPlacementTests {
    @Test("A sliding card snaps to whole pixels, unscaled")
    func aSlidingCardSnapsToWholePixelsUnscaled() {
        let placement = CardPlacement(showing: Frame(x: 10.4, y: 20.6, width: 100.3, height: 140), drawnWidth: 100, drawnHeight: 140)
        #expect(placement == CardPlacement(x: 10, y: 21))
    }

    @Test("On a display of scale 2 a sliding card snaps to half pixels")
    func onAHiDPIDisplayItSnapsToHalfPixels() {
        let placement = CardPlacement(
            showing: Frame(x: 10.3, y: 20.8, width: 100, height: 139.6), drawnWidth: 100, drawnHeight: 140, deviceScale: 2)
        #expect(placement == CardPlacement(x: 10.5, y: 21))
    }

    @Test("A growing card is scaled to its frame, unsnapped")
    func aGrowingCardIsScaledToItsFrame() {
        let placement = CardPlacement(showing: Frame(x: 10.4, y: 20.6, width: 150, height: 210), drawnWidth: 100, drawnHeight: 140)
        #expect(placement == CardPlacement(x: 10.4, y: 20.6, scaleX: 1.5, scaleY: 1.5))
    }

    @Test("A turning card is squashed about its middle")
    func aTurningCardIsSquashedAboutItsMiddle() {
        let half = CardPlacement(showing: Frame(x: 0, y: 0, width: 100, height: 140), drawnWidth: 100, drawnHeight: 140, flip: 0.5)
        #expect(half == CardPlacement(x: 25, y: 0, scaleX: 0.5, scaleY: 1))
        let edgeOn = CardPlacement(showing: Frame(x: 0, y: 0, width: 100, height: 140), drawnWidth: 100, drawnHeight: 140, flip: 0)
        #expect(edgeOn == CardPlacement(x: 50, y: 0, scaleX: 0, scaleY: 1))
    }
}
