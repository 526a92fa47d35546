import GameModel
import Testing

@testable import TableCore

/// Where cards belong on the table, in the grid and in the gathered pile.
///
/// Most cases use square cards on an 800 x 600 table of 12 cards: a 4 x 3 grid
/// of 200-pixel cells, so the pile's cards are 240 wide (1.2 cells, under the
/// 264 cap and the 320 table share) and the pile is centred at (280, 180).
struct TableGeometryTests {
    static let tolerance = 1e-9

    /// Square cards on an 800 x 600 table of `count` cards.
    private func square(count: Int = 12) -> TableGeometry {
        var geometry = TableGeometry(aspectRatio: 1)
        _ = geometry.resize(width: 800, height: 600, count: count)
        return geometry
    }

    /// Checks what a mutating call returned (`#expect` cannot hold one).
    private func changes(_ result: Bool, _ expected: Bool = true, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(result == expected, sourceLocation: sourceLocation)
    }

    /// Whether `geometry`'s pile cards are `width` x `height`.
    private func pileCards(_ geometry: TableGeometry, are width: Double, _ height: Double) -> Bool {
        let size = geometry.pileCardSize
        return abs(size.width - width) < Self.tolerance && abs(size.height - height) < Self.tolerance
    }

    private func close(_ a: Frame, _ b: Frame) -> Bool {
        abs(a.x - b.x) < Self.tolerance && abs(a.y - b.y) < Self.tolerance
            && abs(a.width - b.width) < Self.tolerance && abs(a.height - b.height) < Self.tolerance
    }

    // MARK: Card sizes

    @Test func maxCardWidthForWideAndTallCards() {
        #expect(TableGeometry.maxCardWidth(aspectRatio: SetTable.cardAspectRatio) == 440)
        #expect(TableGeometry.maxCardWidth(aspectRatio: 8.0 / 5.0) == 440)
        #expect(TableGeometry.maxCardWidth(aspectRatio: MatchismoTable.cardAspectRatio) == 275)
        #expect(TableGeometry.maxCardWidth(aspectRatio: 5.0 / 8.0) == 275)
        #expect(TableGeometry.maxCardWidth(aspectRatio: 1) == 440)
        #expect(TableGeometry(aspectRatio: 8.0 / 5.0).maxCardWidth == 440)
        #expect(TableGeometry(aspectRatio: 5.0 / 8.0).maxCardWidth == 275)
    }

    @Test(arguments: [8.0 / 5.0, 5.0 / 8.0])
    func oneCardOnAHugeTableStopsAtTheLongSideCap(aspect: Double) {
        var geometry = TableGeometry(aspectRatio: aspect)
        _ = geometry.resize(width: 4000, height: 4000, count: 1)
        let frame = geometry.targetFrame(0)
        #expect(abs(max(frame.width, frame.height) - TableGeometry.maxCardLongSide) < 1e-6)
        #expect(abs(frame.width - geometry.maxCardWidth) < 1e-6)
        #expect(abs(frame.width / frame.height - aspect) < 1e-9)
    }

