import GameModel

/// A rectangle in the table's coordinates.
public struct Frame: Equatable, Sendable {
    public var x, y, width, height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }

    public func intersects(_ other: Frame) -> Bool {
        x < other.x + other.width && other.x < x + width && y < other.y + other.height && other.y < y + height
    }

    /// The frame moved a `fraction` of the way to `target` (0 = self, 1 = target).
    public func interpolated(to target: Frame, _ fraction: Double) -> Frame {
        Frame(
            x: x + (target.x - x) * fraction, y: y + (target.y - y) * fraction,
            width: width + (target.width - width) * fraction, height: height + (target.height - height) * fraction)
    }
}

/// Where each card goes on the table: the largest cell of one aspect ratio
/// that fits all cards in the bounds, centred, each card inset in its cell;
/// or, when asked to keep a grid's shape, that shape while it is nearly as large.
public struct GridLayout: Equatable, Sendable {
    /// Each side of a card is inset by this fraction of its cell, so neighbours
    /// are 8% of a cell apart (the reference's "inset each cell by 8%").
    public static let insetFraction = 0.04
    /// A kept shape stays while its cells are at least this fraction of the
    /// largest. On an upright phone a status line that wraps to one more line
    /// takes a few pixels from the table, and 30 cards in 6 rows of 5 then fit
    /// a cell 1% smaller than in 5 rows of 6: re-flowing for that would move
    /// every card from under the player's finger.
    public static let keptShapeFraction = 0.9

    public let columns: Int
    public let rows: Int
    public let cellWidth: Double
    public let cellHeight: Double
    /// One frame per card, row by row; the last row, when partial, is centred.
    public let frames: [Frame]

    /// Lays out `count` cards of `aspectRatio` (width / height) in `width` x `height`,
    /// no card wider than `maxCardWidth`, in `keptColumns` columns while those
    /// fit a cell of at least `keptShapeFraction` of the largest.
    public init(count: Int, width: Double, height: Double, aspectRatio: Double, maxCardWidth: Double = .infinity,
                keeping keptColumns: Int? = nil) {
        guard count > 0, width > 0, height > 0, aspectRatio > 0, maxCardWidth > 0 else {
            columns = 0
            rows = 0
            cellWidth = 0
            cellHeight = 0
            frames = []
            return
        }
        let maxCellWidth = maxCardWidth / (1 - 2 * Self.insetFraction)
        func shape(_ columns: Int) -> (columns: Int, rows: Int, cellWidth: Double) {
            let rows = (count + columns - 1) / columns
            return (columns, rows, min(width / Double(columns), height / Double(rows) * aspectRatio, maxCellWidth))
        }
        var best = (columns: 1, rows: count, cellWidth: 0.0)
        for columns in 1...count {
            let fit = shape(columns)
            if fit.cellWidth > best.cellWidth { best = fit }
        }
        if let keptColumns, (1...count).contains(keptColumns) {
            let kept = shape(keptColumns)
            if kept.cellWidth >= best.cellWidth * Self.keptShapeFraction { best = kept }
        }
        columns = best.columns
        rows = best.rows
        cellWidth = best.cellWidth
        cellHeight = best.cellWidth / aspectRatio

        let insetX = cellWidth * Self.insetFraction, insetY = cellHeight * Self.insetFraction
        let top = (height - Double(rows) * cellHeight) / 2
        var frames: [Frame] = []
        frames.reserveCapacity(count)
        for index in 0..<count {
            let row = index / columns
            let inRow = row == rows - 1 ? count - row * columns : columns
            let left = (width - Double(inRow) * cellWidth) / 2
            frames.append(Frame(
                x: left + Double(index % columns) * cellWidth + insetX,
                y: top + Double(row) * cellHeight + insetY,
                width: cellWidth - 2 * insetX, height: cellHeight - 2 * insetY))
        }
        self.frames = frames
    }

    /// The row and column (from 0) of card `index`.
    public func position(of index: Int) -> (row: Int, column: Int) {
        (index / max(columns, 1), index % max(columns, 1))
    }
}
