import Testing

@testable import TableCore

/// Recognised gestures to commands, without a display.
@Suite("Gestures to commands")
struct GestureMappingTests {
    @Test("A swipe down deals three more cards in Set only")
    func swipeDownDealsThreeInSetOnly() {
        #expect(GestureMapping.tableSwipe(velocityX: 0, velocityY: 1000, game: .set) == .dealThree)
        #expect(GestureMapping.tableSwipe(velocityX: 0, velocityY: 1000, game: .matchismo) == nil)
        #expect(GestureMapping.tableSwipe(velocityX: 0, velocityY: 1000, game: .card) == nil)
    }

    @Test("A swipe down must be faster than the threshold")
    func swipeDownMustBeFastEnough() {
        let threshold = GestureMapping.minimumSwipeSpeed
        #expect(GestureMapping.tableSwipe(velocityX: 0, velocityY: threshold - 1, game: .set) == nil)
        #expect(GestureMapping.tableSwipe(velocityX: 0, velocityY: threshold, game: .set) == nil)
        #expect(GestureMapping.tableSwipe(velocityX: 0, velocityY: threshold + 1, game: .set) == .dealThree)
    }

    @Test("A dealing swipe must be downwards and mostly vertical")
    func swipeMustBeDownAndMostlyVertical() {
        #expect(GestureMapping.tableSwipe(velocityX: 0, velocityY: -1000, game: .set) == nil)
        #expect(GestureMapping.tableSwipe(velocityX: 1200, velocityY: 1000, game: .set) == nil)
        #expect(GestureMapping.tableSwipe(velocityX: -1200, velocityY: 1000, game: .set) == nil)
        #expect(GestureMapping.tableSwipe(velocityX: 1000, velocityY: 1000, game: .set) == nil)
        #expect(GestureMapping.tableSwipe(velocityX: -900, velocityY: 1000, game: .set) == .dealThree)
    }

    @Test("A fast swipe left or right on the single card draws the next card")
    func cardSwipeLeftOrRightDrawsTheNextCard() {
        #expect(GestureMapping.cardSwipe(velocityX: 1000, velocityY: 0) == .nextCard)
        #expect(GestureMapping.cardSwipe(velocityX: -1000, velocityY: 200) == .nextCard)
        #expect(GestureMapping.cardSwipe(velocityX: 100, velocityY: 0) == nil)
        #expect(GestureMapping.cardSwipe(velocityX: 1000, velocityY: 1200) == nil)
        #expect(GestureMapping.cardSwipe(velocityX: 0, velocityY: -1000) == nil)
    }

    @Test("A pinch below three quarters gathers the cards into a pile")
    func pinchBelowTheThresholdGathers() {
        #expect(GestureMapping.gatherScale == 0.75)
        #expect(GestureMapping.tablePinch(scale: 0.5) == .gather)
        #expect(GestureMapping.tablePinch(scale: 0.7499) == .gather)
        #expect(GestureMapping.tablePinch(scale: 0.75) == nil)
        #expect(GestureMapping.tablePinch(scale: 1) == nil)
        #expect(GestureMapping.tablePinch(scale: 1.6) == nil)
    }

    @Test("A rotation beyond thirty degrees, either way, shuffles Set's table only")
    func rotationBeyondThirtyDegreesShufflesSetOnly() {
        let degree = Double.pi / 180
        #expect(GestureMapping.tableRotation(angle: 31 * degree, game: .set) == .shuffleTable)
        #expect(GestureMapping.tableRotation(angle: -31 * degree, game: .set) == .shuffleTable)
        #expect(GestureMapping.tableRotation(angle: 29 * degree, game: .set) == nil)
        #expect(GestureMapping.tableRotation(angle: -29 * degree, game: .set) == nil)
        #expect(GestureMapping.tableRotation(angle: 90 * degree, game: .matchismo) == nil)
        #expect(GestureMapping.tableRotation(angle: 90 * degree, game: .card) == nil)
    }
}
