import Testing

@testable import TableCore

/// The gathered pile moved by a drag or the arrow keys, kept on the table, and hit.
extension TableGeometryTests {
    // MARK: Moving the pile

    @Test("Moving the pile needs a pile")
    func movePileNeedsAPile() {
        var geometry = square()
        changes(geometry.movePile(dx: 10, dy: 10), false)
        #expect(geometry.pileOrigin == nil)
    }

    @Test("Moving the pile moves it by the offset")
    func movePileMovesByTheOffset() {
        var geometry = square()
        _ = geometry.gather()
        changes(geometry.movePile(dx: 24, dy: -24))
        #expect(geometry.pileOrigin == Point(x: 304, y: 156))
        changes(geometry.movePile(dx: -100, dy: 50))
        #expect(geometry.pileOrigin == Point(x: 204, y: 206))
        #expect(geometry.targetFrame(0) == Frame(x: 204, y: 206, width: 240, height: 240))
    }

    @Test("Moving the pile keeps it on the table, clear of the margins")
    func movePileKeepsThePileOnTheTable() {
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

    @Test("A pile larger than the table sits at its top left")
    func aPileLargerThanTheTableSitsAtTheTopLeft() {
        var geometry = TableGeometry(aspectRatio: 1)
        _ = geometry.resize(width: 300, height: 100, count: 1)
        // One 100-pixel cell, so 120-pixel pile cards: taller than the table.
        #expect(pileCards(geometry, are: 120, 120))
        _ = geometry.gather()
        changes(geometry.movePile(dx: 500, dy: 500))
        #expect(geometry.pileOrigin == Point(x: 172, y: 8))
    }

    @Test("Resizing keeps a gathered pile on the table, and growing leaves it where it is")
    func resizeKeepsAGatheredPileOnTheTable() {
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
    @Test("Gathering puts the pile where a move of nothing leaves it, clear of the top margin", arguments: [(800.0, 600.0), (1800, 240), (1500, 240)])
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

    @Test("The pile is hit on its cards and the stacked edges beside them, and nowhere once spread")
    func pileContainsItsCardsWithSlopForTheStackedEdges() {
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
}
