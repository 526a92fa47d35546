import GameModel
import Testing

@testable import TableCore

/// Where cards belong on the table, in the grid and in the gathered pile.
///
/// Most cases use square cards on an 800 x 600 table of 12 cards: a 4 x 3 grid
/// of 200-pixel cells, so the pile's cards are 240 wide (1.2 cells, under the
/// 264 cap and the 320 table share) and the pile is centred at (280, 180).
@Suite("Where cards belong on the table")
struct TableGeometryTests {
    static let tolerance = 1e-9

    /// Square cards on an 800 x 600 table of `count` cards.
    func square(count: Int = 12) -> TableGeometry {
        var geometry = TableGeometry(aspectRatio: 1)
        _ = geometry.resize(width: 800, height: 600, count: count)
        return geometry
    }

    /// Checks what a mutating call returned (`#expect` cannot hold one).
    func changes(_ result: Bool, _ expected: Bool = true, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(result == expected, sourceLocation: sourceLocation)
    }

    /// Whether `geometry`'s pile cards are `width` x `height`.
    func pileCards(_ geometry: TableGeometry, are width: Double, _ height: Double) -> Bool {
        let size = geometry.pileCardSize
        return abs(size.width - width) < Self.tolerance && abs(size.height - height) < Self.tolerance
    }

    func close(_ a: Frame, _ b: Frame) -> Bool {
        abs(a.x - b.x) < Self.tolerance && abs(a.y - b.y) < Self.tolerance
            && abs(a.width - b.width) < Self.tolerance && abs(a.height - b.height) < Self.tolerance
    }

    // MARK: Card sizes

    @Test("Wide cards are at most 440 pixels wide and tall cards 275, the same long side")
    func maxCardWidthForWideAndTallCards() {
        #expect(TableGeometry.maxCardWidth(aspectRatio: SetTable.cardAspectRatio) == 440)
        #expect(TableGeometry.maxCardWidth(aspectRatio: 8.0 / 5.0) == 440)
        #expect(TableGeometry.maxCardWidth(aspectRatio: MatchismoTable.cardAspectRatio) == 275)
        #expect(TableGeometry.maxCardWidth(aspectRatio: 5.0 / 8.0) == 275)
        #expect(TableGeometry.maxCardWidth(aspectRatio: 1) == 440)
        #expect(TableGeometry(aspectRatio: 8.0 / 5.0).maxCardWidth == 440)
        #expect(TableGeometry(aspectRatio: 5.0 / 8.0).maxCardWidth == 275)
    }

    @Test("One card on a huge table stops at the longest side allowed, keeping its shape", arguments: [8.0 / 5.0, 5.0 / 8.0])
    func oneCardOnAHugeTableStopsAtTheLongSideCap(aspect: Double) {
        var geometry = TableGeometry(aspectRatio: aspect)
        _ = geometry.resize(width: 4000, height: 4000, count: 1)
        let frame = geometry.targetFrame(0)
        #expect(abs(max(frame.width, frame.height) - TableGeometry.maxCardLongSide) < 1e-6)
        #expect(abs(frame.width - geometry.maxCardWidth) < 1e-6)
        #expect(abs(frame.width / frame.height - aspect) < 1e-9)
    }

    @Test("A pile's cards are capped by the cell, the table or the longest side")
    func pileCardsAreCappedByTheCellTheTableOrTheLongSide() {
        #expect(pileCards(square(), are: 240, 240))
        var narrow = TableGeometry(aspectRatio: 1)
        _ = narrow.resize(width: 300, height: 2000, count: 1)
        #expect(pileCards(narrow, are: 120, 120))
        var huge = TableGeometry(aspectRatio: 1)
        _ = huge.resize(width: 3000, height: 3000, count: 1)
        #expect(pileCards(huge, are: 264, 264))
        var tall = TableGeometry(aspectRatio: 5.0 / 8.0)
        _ = tall.resize(width: 3000, height: 3000, count: 1)
        #expect(pileCards(tall, are: 165, 264))
        var wide = TableGeometry(aspectRatio: 8.0 / 5.0)
        _ = wide.resize(width: 3000, height: 3000, count: 1)
        #expect(pileCards(wide, are: 264, 165))
    }

