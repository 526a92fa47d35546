import CGtk
import CardArt
import GameModel
import TableCore
import GtkKit

/// The table both card games share: it lays cards out in a grid, animates
/// every change, turns gestures and keys into `GameCommand`s and runs them
/// against its `TableGame`.
@MainActor
final class CardTableController {
    let game: TableGame
    /// The table widget: a felt background with the cards above it.
    let root = Overlay()
    private let felt = DrawingArea(role: GTK_ACCESSIBLE_ROLE_GROUP)
    private let fixed = Fixed()

    private var views: [CardFace: CardView] = [:]
    private var motions: [CardFace: CardMotion] = [:]
    /// Cards being flipped: their views hold the old face until the flip's midpoint.
    private var flipping: Set<CardFace> = []
    private var leaving: [(view: CardView, motion: CardMotion)] = []
    private var order: [CardFace] = []
    private var size = (width: 0.0, height: 0.0)
    private(set) var layout = GridLayout(count: 0, width: 0, height: 0, aspectRatio: 1)
    private var focusIndex = 0
    /// A focus request made before the table had a size.
    private var pendingFocus: Int?
    /// The top-left corner of the gathered pile, when the cards are gathered.
    private(set) var pileOrigin: (x: Double, y: Double)?
    private var dragLast: (dx: Double, dy: Double)?
    private var gestureUsed = false
    private var tickID: UInt32?
    private var frameTimes: [Double] = []
    private var lastFrame: Double?
    private var painterCallsAtStart = 0

    var painter: CardPainter { didSet { allViews.forEach { $0.painter = painter }; felt.queueDraw() } }
    var textScale = 1.0 { didSet { allViews.forEach { $0.textScale = textScale } } }
    /// Whether changes animate (the desktop's and the app's setting together).
    var animationsEnabled: @MainActor () -> Bool = { true }
    /// Told when the table's width changes.
    var onResize: (@MainActor (Int) -> Void)?
    /// Told after every command with what happened, so the window can update its labels.
    var onEvent: (@MainActor (TableEvent?) -> Void)?

    /// The longest side a card may have, so a few cards on a big screen stay card-sized.
    static let maxCardLongSide = 440.0

    /// The widest a card of this game may be.
    private var maxCardWidth: Double {
        game.aspectRatio >= 1 ? Self.maxCardLongSide : Self.maxCardLongSide * game.aspectRatio
    }

    init(game: TableGame, painter: CardPainter) {
        self.game = game
        self.painter = painter
        felt.setAccessibleLabel("\(game.kind.title) table")
        felt.horizontalExpand = true
        felt.verticalExpand = true
        felt.setDraw { [weak self] cr, width, height in self?.drawFelt(cr, width: width, height: height) }
        felt.onResize { [weak self] width, height in self?.resize(width: width, height: height) }
        root.setChild(felt)
        root.addOverlay(fixed)
        root.setClipsChildren(true)
        root.setSizeRequest(width: 320, height: 240)
        installGestures()
        installKeys()
        sync(event: nil)
    }

    private var allViews: [CardView] { Array(views.values) + leaving.map(\.view) }

    /// The view of the card at a table index; for tests and the window.
    func view(at index: Int) -> Button? {
        order.indices.contains(index) ? views[order[index]]?.widget : nil
    }

    /// The frame of each card now (mid-animation frames included); for tests.
    var currentFrames: [Frame] {
        let now = MainLoop.now
        return order.compactMap { motions[$0]?.frame(at: now) }
    }

    // MARK: Commands

    /// Runs one command; every gesture, key, button and menu ends up here.
    /// Returns whether the command did something.
    @discardableResult
    func execute(_ command: GameCommand) -> Bool {
        switch command {
        case .gather: return gather()
        case .spread: return spread()
        case .movePile(let dx, let dy): return movePile(dx: dx, dy: dy)
        case .undo:
            let undone = game.undo()
            sync(event: .undid(undone))
            return undone
        case .choose where pileOrigin != nil:
            return spread()
        default:
            guard let outcome = game.perform(command) else { return false }
            if pileOrigin != nil, outcome.changedGame { pileOrigin = nil }
            sync(event: .move(outcome))
            return outcome.changedGame
        }
    }

