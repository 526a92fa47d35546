import GameModel
import GtkKit
import TableCore

/// Turns gestures and keys on a card table into commands for its view.
@MainActor
final class TableInput {
    private weak var table: CardTableView?
    /// Pinch and rotate act once per gesture.
    private var gestureUsed = false
    /// The last drag offset while the pile is dragged; nil when the drag started elsewhere.
    private var dragLast: (dx: Double, dy: Double)?

    init(table: CardTableView, on root: Widget) {
        self.table = table
        installGestures(on: root)
        installKeys(on: root)
    }

    /// The table's gestures watch every touch on its way to the cards (the
    /// capture phase): a card's button takes the touches of a tap for itself,
    /// and a gesture on the table that saw a touch begin but not end would
    /// still be following it when the next touch came (GTK 4.8 and 4.18 alike,
    /// with touch through mutter: the pinch never gathered). A touch that
    /// moves past the drag threshold, two fingers, and a press on the pile are
    /// the table's: claimed, so no card under them is chosen as well. The
    /// one-finger gestures (swipe, drag, click) are one group, the two-finger
    /// ones (pinch, turn) another, so a claim keeps the whole group following.
    private func installGestures(on root: Widget) {
        let swipe = GestureSwipe()
        swipe.onSwipe { [weak self] vx, vy in
            guard let table = self?.table, !table.isGathered,
                  let command = GestureMapping.tableSwipe(velocityX: vx, velocityY: vy, game: table.game.kind)
            else { return }
            table.execute(command)
        }
        swipe.setPropagationPhase(.capture)
        root.add(swipe)

        let zoom = GestureZoom()
        let claimPinch = zoom.claim
        zoom.onBegin { [weak self] in
            self?.gestureUsed = false
            claimPinch()
        }
        zoom.onScaleChanged { [weak self] scale in
            guard let self, !self.gestureUsed, let command = GestureMapping.tablePinch(scale: scale) else { return }
            self.gestureUsed = true
            self.table?.execute(command)
        }
        zoom.setPropagationPhase(.capture)
        root.add(zoom)

        let rotate = GestureRotate()
        let claimRotation = rotate.claim
        rotate.onBegin { [weak self] in
            self?.gestureUsed = false
            claimRotation()
        }
        rotate.onAngleChanged { [weak self] _, rotation in
            // The second argument is the rotation since the gesture began; the first is the fingers' absolute angle.
            guard let self, !self.gestureUsed, let kind = self.table?.game.kind,
                  let command = GestureMapping.tableRotation(angle: rotation, game: kind) else { return }
            self.gestureUsed = true
            self.table?.execute(command)
        }
        rotate.setPropagationPhase(.capture)
        root.add(rotate)
        // One two-finger gesture, read as a pinch and as a turn: claimed by
        // either, followed by both (GTK groups gestures of one widget only).
        rotate.group(with: zoom)

        let drag = GestureDrag()
        let claimPile = drag.claim
        drag.onDragBegin { [weak self] x, y in
            guard let self else { return }
            self.dragLast = self.table?.geometry.pileContains(x: x, y: y) == true ? (0, 0) : nil
            if self.dragLast != nil { claimPile() }
        }
        drag.onDragUpdate { [weak self] dx, dy in
            guard let self, let last = self.dragLast else { return }
            self.dragLast = (dx, dy)
            self.table?.execute(.movePile(dx: dx - last.dx, dy: dy - last.dy))
        }
        drag.onDragEnd { [weak self] _, _ in self?.dragLast = nil }
        drag.claimOnceMoved()
        drag.setPropagationPhase(.capture)
        root.add(drag)
        drag.group(with: swipe)

        let click = GestureClick()
        click.onReleased { [weak self] _, x, y in
            guard let self, let table = self.table, table.isGathered,
                  self.dragLast == nil || self.dragLast! == (0, 0), table.geometry.pileContains(x: x, y: y) else { return }
            table.execute(.spread)
        }
        click.setPropagationPhase(.capture)
        root.add(click)
        click.group(with: drag)
    }

    /// Arrow keys, Home and End move focus (or the pile); Escape clears or spreads.
    private func installKeys(on root: Widget) {
        KeyRoute.listen(.table, on: root, target: self)
    }

    /// Runs the table's action for `key`; false lets the key propagate.
    func handle(_ key: Key) -> Bool {
        KeyRoute.route(key, in: .table, to: self)
    }
}

extension TableInput: KeyTarget {
    func perform(_ effect: KeyEffect) -> Bool {
        guard let table else { return false }
        switch effect {
        case .escape:
            // Escape propagates when there is nothing to clear.
            return table.execute(KeyMapping.escape(isGathered: table.isGathered))
        case .navigate(let move):
            switch KeyMapping.navigation(move, isGathered: table.isGathered) {
            case .command(let command): table.execute(command)
            case .focus(let move): table.moveFocus(move)
            case nil: break
            }
            return true
        default: return false
        }
    }
}
