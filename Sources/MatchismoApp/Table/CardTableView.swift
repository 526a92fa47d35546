import CardArt
import GLibKit
import GameModel
import GtkKit
import TableCore

/// The table both card games share: it runs `GameCommand`s against its
/// `TableGame` and brings the card views in line with the game's cards,
/// leaving placement and motion to a `TableAnimator` and input to a `TableInput`.
@MainActor
final class CardTableView {
    let game: TableGame
    private let felt: FeltTable
    let animator: TableAnimator
    private var input: TableInput?
    /// The cards on the table, in table order.
    private(set) var order: [CardFace] = []
    private(set) var geometry: TableGeometry
    /// The card the keyboard is on, by its place (CardTableView+Focus.swift).
    var focusIndex = 0
    /// A focus request made before the table had a size.
    var pendingFocus: Int?

    var painter: CardPainter {
        didSet {
            animator.allViews.forEach { $0.painter = painter }
            felt.colour = painter.palette.table
        }
    }
    var textScale = 1.0 { didSet { animator.allViews.forEach { $0.textScale = textScale } } }
    /// The keys that choose cards, said by every card and drawn when shown.
    var cardKeys = CardKeyDisplay() { didSet { placeAll(animated: false) } }
    /// Whether changes animate (the desktop's and the app's setting together).
    var animationsEnabled: @MainActor () -> Bool {
        get { animator.isEnabled }
        set { animator.isEnabled = newValue }
    }
    /// Told when the table's width changes.
    var onResize: (@MainActor (Int) -> Void)?
    /// Told once a focus asked for before the table had a size has been given; then cleared.
    var onPendingFocus: (@MainActor () -> Void)?
    /// Told of every command with what happened, so the window can update its
    /// labels and say it. `knownCard` is the focused card, whose name a screen
    /// reader has just said. Told before the focus leaves a card that goes, so
    /// the result is heard before the card that takes its place; otherwise once
    /// the cards show the change.
    var onEvent: (@MainActor (_ event: TableEvent?, _ knownCard: CardFace?) -> Void)?
    /// Called with a card's name and states when a finger rests on it or it is right-clicked.
    var onInspect: (@MainActor (String) -> Void)?

    init(game: TableGame, painter: CardPainter) {
        self.game = game
        self.painter = painter
        geometry = TableGeometry(aspectRatio: game.aspectRatio)
        felt = FeltTable(name: game.kind.tableName, colour: painter.palette.table)
        animator = TableAnimator(layer: felt.layer)
        felt.onResize { [weak self] width, height in self?.resize(width: width, height: height) }
        input = TableInput(table: self, on: felt.root)
        sync(event: nil)
    }

    /// The table widget: a felt background with the cards above it.
    var root: Overlay { felt.root }

    var layout: GridLayout { geometry.layout }
    var isGathered: Bool { geometry.isGathered }
    var focusedIndex: Int { focusIndex }

    /// The view of the card at a table index; for tests and the window.
    func view(at index: Int) -> Widget? {
        order.indices.contains(index) ? animator.views[order[index]]?.widget : nil
    }

    /// The frame of each card now (mid-animation frames included); for tests.
    var currentFrames: [Frame] {
        let now = MainLoop.now
        return order.compactMap { animator.currentFrame(of: $0, at: now) }
    }

    /// Runs a table key; false lets it propagate. For tests.
    func handleKey(_ key: Key) -> Bool { input?.handle(key) ?? false }

    // MARK: Commands

    /// Runs one command; every gesture, key, button and menu ends up here.
    /// Returns whether the command did something.
    @discardableResult
    func execute(_ command: GameCommand, automatic: Bool = false) -> Bool {
        switch command {
        case .gather: return changePile(geometry.gather(), event: .gathered)
        case .spread: return changePile(geometry.spread(), event: .spread)
        case .choose where isGathered: return changePile(geometry.spread(), event: .spread)
        case .movePile(let dx, let dy):
            guard geometry.movePile(dx: dx, dy: dy) else { return false }
            placeAll(animated: false)
            return true
        case .undo:
            let undone = game.undo()
            sync(event: .undid(undone))
            return undone
        default:
            guard let outcome = game.perform(command) else { return false }
            if outcome.changedGame { _ = geometry.spread() }
            sync(event: automatic ? .autoDealt(outcome) : .move(outcome))
            return outcome.changedGame
        }
    }

    /// Reports an event that does not change the game (for the status line).
    func announce(_ event: TableEvent) {
        onEvent?(event, focusedCard)
    }

    /// The cards as the table shows them, in table order.
    var cards: [TableCard] { game.cards }

    /// Deals a new game: the old cards leave and the new ones fly in.
    /// Brings the cards in line with a game that changed by itself (a sprint's time up).
    func refreshCards() { sync(event: nil) }

    func newGame(seed: UInt64) { replaceGame(.newGame) { game.newGame(seed: seed) } }

    /// Brings back the game a new deal replaced (Undo after New Game).
    func restore(_ snapshot: TableSnapshot) { replaceGame(.previousGameBack) { _ = game.restore(snapshot) } }

    /// Replaces the game's cards by what `change` leaves (another game, another
    /// variant): the old cards leave, the new ones fly in, and `event` is told.
    func replaceGame(_ event: TableEvent, _ change: () -> Void) {
        _ = geometry.spread()
        change()
        // Said on the focused card before every card leaves; the focus then goes to the new deal.
        let focusWasHere = focusedCard != nil
        if focusWasHere { onEvent?(event, focusedCard) }
        for id in order { removeView(id) }
        order = []
        sync(event: event, told: focusWasHere, refocus: focusWasHere)
    }

