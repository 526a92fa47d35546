import Testing

@testable import TableCore

/// Keyboard focus on the grid, without a display. The grid is 10 square cards
/// in 400 x 300: 4 columns, rows of 4, 4 and 2, the last row centred under
/// the middle two columns:
///
///     0 1 2 3
///     4 5 6 7
///       8 9
@Suite("Keyboard focus on the grid")
struct GridFocusTests {
    let layout = GridLayout(count: 10, width: 400, height: 300, aspectRatio: 1)

    @Test("Ten cards make four columns, with the last row centred")
    func theGridIsFourColumnsWithACentredLastRow() {
        #expect(layout.columns == 4)
        #expect(layout.rows == 3)
        #expect(abs(layout.frames[8].midX - layout.frames[5].midX) < 1e-9)
        #expect(abs(layout.frames[9].midX - layout.frames[6].midX) < 1e-9)
    }

    @Test("Arrows, Home and End move the focus through the grid, to the nearest card in a short row", arguments: [
        (GridFocus.Move.right, 0, 1), (.right, 3, 4), (.right, 9, 9),
        (.left, 4, 3), (.left, 0, 0), (.left, 9, 8),
        (.down, 0, 4), (.down, 3, 7), (.down, 4, 8), (.down, 5, 8), (.down, 6, 9), (.down, 7, 9),
        (.down, 8, 8), (.down, 9, 9),
        (.up, 8, 5), (.up, 9, 6), (.up, 4, 0), (.up, 2, 2),
        (.first, 7, 0), (.last, 2, 9), (.first, 0, 0), (.last, 9, 9),
    ])
    func arrowsHomeAndEnd(move: GridFocus.Move, from: Int, to: Int) {
        #expect(GridFocus.move(move, from: from, in: layout) == to)
    }

    @Test("A focus out of range is clamped onto the grid")
    func outOfRangeStartsAreClamped() {
        #expect(GridFocus.move(.right, from: 42, in: layout) == 9)
        #expect(GridFocus.move(.left, from: -5, in: layout) == 0)
        #expect(GridFocus.move(.down, from: 99, in: layout) == 9)
        #expect(GridFocus.move(.up, from: -1, in: layout) == 0)
    }

    @Test("An empty grid keeps the focus at zero")
    func anEmptyGridKeepsFocusAtZero() {
        let empty = GridLayout(count: 0, width: 400, height: 300, aspectRatio: 1)
        for move in [GridFocus.Move.left, .right, .up, .down, .first, .last] {
            #expect(GridFocus.move(move, from: 3, in: empty) == 0)
        }
    }

    @Test("A single row moves the focus only sideways")
    func aSingleRowMovesOnlySideways() {
        let row = GridLayout(count: 3, width: 900, height: 100, aspectRatio: 1)
        #expect(row.rows == 1)
        #expect(GridFocus.move(.down, from: 1, in: row) == 1)
        #expect(GridFocus.move(.up, from: 1, in: row) == 1)
        #expect(GridFocus.move(.right, from: 1, in: row) == 2)
    }

    @Test("The focus keeps its index when the card is still there, else the last one, else none")
    func survivingKeepsTheIndexWhenItStillExists() {
        #expect(GridFocus.surviving(1, newCount: 3) == 1)
        #expect(GridFocus.surviving(5, newCount: 3) == 2)
        #expect(GridFocus.surviving(2, newCount: 3) == 2)
        #expect(GridFocus.surviving(0, newCount: 1) == 0)
        #expect(GridFocus.surviving(0, newCount: 0) == nil)
        #expect(GridFocus.surviving(4, newCount: 0) == nil)
    }
}
