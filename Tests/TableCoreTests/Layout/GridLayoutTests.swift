import Testing

@testable import TableCore

/// The grid layout as a pure function: every count from 1 to 81 in small,
/// large, landscape and portrait tables, for tall and wide cards.
@Suite("The grid layout")
struct GridLayoutTests {
    static let sizes: [(width: Double, height: Double)] = {
        let landscape = [(400.0, 360.0), (800, 600), (1920, 1080), (3840, 2160)]
        return landscape.flatMap { [(width: $0.0, height: $0.1), (width: $0.1, height: $0.0)] }
    }()
    static let aspects = [5.0 / 8.0, 8.0 / 5.0]
    static let maxCardWidths = [Double.infinity, 260]
    static let tolerance = 1e-9

    struct Case: CustomTestStringConvertible, Sendable {
        var width, height, aspect, maxCardWidth: Double
        var testDescription: String { "\(Int(width))x\(Int(height)) aspect \(aspect) max \(maxCardWidth)" }
    }

    static let cases: [Case] = sizes.flatMap { size in
        aspects.flatMap { aspect in
            maxCardWidths.map { Case(width: size.width, height: size.height, aspect: aspect, maxCardWidth: $0) }
        }
    }

    @Test("Every count from 1 to 81 fits: no empty row, no overlap, the largest cells, centred", arguments: cases)
    func everyCountFits(_ c: Case) {
        for count in 1...81 {
            let layout = GridLayout(count: count, width: c.width, height: c.height, aspectRatio: c.aspect,
                                    maxCardWidth: c.maxCardWidth)
            let label = "\(count) cards in \(c.testDescription)"
            #expect(layout.frames.count == count, "\(label)")
            #expect(layout.columns * layout.rows >= count, "\(label)")
            #expect(layout.columns * (layout.rows - 1) < count, "no empty row: \(label)")
            checkAspectAndBounds(layout, c, label)
            checkNoOverlap(layout, label)
            checkLargestCell(layout, count: count, c, label)
            checkCentred(layout, count: count, c, label)
        }
    }

    private func checkAspectAndBounds(_ layout: GridLayout, _ c: Case, _ label: String) {
        let t = Self.tolerance
        for frame in layout.frames {
            #expect(frame.width > 0 && frame.height > 0, "\(label)")
            #expect(abs(frame.width / frame.height - c.aspect) <= t * c.aspect, "aspect: \(label)")
            #expect(frame.x >= -t && frame.y >= -t, "inside: \(label)")
            #expect(frame.x + frame.width <= c.width + t && frame.y + frame.height <= c.height + t, "inside: \(label)")
            #expect(frame.width <= c.maxCardWidth + t, "max width: \(label)")
        }
        #expect(abs(layout.cellWidth / layout.cellHeight - c.aspect) <= t * c.aspect, "cell aspect: \(label)")
    }

    private func checkNoOverlap(_ layout: GridLayout, _ label: String) {
        let frames = layout.frames
        var overlaps = 0
        for i in frames.indices {
            for j in (i + 1)..<frames.count {
                let a = frames[i], b = frames[j]
                let w = min(a.x + a.width, b.x + b.width) - max(a.x, b.x)
                let h = min(a.y + a.height, b.y + b.height) - max(a.y, b.y)
                if w > Self.tolerance && h > Self.tolerance { overlaps += 1 }
            }
        }
        #expect(overlaps == 0, "overlapping frames: \(label)")
    }

    /// Brute force: no other column count fits a larger cell of this aspect.
    private func checkLargestCell(_ layout: GridLayout, count: Int, _ c: Case, _ label: String) {
        let maxCell = c.maxCardWidth / (1 - 2 * GridLayout.insetFraction)
        for columns in 1...count {
            let rows = (count + columns - 1) / columns
            // The widest cell that fits `columns` across and `rows` down.
            let widest = min(c.width / Double(columns), c.height / Double(rows) * c.aspect, maxCell)
            #expect(widest <= layout.cellWidth * (1 + Self.tolerance), "\(columns) columns fit a bigger cell: \(label)")
        }
        // The chosen grid really fits.
        #expect(Double(layout.columns) * layout.cellWidth <= c.width * (1 + Self.tolerance), "\(label)")
        #expect(Double(layout.rows) * layout.cellHeight <= c.height * (1 + Self.tolerance), "\(label)")
    }