    // MARK: Reconciling views with the game

    /// Brings the views in line with the game's cards, animating the differences.
    /// `told`: the event was already reported; `refocus`: a card had the focus
    /// before the views were cleared, so a new card takes it.
    private func sync(event: TableEvent?, animated: Bool = true, told: Bool = false, refocus: Bool = false) {
        // A table that has never been shown builds no widgets: its cards are dealt
        // when it first gets a size, so hidden games cost no memory at start-up.
        guard geometry.hasSize else {
            onEvent?(event, nil)
            return
        }
        let cards = game.cards
        let ids = cards.map(\.id)
        let kept = Set(ids)
        let focusedID = order.indices.contains(focusIndex) ? order[focusIndex] : nil
        let hadFocus = refocus || focusedID.flatMap { animator.views[$0]?.widget.hasFocus } ?? false
        // The result is told on the focused card before it leaves and the focus moves on.
        let focusLeaves = hadFocus && focusedID.map { !kept.contains($0) } == true
        if focusLeaves, !told { onEvent?(event, focusedID) }
        for id in order where !kept.contains(id) { removeView(id) }

        geometry.relayout(count: cards.count)
        let animate = animated && animationsEnabled()
        let outcome = event?.outcome
        animator.beginBatch()
        for (index, card) in cards.enumerated() {
            let target = geometry.targetFrame(index)
            if animator.views[card.id] != nil {
                animator.update(card, animated: animate, delayTurningDown: outcome?.event.isMismatch == true)
                animator.move(card.id, to: target, animated: animate)
            } else {
                animator.add(makeView(card), for: card.id, at: target, from: geometry.deckFrame(for: target),
                             animated: animate)
            }
            animator.views[card.id]?.setPlace(index, in: geometry.layout, keys: cardKeys)
        }
        if ids != order { animator.arrange(ids) }
        order = ids
        if let outcome, outcome.event.isMismatch { flashMismatch(outcome.cards) }
        felt.describeGrid(rows: geometry.layout.rows, columns: geometry.layout.columns)
        restoreFocus(previous: focusedID, hadFocus: hadFocus, outcome: outcome)
        updateTabStop()
        animator.run()
        if !focusLeaves, !told { onEvent?(event, focusedCard) }
    }

    private func makeView(_ card: TableCard) -> CardView {
        let view = CardView(card: card, painter: painter)
        view.textScale = textScale
        view.onActivate = { [weak self, weak view] in
            guard let self, let view, let index = self.order.firstIndex(of: view.card.id) else { return }
            // A clicked card becomes the one the keyboard goes on from.
            if index != self.focusIndex || self.focusedCard == nil { self.focus(index) }
            self.execute(.choose(index))
        }
        view.widget.isFocusable = false
        view.onInspect = { [weak self] sentence in self?.onInspect?(sentence) }
        view.onFocus = { [weak self, weak view] in
            guard let self, let view, let index = self.order.firstIndex(of: view.card.id) else { return }
            self.focusIndex = index
            self.updateTabStop()
        }
        return view
    }

    private func removeView(_ id: CardFace) {
        animator.remove(id) { [geometry] frame in geometry.leavingFrame(from: frame) }
    }

    private func flashMismatch(_ faces: [CardFace]) {
        let flashing = faces.compactMap { animator.views[$0] }
        flashing.forEach { $0.isFlashingMismatch = true }
        MainLoop.timeout(milliseconds: Int(MotionTiming.mismatchFlash * 1000)) {
            flashing.forEach { $0.isFlashingMismatch = false }
            return false
        }
    }

    // MARK: Layout

    private func resize(width: Int, height: Int) {
        let firstShown = !geometry.hasSize && width > 0
        guard geometry.resize(width: Double(width), height: Double(height), count: order.count) else { return }
        if firstShown {
            // The first cards appear in place: no deal animation on opening the window.
            // The window hears of them after this allocation: its bars, allocated
            // before the table, would otherwise change within it and be drawn unallocated.
            sync(event: nil, animated: false, told: true)
            MainLoop.idle { [weak self] in self.map { $0.onEvent?(nil, $0.focusedCard) } }
            // After the window's news, so the width adapts to the labels it shows.
            onResize?(width)
            if let index = pendingFocus {
                pendingFocus = nil
                // Focus after this allocation, not during it.
                MainLoop.idle { [weak self] in
                    self?.focus(index)
                    self?.onPendingFocus?()
                    self?.onPendingFocus = nil
                }
            }
            return
        }
        onResize?(width)
        placeAll(animated: false)
    }

    /// Moves every card to its place in the grid or the pile, and tells it
    /// and the table (a resize may re-shape the grid) its row, column and key.
    private func placeAll(animated: Bool) {
        for (index, id) in order.enumerated() {
            animator.move(id, to: geometry.targetFrame(index), animated: animated)
            animator.views[id]?.setPlace(index, in: geometry.layout, keys: cardKeys)
        }
        felt.describeGrid(rows: geometry.layout.rows, columns: geometry.layout.columns)
        if animated { animator.run() }
    }

    /// Gathers or spreads when `changed`, animating the cards there and telling the window.
    private func changePile(_ changed: Bool, event: TableEvent) -> Bool {
        guard changed else { return false }
        placeAll(animated: animationsEnabled())
        onEvent?(event, focusedCard)
        return true
    }
}
