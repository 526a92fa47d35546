import Testing

@testable import TableCore

/// The table's navigation keys and the single card's keys, without a display.
@Suite("The table's and the single card's keys")
struct KeyMappingTests {
    @Test("Arrows, Home and End move the focus while the cards are spread", arguments: [GridFocus.Move.left, .right, .up, .down, .first, .last])
    func navigationMovesTheFocusWhenSpread(move: GridFocus.Move) {
        #expect(KeyMapping.navigation(move, isGathered: false) == .focus(move))
    }

    @Test("Arrows move a gathered pile by 24 pixels")
    func arrowsMoveAGatheredPile() {
        #expect(KeyMapping.pileStep == 24)
        #expect(KeyMapping.navigation(.left, isGathered: true) == .command(.movePile(dx: -24, dy: 0)))
        #expect(KeyMapping.navigation(.right, isGathered: true) == .command(.movePile(dx: 24, dy: 0)))
        #expect(KeyMapping.navigation(.up, isGathered: true) == .command(.movePile(dx: 0, dy: -24)))
        #expect(KeyMapping.navigation(.down, isGathered: true) == .command(.movePile(dx: 0, dy: 24)))
    }

    @Test("Home and End do nothing to a gathered pile")
    func homeAndEndDoNothingToAGatheredPile() {
        #expect(KeyMapping.navigation(.first, isGathered: true) == nil)
        #expect(KeyMapping.navigation(.last, isGathered: true) == nil)
    }

    @Test("Escape spreads a pile, or clears the selection")
    func escapeSpreadsAPileOrClearsTheSelection() {
        #expect(KeyMapping.escape(isGathered: true) == .spread)
        #expect(KeyMapping.escape(isGathered: false) == .clearSelection)
    }

    @Test("The single card's keys draw the next card and scale the court art")
    func singleCardKeys() {
        #expect(KeyMapping.singleCard(.next) == .nextCard)
        #expect(KeyMapping.singleCard(.larger) == .stepFace(1))
        #expect(KeyMapping.singleCard(.smaller) == .stepFace(-1))
    }
}