    /// Reports an event that does not change the game (for the status line).
    func announce(_ event: TableEvent) {
        onEvent?(event)
    }

    /// Deals a new game: the old cards leave and the new ones fly in.
    func newGame(seed: UInt64) {
        pileOrigin = nil
        for id in order { removeView(id) }
        order = []
        game.newGame(seed: seed)
        sync(event: .newGame)
    }

    // MARK: Reconciling views with the game

    /// Brings the views in line with the game's cards, animating the differences.
    private func sync(event: TableEvent?, animated: Bool = true) {
        // A table that has never been shown builds no widgets: its cards are dealt
        // when it first gets a size, so hidden games cost no memory at start-up.
        guard size.width > 0 else {
            onEvent?(event)
            return
        }
        let cards = game.cards
        let ids = cards.map(\.id)
        let kept = Set(ids)
        let focusedID = order.indices.contains(focusIndex) ? order[focusIndex] : nil
        let hadFocus = focusedID.flatMap { views[$0]?.widget.hasFocus } ?? false
        for id in order where !kept.contains(id) { removeView(id) }

        layout = GridLayout(count: cards.count, width: size.width, height: size.height,
                            aspectRatio: game.aspectRatio, maxCardWidth: maxCardWidth)
        let now = MainLoop.now
        let animate = animated && animationsEnabled()
        let outcome = event?.outcome
        let delayedFlip = outcome?.event.isMismatch == true
        var dealt = 0
        for (index, card) in cards.enumerated() {
            let target = targetFrame(index)
            if let view = views[card.id] {
                if animate, view.drawnFace != card.face {
                    // A flip already turning to this face goes on; otherwise one starts.
                    // Mismatched cards stay up a moment before turning back down.
                    if !(flipping.contains(card.id) && view.card.face == card.face) {
                        let delay = delayedFlip && card.face == .back ? MotionTiming.mismatchFlash : 0
                        motions[card.id]?.flipStart = now + delay
                    }
                    view.update(card, holdingFace: view.drawnFace)
                    flipping.insert(card.id)
                } else {
                    // Turned back before the midpoint: the flip stops.
                    if flipping.remove(card.id) != nil { motions[card.id]?.flipStart = nil }
                    view.update(card)
                }
                move(card.id, to: target, at: now, animate: animate)
            } else {
                let view = makeView(card)
                views[card.id] = view
                var motion = CardMotion(at: animate ? deckFrame(for: target) : target)
                if animate {
                    motion.to = target
                    motion.start = now + Double(dealt) * MotionTiming.dealStagger
                    motion.duration = MotionTiming.deal
                    motion.fromOpacity = 0
                    dealt += 1
                }
                motions[card.id] = motion
                fixed.put(view.widget, x: 0, y: 0)
                apply(card.id, at: now)
            }
            views[card.id]?.setPosition(row: layout.position(of: index).row, column: layout.position(of: index).column)
        }
        if ids != order { arrangeInGridOrder(ids) }
        order = ids
        if let outcome, outcome.event.isMismatch { flashMismatch(outcome.cards) }
        restoreFocus(previous: focusedID, hadFocus: hadFocus, outcome: outcome)
        startTicking()
        onEvent?(event)
    }

    /// Keeps the widgets in grid order, so a screen reader reads new cards where
    /// they lie; leaving cards stay after them, drawn on top until they are gone.
    private func arrangeInGridOrder(_ ids: [CardFace]) {
        var previous: Widget?
        for id in ids {
            guard let widget = views[id]?.widget else { continue }
            widget.moveAfter(previous, in: fixed)
            previous = widget
        }
    }

    private func makeView(_ card: TableCard) -> CardView {
        let view = CardView(card: card, painter: painter)
        view.textScale = textScale
        view.onActivate = { [weak self, weak view] in
            guard let self, let view, let index = self.order.firstIndex(of: view.card.id) else { return }
            self.execute(.choose(index))
        }
        view.onFocus = { [weak self, weak view] in
            guard let self, let view, let index = self.order.firstIndex(of: view.card.id) else { return }
            self.focusIndex = index
        }
        return view
    }