    /// Rows are centred horizontally (the partial last row too) and the grid vertically.
    private func checkCentred(_ layout: GridLayout, count: Int, _ c: Case, _ label: String) {
        let t = 1e-6
        for row in 0..<layout.rows {
            let frames = layout.frames.enumerated().filter { layout.position(of: $0.offset).row == row }.map(\.element)
            guard let first = frames.first, let last = frames.last else { continue }
            let left = first.x, right = c.width - (last.x + last.width)
            #expect(abs(left - right) <= t, "row \(row) centred: \(label)")
            for pair in zip(frames, frames.dropFirst()) {
                #expect(abs(pair.1.x - pair.0.x - layout.cellWidth) <= t, "even spacing: \(label)")
            }
        }
        let top = layout.frames.map(\.y).min()!, bottom = layout.frames.map { $0.y + $0.height }.max()!
        #expect(abs(top - (c.height - bottom)) <= t, "grid centred vertically: \(label)")
    }

    @Test("The gap between cards is 8 percent of a cell")
    func theGapIsEightPercentOfACell() {
        let layout = GridLayout(count: 12, width: 800, height: 600, aspectRatio: 5.0 / 8.0)
        let a = layout.frames[0], b = layout.frames[1]
        #expect(abs((b.x - (a.x + a.width)) - 0.08 * layout.cellWidth) < 1e-9)
        #expect(abs(a.width - 0.92 * layout.cellWidth) < 1e-9)
    }

    @Test("Twelve Set cards at 800 by 600 take 3 columns of the largest cells")
    func twelveSetCardsAt800x600() {
        let layout = GridLayout(count: 12, width: 800, height: 600, aspectRatio: 8.0 / 5.0)
        #expect(layout.columns * layout.rows >= 12)
        #expect(layout.frames.count == 12)
        // 4 columns: cells 200 wide (width-bound). 3 columns: 4 rows of 150 high, 240 wide (height-bound): bigger.
        #expect(layout.columns == 3)
        #expect(layout.rows == 4)
        #expect(abs(layout.cellWidth - 240) < 1e-9)
        #expect(abs(layout.cellHeight - 150) < 1e-9)
    }

    /// 30 playing cards on an upright phone's table, 360 wide: 589 high fits
    /// them largest in 6 rows of 5, 572 high in 5 rows of 6, by 1%.
    @Test("A kept grid shape stays while it is nearly the largest, and gives way when far from it")
    func aKeptShapeStaysWhileNearlyTheLargest() {
        func layout(_ height: Double, keeping columns: Int? = nil) -> GridLayout {
            GridLayout(count: 30, width: 360, height: height, aspectRatio: 5.0 / 8.0, keeping: columns)
        }
        #expect(layout(589).columns == 5)
        #expect(layout(572).columns == 6)
        #expect(layout(572, keeping: 5).columns == 5 && layout(572, keeping: 5).rows == 6)
        #expect(layout(589, keeping: 6).columns == 6)
        // Far from the largest (a table on its side), the kept shape gives way.
        let wide = GridLayout(count: 30, width: 720, height: 263, aspectRatio: 5.0 / 8.0, keeping: 5)
        #expect(wide == GridLayout(count: 30, width: 720, height: 263, aspectRatio: 5.0 / 8.0))
        #expect(wide.columns == 10)
        // Column counts that cannot hold the cards are ignored.
        #expect(layout(572, keeping: 0) == layout(572) && layout(572, keeping: 31) == layout(572))
    }

    @Test("A card's position is its row and column")
    func positionIsRowAndColumn() {
        let layout = GridLayout(count: 10, width: 400, height: 300, aspectRatio: 1)
        #expect(layout.columns == 4)
        let positions = [0, 5, 9].map { layout.position(of: $0) }.map { [$0.row, $0.column] }
        #expect(positions == [[0, 0], [1, 1], [2, 1]])
    }

    @Test("No cards, no size or no shape give no frames and no grid", arguments: [
        (0, 800.0, 600.0, 0.625), (-3, 800, 600, 0.625), (12, 0, 600, 0.625), (12, 800, 0, 0.625),
        (12, 0, 0, 0.625), (12, -800, 600, 0.625), (12, 800, 600, 0), (12, .nan, 600, 0.625),
        (12, 800, 600, -1),
    ])
    func degenerateInputsGiveNoFrames(count: Int, width: Double, height: Double, aspect: Double) {
        let layout = GridLayout(count: count, width: width, height: height, aspectRatio: aspect)
        #expect(layout.frames.isEmpty)
        #expect(layout.columns == 0 && layout.rows == 0)
        #expect(GridFocus.move(.right, from: 3, in: layout) == 0)
    }

    /// A maximum card width of zero or less cannot place a card; it should give
    /// no frames, not `count` frames of zero size at the top-left.
    @Test("A maximum card width of zero or less gives no frames")
    func aNonPositiveMaximumCardWidthGivesNoFrames() {
        let layout = GridLayout(count: 5, width: 800, height: 600, aspectRatio: 1, maxCardWidth: 0)
        #expect(layout.frames.isEmpty)
    }
}
