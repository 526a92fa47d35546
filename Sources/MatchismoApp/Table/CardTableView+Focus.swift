import GameModel
import GtkKit
import TableCore

/// The keyboard on the table: one card at a time may take the focus, as in a
/// grid, and it follows the cards as they are dealt, matched and moved.
extension CardTableView {
    /// The card whose widget has the keyboard focus.
    var focusedCard: CardFace? {
        guard order.indices.contains(focusIndex), animator.views[order[focusIndex]]?.widget.hasFocus == true else {
            return nil
        }
        return order[focusIndex]
    }

    /// After a sync: the hinted card, else the card the focus was on, else
    /// the one now in its place (taking the focus if a card had it).
    func restoreFocus(previous: CardFace?, hadFocus: Bool, outcome: GameOutcome?) {
        if case .hinted(let card, _) = outcome?.event, let index = order.firstIndex(of: .set(card)) {
            focus(index)
            return
        }
        if let previous, let index = order.firstIndex(of: previous) {
            focusIndex = index
        } else if let index = GridFocus.surviving(focusIndex, newCount: order.count) {
            focusIndex = index
            if hadFocus { focus(index) }
        }
    }

    /// Moves keyboard focus to the card at `index` (once the cards are dealt, for a
    /// table never shown yet); returns whether a card took the focus now.
    @discardableResult
    func focus(_ index: Int) -> Bool {
        guard geometry.hasSize else {
            pendingFocus = index
            return false
        }
        guard order.indices.contains(index), let view = animator.views[order[index]] else { return false }
        focusIndex = index
        view.widget.isFocusable = true
        let took = view.widget.grabFocus()
        updateTabStop()
        return took
    }

    /// The table is one stop in the Tab order, as a grid is: only the card the
    /// keyboard is on can take the focus; arrows move among the cards, Tab
    /// moves on, and Shift+Tab comes back to that card.
    func updateTabStop() {
        for (index, id) in order.enumerated() {
            animator.views[id]?.widget.isFocusable = index == focusIndex
        }
    }

    /// Moves the focus within the grid.
    func moveFocus(_ move: GridFocus.Move) {
        focus(GridFocus.move(move, from: focusIndex, in: geometry.layout))
    }
}