    // MARK: Resizing

    @Test("Resizing reports a change only for a new size, not for the same size or another count")
    func resizeIsFalseForTheSameSize() {
        var geometry = TableGeometry(aspectRatio: 1)
        #expect(!geometry.hasSize)
        changes(geometry.resize(width: 0, height: 0, count: 12), false)
        #expect(!geometry.hasSize)
        changes(geometry.resize(width: 800, height: 600, count: 12))
        #expect(geometry.hasSize)
        #expect(geometry.width == 800 && geometry.height == 600)
        changes(geometry.resize(width: 800, height: 600, count: 12), false)
        // The same size with another count is still the same size: the grid stays.
        changes(geometry.resize(width: 800, height: 600, count: 20), false)
        #expect(geometry.layout.frames.count == 12)
        changes(geometry.resize(width: 800, height: 601, count: 12))
        changes(geometry.resize(width: 801, height: 601, count: 12))
    }

    @Test("Resizing lays the cards out in the grid for the new size")
    func resizeLaysOutTheGrid() {
        let geometry = square()
        let expected = GridLayout(count: 12, width: 800, height: 600, aspectRatio: 1, maxCardWidth: 440)
        #expect(geometry.layout == expected)
        #expect(geometry.layout.columns == 4 && geometry.layout.rows == 3)
        #expect(geometry.layout.cellWidth == 200)
    }

    @Test("A relayout lays out a new count of cards at the same size")
    func relayoutTakesANewCount() {
        var geometry = square()
        geometry.relayout(count: 20)
        #expect(geometry.layout == GridLayout(count: 20, width: 800, height: 600, aspectRatio: 1, maxCardWidth: 440))
        geometry.relayout(count: 0)
        #expect(geometry.layout.frames.isEmpty)
    }

    /// A status line one line taller takes 17 pixels from an upright phone's
    /// table: the same 30 cards keep their 6 rows of 5 rather than re-flow.
    @Test("The same cards keep their grid's shape on a slightly shorter table; a fresh table takes the largest")
    func theSameCardsKeepTheGridShapeOnASlightlyShorterTable() {
        var geometry = TableGeometry(aspectRatio: MatchismoTable.cardAspectRatio)
        _ = geometry.resize(width: 360, height: 589, count: 30)
        #expect(geometry.layout.columns == 5)
        changes(geometry.resize(width: 360, height: 572, count: 30))
        #expect(geometry.layout.columns == 5 && geometry.layout.rows == 6)
        geometry.relayout(count: 30)
        #expect(geometry.layout.columns == 5)
        // A fresh table of that size, or another count of cards, takes the largest shape.
        var fresh = TableGeometry(aspectRatio: MatchismoTable.cardAspectRatio)
        _ = fresh.resize(width: 360, height: 572, count: 30)
        #expect(fresh.layout.columns == 6)
        geometry.relayout(count: 29)
        #expect(geometry.layout.columns == 6)
    }

    // MARK: Where cards go

