import GameModel

/// Where each card of a table belongs: its cell in the grid, or its place in
/// the gathered pile. A pure value the table view keeps and asks.
public struct TableGeometry: Equatable, Sendable {
    /// The longest side a card may have, so a few cards on a big screen stay card-sized.
    public static let maxCardLongSide = 440.0
    /// How far each card of the pile sits from the one below it, in pixels (at most 12 steps).
    public static let pileStep = 0.6, pileSteps = 12.0
    /// The pile's card width as a fraction of the cap, a grid cell and the table.
    public static let pileOfCap = 0.6, pileOfCell = 1.2, pileOfTable = 0.4
    /// The margin the pile keeps from the table's right and top edges, and its hit slop.
    public static let pileMargin = 8.0

    /// A card's width over its height.
    public let aspectRatio: Double
    public private(set) var width = 0.0
    public private(set) var height = 0.0
    public private(set) var layout = GridLayout(count: 0, width: 0, height: 0, aspectRatio: 1)
    /// The top-left corner of the gathered pile, when the cards are gathered.
    public private(set) var pileOrigin: Point?

    public init(aspectRatio: Double) {
        self.aspectRatio = aspectRatio
    }

    /// The widest a card of this game may be.
    public static func maxCardWidth(aspectRatio: Double) -> Double {
        aspectRatio >= 1 ? maxCardLongSide : maxCardLongSide * aspectRatio
    }

    public var maxCardWidth: Double { Self.maxCardWidth(aspectRatio: aspectRatio) }

    /// Whether the table has been given a size.
    public var hasSize: Bool { width > 0 }

    public var isGathered: Bool { pileOrigin != nil }

    /// Takes a new table size; false when it is the same.
    public mutating func resize(width: Double, height: Double, count: Int) -> Bool {
        guard width != self.width || height != self.height else { return false }
        self.width = width
        self.height = height
        relayout(count: count)
        if let pile = pileOrigin { pileOrigin = clamped(pile) }
        return true
    }

    /// Lays out `count` cards in the grid; the same cards keep the grid's
    /// shape while it is nearly the largest (`GridLayout.keptShapeFraction`),
    /// so a table a few pixels shorter does not re-flow them.
    public mutating func relayout(count: Int) {
        let kept = count == layout.frames.count ? layout.columns : nil
        layout = GridLayout(count: count, width: width, height: height, aspectRatio: aspectRatio,
                            maxCardWidth: maxCardWidth, keeping: kept)
    }

    /// Where card `index` belongs: its grid cell, or its place in the pile.
    public func targetFrame(_ index: Int) -> Frame {
        guard layout.frames.indices.contains(index) else { return Frame(x: 0, y: 0, width: 1, height: 1) }
        guard let pile = pileOrigin else { return layout.frames[index] }
        let size = pileCardSize
        let step = min(Double(index), Self.pileSteps) * Self.pileStep
        return Frame(x: pile.x + step, y: pile.y - step, width: size.width, height: size.height)
    }

    /// Where a new card flies in from: the bottom-left corner, at half size.
    public func deckFrame(for target: Frame) -> Frame {
        Frame(x: 0, y: height - target.height * 0.5, width: target.width * 0.5, height: target.height * 0.5)
    }

    /// Where a leaving card flies to: the bottom-right corner, at half size.
    public func leavingFrame(from frame: Frame) -> Frame {
        Frame(x: width - frame.width * 0.5, y: height, width: frame.width * 0.5, height: frame.height * 0.5)
    }

    /// The size of each card in the pile.
    public var pileCardSize: (width: Double, height: Double) {
        let cardWidth = min(maxCardWidth * Self.pileOfCap, layout.cellWidth * Self.pileOfCell, width * Self.pileOfTable)
        return (cardWidth, cardWidth / aspectRatio)
    }

    /// Gathers the cards into a pile in the middle; false when already gathered or empty.
    public mutating func gather() -> Bool {
        guard pileOrigin == nil, !layout.frames.isEmpty else { return false }
        let card = pileCardSize
        pileOrigin = clamped(Point(x: (width - card.width) / 2, y: (height - card.height) / 2))
        return true
    }

    /// Spreads the pile back into the grid; false when not gathered.
    public mutating func spread() -> Bool {
        guard pileOrigin != nil else { return false }
        pileOrigin = nil
        return true
    }

    /// Moves the pile, keeping it on the table; false when not gathered.
    public mutating func movePile(dx: Double, dy: Double) -> Bool {
        guard let pile = pileOrigin else { return false }
        pileOrigin = clamped(Point(x: pile.x + dx, y: pile.y + dy))
        return true
    }

    /// Whether the point lies on the pile (with a little slop for the stacked edges).
    public func pileContains(x: Double, y: Double) -> Bool {
        guard let pile = pileOrigin else { return false }
        let card = pileCardSize
        return x >= pile.x && x <= pile.x + card.width + Self.pileMargin
            && y >= pile.y - Self.pileMargin && y <= pile.y + card.height
    }

    private func clamped(_ origin: Point) -> Point {
        let card = pileCardSize
        return Point(x: min(max(origin.x, 0), max(width - card.width - Self.pileMargin, 0)),
                     y: min(max(origin.y, Self.pileMargin), max(height - card.height, Self.pileMargin)))
    }

    public static func == (a: TableGeometry, b: TableGeometry) -> Bool {
        a.aspectRatio == b.aspectRatio && a.width == b.width && a.height == b.height && a.layout == b.layout
            && a.pileOrigin == b.pileOrigin
    }
}

/// A point on the table, in pixels.
public struct Point: Equatable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}