    private func removeView(_ id: CardFace) {
        guard let view = views.removeValue(forKey: id) else { return }
        let now = MainLoop.now
        var motion = motions.removeValue(forKey: id) ?? CardMotion(at: Frame(x: 0, y: 0, width: 1, height: 1))
        flipping.remove(id)
        view.widget.isFocusable = false
        view.widget.canTarget = false
        view.widget.setAccessibleDisabled(true)
        guard animationsEnabled() else {
            fixed.remove(view.widget)
            return
        }
        motion.from = motion.frame(at: now)
        motion.to = Frame(x: size.width - motion.from.width * 0.5, y: size.height, width: motion.from.width * 0.5,
                          height: motion.from.height * 0.5)
        motion.start = now
        motion.duration = MotionTiming.leave
        motion.fromOpacity = 1
        motion.toOpacity = 0
        leaving.append((view, motion))
    }

    private func flashMismatch(_ faces: [CardFace]) {
        let flashing = faces.compactMap { views[$0] }
        flashing.forEach { $0.isFlashingMismatch = true }
        MainLoop.timeout(milliseconds: Int(MotionTiming.mismatchFlash * 1000)) {
            flashing.forEach { $0.isFlashingMismatch = false }
            return false
        }
    }

    private func restoreFocus(previous: CardFace?, hadFocus: Bool, outcome: GameOutcome?) {
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
        guard size.width > 0 else {
            pendingFocus = index
            return false
        }
        guard order.indices.contains(index), let view = views[order[index]] else { return false }
        focusIndex = index
        return view.widget.grabFocus()
    }

    var focusedIndex: Int { focusIndex }

    // MARK: Layout and motion

    private func resize(width: Int, height: Int) {
        guard Double(width) != size.width || Double(height) != size.height else { return }
        let firstShown = size.width == 0 && width > 0
        size = (Double(width), Double(height))
        onResize?(width)
        if firstShown {
            // The first cards appear in place: no deal animation on opening the window.
            sync(event: nil, animated: false)
            if let index = pendingFocus {
                pendingFocus = nil
                // Focus after this allocation, not during it.
                MainLoop.idle { [weak self] in self?.focus(index) }
            }
            return
        }
        layout = GridLayout(count: order.count, width: size.width, height: size.height,
                            aspectRatio: game.aspectRatio, maxCardWidth: maxCardWidth)
        if let pile = pileOrigin { pileOrigin = clampPile(pile) }
        let now = MainLoop.now
        for index in order.indices {
            move(order[index], to: targetFrame(index), at: now, animate: false)
            views[order[index]]?.setPosition(row: layout.position(of: index).row,
                                             column: layout.position(of: index).column)
        }
        felt.queueDraw()
    }

    /// Where card `index` belongs: its grid cell, or its place in the pile.
    private func targetFrame(_ index: Int) -> Frame {
        guard layout.frames.indices.contains(index) else { return Frame(x: 0, y: 0, width: 1, height: 1) }
        let cell = layout.frames[index]
        guard let pile = pileOrigin else { return cell }
        let size = pileCardSize
        let step = min(Double(index), 12) * 0.6
        return Frame(x: pile.x + step, y: pile.y - step, width: size.width, height: size.height)
    }

    private var pileCardSize: (width: Double, height: Double) {
        let width = min(maxCardWidth * 0.6, layout.cellWidth * 1.2, size.width * 0.4)
        return (width, width / game.aspectRatio)
    }

    /// Cards are dealt from the bottom-left corner.
    private func deckFrame(for target: Frame) -> Frame {
        Frame(x: 0, y: size.height - target.height * 0.5, width: target.width * 0.5, height: target.height * 0.5)
    }

