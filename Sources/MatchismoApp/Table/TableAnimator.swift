import GLibKit
import GameModel
import GtkKit
import TableCore

/// Places the card widgets of one table and animates every change: cards
/// dealt in, moved, flipped and leaving. A widget is allocated at its final
/// size and moved and scaled by a transform, so no painter runs while it moves.
@MainActor
final class TableAnimator {
    private let layer: TransformLayer
    private var motions: [CardFace: CardMotion] = [:]
    /// Cards being flipped: their views hold the old face until the flip's midpoint.
    private var flipping: Set<CardFace> = []
    private var leaving: [(view: CardView, motion: CardMotion)] = []
    private var tickID: UInt32?
    private var frameTimes: [Double] = []
    private var lastFrame: Double?
    private var painterCallsAtStart = 0
    /// Cards dealt since the last tick started, to stagger their arrival.
    private var dealtInBurst = 0

    /// The card views on the table, by card.
    private(set) var views: [CardFace: CardView] = [:]
    /// Whether changes animate (the desktop's and the app's setting together).
    var isEnabled: @MainActor () -> Bool = { true }

    init(layer: TransformLayer) {
        self.layer = layer
    }

    /// Every view, leaving ones included (to repaint them all).
    var allViews: [CardView] { Array(views.values) + leaving.map(\.view) }

    /// The frame of a card now, mid-animation included.
    func currentFrame(of id: CardFace, at now: Double = MainLoop.now) -> Frame? {
        motions[id]?.frame(at: now)
    }

    /// Starts a batch of changes: dealt cards are staggered within it.
    func beginBatch() { dealtInBurst = 0 }

    /// Adds `view` for card `id`, flying in from `origin` to `target` (or appearing there).
    func add(_ view: CardView, for id: CardFace, at target: Frame, from origin: Frame, animated: Bool) {
        views[id] = view
        var motion = CardMotion(at: animated ? origin : target)
        if animated {
            let now = MainLoop.now
            motion.to = target
            motion.start = now + Double(dealtInBurst) * MotionTiming.dealStagger
            motion.duration = MotionTiming.deal
            motion.fromOpacity = 0
            dealtInBurst += 1
        }
        motions[id] = motion
        view.fillsItsPlace()
        layer.append(view.widget)
        apply(id, at: MainLoop.now)
    }

    /// Shows `card` on its view, turning it over when its face changed; a
    /// card turning face down after a mismatch waits for the flash first.
    func update(_ card: TableCard, animated: Bool, delayTurningDown: Bool) {
        guard let view = views[card.id] else { return }
        if animated, view.drawnFace != card.face {
            // A flip already turning to this face goes on; otherwise one starts.
            if !(flipping.contains(card.id) && view.card.face == card.face) {
                let delay = delayTurningDown && card.face == .back ? MotionTiming.mismatchFlash : 0
                motions[card.id]?.flipStart = MainLoop.now + delay
            }
            view.update(card, holdingFace: view.drawnFace)
            flipping.insert(card.id)
        } else {
            // Turned back before the midpoint: the flip stops.
            if flipping.remove(card.id) != nil { motions[card.id]?.flipStart = nil }
            view.update(card)
        }
    }

    /// Moves card `id` to `target`, sliding there when `animated`.
    func move(_ id: CardFace, to target: Frame, animated: Bool) {
        let now = MainLoop.now
        guard var motion = motions[id] else { return }
        if motion.to != target {
            motion.retarget(to: target, at: now, duration: animated ? MotionTiming.move : 0)
            motions[id] = motion
        }
        apply(id, at: now)
    }

    /// Takes card `id` off the table: it flies to `destination` and fades, or
    /// goes at once when animations are off. Its widget can no longer be focused or chosen.
    func remove(_ id: CardFace, flyingTo destination: (Frame) -> Frame) {
        guard let view = views.removeValue(forKey: id) else { return }
        let now = MainLoop.now
        var motion = motions.removeValue(forKey: id) ?? CardMotion(at: Frame(x: 0, y: 0, width: 1, height: 1))
        flipping.remove(id)
        view.retire()
        guard isEnabled() else {
            layer.remove(view.widget)
            return
        }
        motion.from = motion.frame(at: now)
        motion.to = destination(motion.from)
        motion.start = now
        motion.duration = MotionTiming.leave
        motion.fromOpacity = 1
        motion.toOpacity = 0
        leaving.append((view, motion))
    }

    /// Keeps the widgets in `ids` order, so a screen reader reads cards where
    /// they lie; leaving cards stay after them, drawn on top until they are gone.
    func arrange(_ ids: [CardFace]) {
        var previous: Widget?
        for id in ids {
            guard let widget = views[id]?.widget else { continue }
            widget.moveAfter(previous, in: layer)
            previous = widget
        }
    }

    /// Runs frames until every motion has finished.
    func run() {
        let now = MainLoop.now
        guard tickID == nil, isAnimating(at: now) else {
            if tickID == nil { finishLeaving(at: now) }
            return
        }
        frameTimes = []
        lastFrame = nil
        painterCallsAtStart = RenderStats.painterCalls
        tickID = layer.addTick { [weak self] _ in self?.tick() ?? false }
    }

    private func isAnimating(at now: Double) -> Bool {
        !leaving.isEmpty || motions.values.contains { !$0.isFinished(at: now) } || !flipping.isEmpty
    }

    private func tick() -> Bool {
        let now = MainLoop.now
        if let lastFrame { frameTimes.append((now - lastFrame) * 1000) }
        lastFrame = now
        for id in motions.keys { apply(id, at: now) }
        for item in leaving { place(item.view, item.motion, at: now) }
        finishLeaving(at: now)
        if isAnimating(at: now) { return true }
        tickID = nil
        RenderStats.recordAnimation(frames: frameTimes, painterCallsDuring: RenderStats.painterCalls - painterCallsAtStart)
        return false
    }

    private func finishLeaving(at now: Double) {
        leaving.removeAll { item in
            guard item.motion.isFinished(at: now) else { return false }
            layer.remove(item.view.widget)
            return true
        }
    }

    /// Places a card's widget for time `now`, and shows its new face once a flip is edge-on.
    private func apply(_ id: CardFace, at now: Double) {
        guard let motion = motions[id], let view = views[id] else { return }
        place(view, motion, at: now)
        if flipping.contains(id), let flip = motion.flipStart, now >= flip + MotionTiming.flipHalf {
            view.releaseHeldFace()
            flipping.remove(id)
        }
    }

    /// Places a card's widget where its motion ends (where it is hit and
    /// focused) and shows it where the motion is at `now`: only the first frame
    /// of a move lays the table out again, the others only redraw it.
    private func place(_ view: CardView, _ motion: CardMotion, at now: Double) {
        let target = motion.to
        let width = max(Int(target.width.rounded()), 1), height = max(Int(target.height.rounded()), 1)
        let deviceScale = view.area.scaleFactor
        let end = CardPlacement(showing: target, drawnWidth: width, drawnHeight: height, deviceScale: deviceScale)
        layer.place(view.widget, x: end.x, y: end.y, width: width, height: height, scaleX: end.scaleX, scaleY: end.scaleY)
        let shown = CardPlacement(
            showing: motion.frame(at: now), drawnWidth: width, drawnHeight: height,
            flip: motion.flipScale(at: now), deviceScale: deviceScale)
        layer.show(view.widget, x: shown.x, y: shown.y, scaleX: max(shown.scaleX, 0.001), scaleY: shown.scaleY)
        view.widget.opacity = motion.opacity(at: now)
    }
}