    @Test func pileCardsAreCappedByTheCellTheTableOrTheLongSide() {
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

    @Test func resizeIsFalseForTheSameSize() {
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

    @Test func resizeLaysOutTheGrid() {
        let geometry = square()
        let expected = GridLayout(count: 12, width: 800, height: 600, aspectRatio: 1, maxCardWidth: 440)
        #expect(geometry.layout == expected)
        #expect(geometry.layout.columns == 4 && geometry.layout.rows == 3)
        #expect(geometry.layout.cellWidth == 200)
    }

    @Test func relayoutTakesANewCount() {
        var geometry = square()
        geometry.relayout(count: 20)
        #expect(geometry.layout == GridLayout(count: 20, width: 800, height: 600, aspectRatio: 1, maxCardWidth: 440))
        geometry.relayout(count: 0)
        #expect(geometry.layout.frames.isEmpty)
    }

    /// A status line one line taller takes 17 pixels from an upright phone's
    /// table: the same 30 cards keep their 6 rows of 5 rather than re-flow.
    @Test func theSameCardsKeepTheGridShapeOnASlightlyShorterTable() {
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

    @Test func targetFrameInTheGridIsTheCell() {
        let geometry = square()
        for index in 0..<12 { #expect(geometry.targetFrame(index) == geometry.layout.frames[index]) }
        #expect(geometry.targetFrame(0) == Frame(x: 8, y: 8, width: 184, height: 184))
        #expect(geometry.targetFrame(12) == Frame(x: 0, y: 0, width: 1, height: 1))
        #expect(geometry.targetFrame(-1) == Frame(x: 0, y: 0, width: 1, height: 1))
        #expect(TableGeometry(aspectRatio: 1).targetFrame(0) == Frame(x: 0, y: 0, width: 1, height: 1))
    }

    @Test func targetFrameInThePileStepsUpAndRight() {
        var geometry = square()
        changes(geometry.gather())
        #expect(geometry.targetFrame(0) == Frame(x: 280, y: 180, width: 240, height: 240))
        #expect(close(geometry.targetFrame(1), Frame(x: 280.6, y: 179.4, width: 240, height: 240)))
        #expect(close(geometry.targetFrame(5), Frame(x: 283, y: 177, width: 240, height: 240)))
        #expect(close(geometry.targetFrame(11), Frame(x: 286.6, y: 173.4, width: 240, height: 240)))
        #expect(geometry.targetFrame(12) == Frame(x: 0, y: 0, width: 1, height: 1))
    }

    @Test func thePileStopsSteppingAfterTwelveCards() {
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

    @Test func deckAndLeavingFramesAreHalfSizeAtTheBottomCorners() {
        let geometry = square()
        let card = Frame(x: 100, y: 50, width: 200, height: 300)
        #expect(geometry.deckFrame(for: card) == Frame(x: 0, y: 450, width: 100, height: 150))
        #expect(geometry.leavingFrame(from: card) == Frame(x: 700, y: 600, width: 100, height: 150))
        let cell = geometry.targetFrame(0)
        #expect(geometry.deckFrame(for: cell) == Frame(x: 0, y: 508, width: 92, height: 92))
        #expect(geometry.leavingFrame(from: cell) == Frame(x: 708, y: 600, width: 92, height: 92))
    }

    // MARK: Gathering and spreading

    @Test func gatherCentresThePileOnce() {
        var geometry = square()
        #expect(!geometry.isGathered)
        changes(geometry.gather())
        #expect(geometry.isGathered)
        #expect(geometry.pileOrigin == Point(x: 280, y: 180))
        changes(geometry.gather(), false)
        #expect(geometry.pileOrigin == Point(x: 280, y: 180))
    }

    @Test func gatherNeedsCards() {
        var unsized = TableGeometry(aspectRatio: 1)
        changes(unsized.gather(), false)
        #expect(!unsized.isGathered)
        var empty = square(count: 0)
        changes(empty.gather(), false)
        #expect(empty.pileOrigin == nil)
    }

    @Test func spreadReturnsToTheGrid() {
        var geometry = square()
        changes(geometry.spread(), false)
        _ = geometry.gather()
        changes(geometry.spread())
        #expect(!geometry.isGathered)
        #expect(geometry.targetFrame(3) == geometry.layout.frames[3])
        changes(geometry.spread(), false)
        #expect(geometry == square())
    }

    // MARK: Moving the pile

    @Test func movePileNeedsAPile() {
        var geometry = square()
        changes(geometry.movePile(dx: 10, dy: 10), false)
        #expect(geometry.pileOrigin == nil)
    }

    @Test func movePileMovesByTheOffset() {
        var geometry = square()
        _ = geometry.gather()
        changes(geometry.movePile(dx: 24, dy: -24))
        #expect(geometry.pileOrigin == Point(x: 304, y: 156))
        changes(geometry.movePile(dx: -100, dy: 50))
        #expect(geometry.pileOrigin == Point(x: 204, y: 206))
        #expect(geometry.targetFrame(0) == Frame(x: 204, y: 206, width: 240, height: 240))
    }

    @Test func movePileKeepsThePileOnTheTable() {
        var geometry = square()
        _ = geometry.gather()
        // Left edge and the top margin (the stacked cards rise above the origin).
        changes(geometry.movePile(dx: -10_000, dy: -10_000))
        #expect(geometry.pileOrigin == Point(x: 0, y: TableGeometry.pileMargin))
        // Still true at the edge, though nothing moves.
        changes(geometry.movePile(dx: -24, dy: 0))
        #expect(geometry.pileOrigin == Point(x: 0, y: 8))
        // The right margin (the stacked cards step right) and the bottom edge.
        changes(geometry.movePile(dx: 10_000, dy: 10_000))
        #expect(geometry.pileOrigin == Point(x: 800 - 240 - 8, y: 600 - 240))
    }

    @Test func aPileLargerThanTheTableSitsAtTheTopLeft() {
        var geometry = TableGeometry(aspectRatio: 1)
        _ = geometry.resize(width: 300, height: 100, count: 1)
        // One 100-pixel cell, so 120-pixel pile cards: taller than the table.
        #expect(pileCards(geometry, are: 120, 120))
        _ = geometry.gather()
        changes(geometry.movePile(dx: 500, dy: 500))
        #expect(geometry.pileOrigin == Point(x: 172, y: 8))
    }

    @Test func resizeKeepsAGatheredPileOnTheTable() {
        var geometry = square()
        _ = geometry.gather()
        _ = geometry.movePile(dx: 10_000, dy: 10_000)
        #expect(geometry.pileOrigin == Point(x: 552, y: 360))
        // 400 x 300: 100-pixel cells, so 120-pixel pile cards.
        changes(geometry.resize(width: 400, height: 300, count: 12))
        #expect(geometry.isGathered)
        #expect(pileCards(geometry, are: 120, 120))
        #expect(geometry.pileOrigin == Point(x: 400 - 120 - 8, y: 300 - 120))
        // Growing again leaves it where it is.
        changes(geometry.resize(width: 800, height: 600, count: 12))
        #expect(geometry.pileOrigin == Point(x: 272, y: 180))
    }

    /// The pile a gather makes is where a move of nothing leaves it: on the
    /// table, clear of the top margin. Twelve Matchismo cards in one row on a
    /// short, wide table (1800 x 240, within the felt's 320 x 240 minimum) have
    /// 150 x 240 cells, so 165 x 264 pile cards taller than the table.
    @Test(arguments: [(800.0, 600.0), (1800, 240), (1500, 240)])
    func gatherPutsThePileWhereMovingItKeepsIt(width: Double, height: Double) {
        var geometry = TableGeometry(aspectRatio: MatchismoTable.cardAspectRatio)
        _ = geometry.resize(width: width, height: height, count: 12)
        changes(geometry.gather())
        let gathered = geometry.pileOrigin
        changes(geometry.movePile(dx: 0, dy: 0))
        #expect(geometry.pileOrigin == gathered, "gathered at \(String(describing: gathered))")
        #expect((gathered?.y ?? 0) >= TableGeometry.pileMargin)
    }

    // MARK: Hit testing

    @Test func pileContainsItsCardsWithSlopForTheStackedEdges() {
        var geometry = square()
        #expect(!geometry.pileContains(x: 400, y: 300))
        _ = geometry.gather()
        // The pile is 240 square at (280, 180), with 8 pixels more to the right and above.
        #expect(geometry.pileContains(x: 400, y: 300))
        #expect(geometry.pileContains(x: 280, y: 180))
        #expect(geometry.pileContains(x: 528, y: 172))
        #expect(geometry.pileContains(x: 280, y: 420))
        #expect(geometry.pileContains(x: 528, y: 420))
        #expect(!geometry.pileContains(x: 279.9, y: 300))
        #expect(!geometry.pileContains(x: 528.1, y: 300))
        #expect(!geometry.pileContains(x: 400, y: 171.9))
        #expect(!geometry.pileContains(x: 400, y: 420.1))
        _ = geometry.movePile(dx: -280, dy: 0)
        #expect(geometry.pileContains(x: 0, y: 300))
        #expect(!geometry.pileContains(x: 300, y: 300))
        _ = geometry.spread()
        #expect(!geometry.pileContains(x: 100, y: 300))
    }

    // MARK: Equality

    @Test func equalityComparesSizeLayoutAndPile() {
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