    @Test("In the grid a card's place is its cell, and a card off the grid gets a 1-pixel frame")
    func targetFrameInTheGridIsTheCell() {
        let geometry = square()
        for index in 0..<12 { #expect(geometry.targetFrame(index) == geometry.layout.frames[index]) }
        #expect(geometry.targetFrame(0) == Frame(x: 8, y: 8, width: 184, height: 184))
        #expect(geometry.targetFrame(12) == Frame(x: 0, y: 0, width: 1, height: 1))
        #expect(geometry.targetFrame(-1) == Frame(x: 0, y: 0, width: 1, height: 1))
        #expect(TableGeometry(aspectRatio: 1).targetFrame(0) == Frame(x: 0, y: 0, width: 1, height: 1))
    }

    @Test("In the pile each card steps up and to the right of the one below")
    func targetFrameInThePileStepsUpAndRight() {
        var geometry = square()
        changes(geometry.gather())
        #expect(geometry.targetFrame(0) == Frame(x: 280, y: 180, width: 240, height: 240))
        #expect(close(geometry.targetFrame(1), Frame(x: 280.6, y: 179.4, width: 240, height: 240)))
        #expect(close(geometry.targetFrame(5), Frame(x: 283, y: 177, width: 240, height: 240)))
        #expect(close(geometry.targetFrame(11), Frame(x: 286.6, y: 173.4, width: 240, height: 240)))
        #expect(geometry.targetFrame(12) == Frame(x: 0, y: 0, width: 1, height: 1))
    }

    @Test("The pile stops stepping after twelve cards")
    func thePileStopsSteppingAfterTwelveCards() {
        var geometry = square(count: 20)
        changes(geometry.gather())
        // 20 square cards: a 5 x 4 grid of 150-pixel cells, so 180-pixel pile cards.
        #expect(geometry.pileOrigin == Point(x: 310, y: 210))
        let top = Frame(x: 317.2, y: 202.8, width: 180, height: 180)
        #expect(close(geometry.targetFrame(12), top))
        #expect(close(geometry.targetFrame(13), top))
        #expect(close(geometry.targetFrame(19), top))
        #expect(geometry.targetFrame(11).x < top.x)
    }

    @Test("Cards come from the deck at the bottom left and leave at the bottom right, at half size")
    func deckAndLeavingFramesAreHalfSizeAtTheBottomCorners() {
        let geometry = square()
        let card = Frame(x: 100, y: 50, width: 200, height: 300)
        #expect(geometry.deckFrame(for: card) == Frame(x: 0, y: 450, width: 100, height: 150))
        #expect(geometry.leavingFrame(from: card) == Frame(x: 700, y: 600, width: 100, height: 150))
        let cell = geometry.targetFrame(0)
        #expect(geometry.deckFrame(for: cell) == Frame(x: 0, y: 508, width: 92, height: 92))
        #expect(geometry.leavingFrame(from: cell) == Frame(x: 708, y: 600, width: 92, height: 92))
    }

    // MARK: Gathering and spreading

    @Test("Gathering centres the pile, once")
    func gatherCentresThePileOnce() {
        var geometry = square()
        #expect(!geometry.isGathered)
        changes(geometry.gather())
        #expect(geometry.isGathered)
        #expect(geometry.pileOrigin == Point(x: 280, y: 180))
        changes(geometry.gather(), false)
        #expect(geometry.pileOrigin == Point(x: 280, y: 180))
    }

    @Test("Gathering needs a sized table with cards")
    func gatherNeedsCards() {
        var unsized = TableGeometry(aspectRatio: 1)
        changes(unsized.gather(), false)
        #expect(!unsized.isGathered)
        var empty = square(count: 0)
        changes(empty.gather(), false)
        #expect(empty.pileOrigin == nil)
    }

    @Test("Spreading returns a gathered pile to the grid, and does nothing otherwise")
    func spreadReturnsToTheGrid() {
        var geometry = square()
        changes(geometry.spread(), false)
        _ = geometry.gather()
        changes(geometry.spread())
        #expect(!geometry.isGathered)
        #expect(geometry.targetFrame(3) == geometry.layout.frames[3])
        changes(geometry.spread(), false)
        #expect(geometry == square())
    }

    // MARK: Equality

    @Test("Two geometries are equal when their shape, size, layout and pile are")
    func equalityComparesSizeLayoutAndPile() {
        #expect(TableGeometry(aspectRatio: 1) == TableGeometry(aspectRatio: 1))
        #expect(TableGeometry(aspectRatio: 1) != TableGeometry(aspectRatio: 0.625))
        #expect(square() == square())
        #expect(square() != square(count: 11))
        var gathered = square()
        _ = gathered.gather()
        #expect(gathered != square())
        var moved = gathered
        _ = moved.movePile(dx: 1, dy: 0)
        #expect(moved != gathered)
    }
}