    private func move(_ id: CardFace, to target: Frame, at now: Double, animate: Bool) {
        guard var motion = motions[id] else { return }
        if motion.to != target {
            motion.from = animate ? motion.frame(at: now) : target
            motion.to = target
            motion.start = now
            motion.duration = animate ? MotionTiming.move : 0
            motion.fromOpacity = motion.opacity(at: now)
            motion.toOpacity = 1
            motions[id] = motion
        }
        apply(id, at: now)
    }

    /// Places a card's widget for time `now`: allocated at its final size, moved
    /// and scaled by a transform, so its painter does not run while it moves.
    private func apply(_ id: CardFace, at now: Double) {
        guard let motion = motions[id], let view = views[id] else { return }
        place(view, motion, at: now)
        if flipping.contains(id), let flip = motion.flipStart, now >= flip + MotionTiming.flipHalf {
            view.releaseHeldFace()
            flipping.remove(id)
        }
    }

    private func place(_ view: CardView, _ motion: CardMotion, at now: Double) {
        let target = motion.to
        let width = max(Int(target.width.rounded()), 1), height = max(Int(target.height.rounded()), 1)
        view.area.setContentSize(width: width, height: height)
        let frame = motion.frame(at: now)
        let flip = motion.flipScale(at: now)
        let scaleX = frame.width / Double(width) * flip
        fixed.place(view.widget, x: frame.x + frame.width * (1 - flip) / 2, y: frame.y,
                    scaleX: max(scaleX, 0.001), scaleY: frame.height / Double(height))
        view.widget.opacity = motion.opacity(at: now)
    }

    private func startTicking() {
        guard tickID == nil, animating(at: MainLoop.now) else {
            if tickID == nil { finishLeaving(at: MainLoop.now) }
            return
        }
        frameTimes = []
        lastFrame = nil
        painterCallsAtStart = RenderStats.painterCalls
        tickID = fixed.addTick { [weak self] _ in self?.tick() ?? false }
    }

    private func animating(at now: Double) -> Bool {
        !leaving.isEmpty || motions.values.contains { !$0.isFinished(at: now) } || !flipping.isEmpty
    }

    private func tick() -> Bool {
        let now = MainLoop.now
        if let lastFrame { frameTimes.append((now - lastFrame) * 1000) }
        lastFrame = now
        for id in order { apply(id, at: now) }
        for item in leaving { place(item.view, item.motion, at: now) }
        finishLeaving(at: now)
        if animating(at: now) { return true }
        tickID = nil
        RenderStats.recordAnimation(frames: frameTimes, painterCallsDuring: RenderStats.painterCalls - painterCallsAtStart)
        return false
    }

    private func finishLeaving(at now: Double) {
        leaving.removeAll { item in
            guard item.motion.isFinished(at: now) else { return false }
            fixed.remove(item.view.widget)
            return true
        }
    }

    // MARK: The pile

    private func gather() -> Bool {
        guard pileOrigin == nil, !order.isEmpty else { return false }
        let card = pileCardSize
        pileOrigin = ((size.width - card.width) / 2, (size.height - card.height) / 2)
        relayoutAnimated()
        onEvent?(.gathered)
        return true
    }

    private func spread() -> Bool {
        guard pileOrigin != nil else { return false }
        pileOrigin = nil
        relayoutAnimated()
        onEvent?(.spread)
        return true
    }

    private func movePile(dx: Double, dy: Double) -> Bool {
        guard let pile = pileOrigin else { return false }
        pileOrigin = clampPile((pile.x + dx, pile.y + dy))
        let now = MainLoop.now
        for index in order.indices { move(order[index], to: targetFrame(index), at: now, animate: false) }
        return true
    }

    private func clampPile(_ origin: (x: Double, y: Double)) -> (x: Double, y: Double) {
        let card = pileCardSize
        return (min(max(origin.x, 0), max(size.width - card.width - 8, 0)),
                min(max(origin.y, 8), max(size.height - card.height, 8)))
    }

    var isGathered: Bool { pileOrigin != nil }

    private func pileContains(x: Double, y: Double) -> Bool {
        guard let pile = pileOrigin else { return false }
        let card = pileCardSize
        return x >= pile.x && x <= pile.x + card.width + 8 && y >= pile.y - 8 && y <= pile.y + card.height
    }

