import GameModel

/// Keyboard focus on the card grid as a pure value: which card has focus and
/// where an arrow key moves it.
public enum GridFocus {
    public enum Move: Sendable {
        case left, right, up, down, first, last
    }

    /// The card focus moves to from `index` in a grid of `layout`.
    ///
    /// Left and right step through the cards in reading order; up and down go to
    /// the nearest card in the row above or below (the last row may be centred
    /// and shorter); Home and End go to the first and last card.
    public static func move(_ move: Move, from index: Int, in layout: GridLayout) -> Int {
        let count = layout.frames.count
        guard count > 0 else { return 0 }
        let current = min(max(index, 0), count - 1)
        switch move {
        case .left: return max(current - 1, 0)
        case .right: return min(current + 1, count - 1)
        case .first: return 0
        case .last: return count - 1
        case .up, .down:
            let row = layout.position(of: current).row + (move == .up ? -1 : 1)
            guard row >= 0, row < layout.rows else { return current }
            let x = layout.frames[current].midX
            let rowCards = (row * layout.columns)..<min((row + 1) * layout.columns, count)
            return rowCards.min { abs(layout.frames[$0].midX - x) < abs(layout.frames[$1].midX - x) } ?? current
        }
    }

    /// Where focus goes when the card at `index` is gone and `newCount` cards remain.
    public static func surviving(_ index: Int, newCount: Int) -> Int? {
        newCount > 0 ? min(index, newCount - 1) : nil
    }
}