    private func relayoutAnimated() {
        let now = MainLoop.now
        let animate = animationsEnabled()
        for index in order.indices { move(order[index], to: targetFrame(index), at: now, animate: animate) }
        startTicking()
    }

    // MARK: Input

    private func installGestures() {
        let swipe = GestureSwipe()
        swipe.onSwipe { [weak self] vx, vy in
            guard let self, !self.isGathered,
                  let command = GestureMapping.tableSwipe(velocityX: vx, velocityY: vy, game: self.game.kind)
            else { return }
            self.execute(command)
        }
        root.add(swipe)

        let zoom = GestureZoom()
        zoom.onBegin { [weak self] in self?.gestureUsed = false }
        zoom.onScaleChanged { [weak self] scale in
            guard let self, !self.gestureUsed, let command = GestureMapping.tablePinch(scale: scale) else { return }
            self.gestureUsed = true
            self.execute(command)
        }
        root.add(zoom)

        let rotate = GestureRotate()
        rotate.onBegin { [weak self] in self?.gestureUsed = false }
        rotate.onAngleChanged { [weak self] _, rotation in
            // The second argument is the rotation since the gesture began; the first is the fingers' absolute angle.
            guard let self, !self.gestureUsed,
                  let command = GestureMapping.tableRotation(angle: rotation, game: self.game.kind) else { return }
            self.gestureUsed = true
            self.execute(command)
        }
        root.add(rotate)

        let drag = GestureDrag()
        drag.onDragBegin { [weak self] x, y in
            guard let self else { return }
            self.dragLast = self.pileContains(x: x, y: y) ? (0, 0) : nil
        }
        drag.onDragUpdate { [weak self] dx, dy in
            guard let self, let last = self.dragLast else { return }
            self.dragLast = (dx, dy)
            self.execute(.movePile(dx: dx - last.dx, dy: dy - last.dy))
        }
        drag.onDragEnd { [weak self] _, _ in self?.dragLast = nil }
        root.add(drag)

        let click = GestureClick()
        click.onReleased { [weak self] _, x, y in
            guard let self, self.isGathered, self.dragLast == nil || self.dragLast! == (0, 0),
                  self.pileContains(x: x, y: y) else { return }
            self.execute(.spread)
        }
        root.add(click)
    }

    /// Arrow keys, Home and End move focus (or the pile); Escape clears or spreads.
    private func installKeys() {
        let keys = KeyController()
        keys.onKeyPressed { [weak self] keyval, _, state in
            guard let self, state.rawValue & (GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue) == 0 else { return false }
            return self.handleKey(Int32(keyval))
        }
        root.add(keys)
    }

    /// Keys the table handles; false lets the key propagate.
    func handleKey(_ keyval: Int32) -> Bool {
        if keyval == GDK_KEY_Escape {
            if isGathered {
                execute(.spread)
                return true
            }
            // Escape propagates when there is nothing to clear.
            return execute(.clearSelection)
        }
        let moves: [Int32: GridFocus.Move] = [
            GDK_KEY_Left: .left, GDK_KEY_Right: .right, GDK_KEY_Up: .up, GDK_KEY_Down: .down,
            GDK_KEY_Home: .first, GDK_KEY_End: .last,
        ]
        guard let move = moves[keyval] else { return false }
        if isGathered {
            let step = 24.0
            switch move {
            case .left: execute(.movePile(dx: -step, dy: 0))
            case .right: execute(.movePile(dx: step, dy: 0))
            case .up: execute(.movePile(dx: 0, dy: -step))
            case .down: execute(.movePile(dx: 0, dy: step))
            case .first, .last: break
            }
            return true
        }
        focus(GridFocus.move(move, from: focusIndex, in: layout))
        return true
    }

    // MARK: Drawing the felt

    private func drawFelt(_ cr: OpaquePointer, width: Int, height: Int) {
        let table = painter.palette.table
        cairo_set_source_rgba(cr, table.red, table.green, table.blue, table.alpha)
        cairo_paint(cr)
    }
}
