import CairoKit
import CardArt
import GameModel
import GLibKit
import GtkKit
import TableCore

/// One card on screen: a flat button (so clicks, Space, Enter and the
/// assistive-technology "click" action all activate it) whose child is a
/// drawing area painted by the card-art painters through a cached surface,
/// shared with every card on screen that looks the same (`CardImages`).
/// A card that cannot be chosen (shown beside the table) is the same drawing
/// in a box that assistive technologies read as an image: no focus, no action.
///
/// The painter runs only when what is drawn changes (face, state, size, device
/// scale, text or face scale); moves and animations repaint the cached pixels.
@MainActor
final class CardView {
    /// The widget placed on the table, exposed as a button named after the card,
    /// or as an image named after it when the card cannot be chosen.
    let widget: Widget
    /// Whether the card is a button the player can choose (else an image).
    let isChoosable: Bool
    /// The drawing inside it, hidden from assistive technologies.
    let area = DrawingArea(role: .presentation)
    /// The card's states and place in words ("selected, row 2, column 3"), never
    /// shown: assistive technologies read it as the card's description when the
    /// card gets the focus. Kept out of the description property itself so an
    /// announcement through the focused card leaves it alone, and so screen
    /// readers say it once per focus move.
    private let details = Label("")
    /// The name last given to assistive technologies.
    private var accessibleName: String?
    private(set) var card: TableCard
    var painter: CardPainter { didSet { if painter.palette != oldValue.palette { invalidate() } } }
    var textScale = 1.0 { didSet { if textScale != oldValue { invalidate() } } }
    var faceScale = FaceCardScale.standard.value { didSet { if faceScale != oldValue { invalidate() } } }
    /// A brief colour flash after a mismatch.
    var isFlashingMismatch = false { didSet { if isFlashingMismatch != oldValue { invalidate() } } }
    private var cache: (key: CardImages.Key, image: ImageSurface)?
    private var hasFocus = false
    private var focusVisible = false

    /// Called when the card is clicked or activated from the keyboard.
    var onActivate: (@MainActor () -> Void)?
    /// Called when the card receives keyboard focus.
    var onFocus: (@MainActor () -> Void)?
    /// Called with the card's name and states in words ("Two solid purple
    /// squiggles: selected, row 1, column 2.") when a finger rests on it or
    /// the secondary button clicks it, what a long press or a right click
    /// asks of an item: to say what it is. The card is not chosen.
    var onInspect: (@MainActor (String) -> Void)?

    /// A card drawn by `painter`; with `choosable` false, a picture only: it
    /// cannot be focused, clicked or activated.
    init(card: TableCard, painter: CardPainter, choosable: Bool = true) {
        self.card = card
        self.painter = painter
        isChoosable = choosable
        _ = Self.style
        // GTK fixes a widget's role when it is made, so the role picks the widget.
        let content = choosable ? Box(.vertical) : Box(.vertical, role: .image)
        content.append(area)
        details.isVisible = false
        content.append(details)
        let button = choosable ? Button(child: content) : nil
        widget = button ?? content
        widget.setDescribedBy(details)
        area.setDraw { [weak self] cr, width, height in self?.draw(cr, width: width, height: height) }
        if let button {
            button.addCSSClass("card-button")
            button.onClicked { [weak self] in self?.onActivate?() }
            followFocus()
            followInspection()
        } else {
            // A box takes no focus; nor does it take clicks.
            widget.canTarget = false
        }
        updateAccessibility()
    }

    /// Draws the focus ring while the card has the keyboard focus, and tells `onFocus`.
    private func followFocus() {
        let focus = FocusController()
        focus.onEnter { [weak self] in
            self?.hasFocus = true
            self?.invalidate()
            self?.onFocus?()
        }
        focus.onLeave { [weak self] in
            self?.hasFocus = false
            self?.invalidate()
        }
        widget.add(focus)
        // Focus rings show only after keyboard use (GTK's focus-visible state).
        widget.onStateFlagsChanged { [weak self] in
            guard let self else { return }
            let visible = self.widget.showsFocusVisible
            if visible != self.focusVisible {
                self.focusVisible = visible
                self.invalidate()
            }
        }
    }

    /// A long press (claimed, so the lifted finger does not also click the
    /// button) and a secondary click tell `onInspect` what the card is.
    private func followInspection() {
        let hold = GestureLongPress()
        let claimHold = hold.claim
        hold.onPressed { [weak self] _, _ in
            claimHold()
            self?.inspect()
        }
        widget.add(hold)
        let secondary = GestureClick(button: .secondary)
        secondary.onPressed { [weak self] _, _, _ in self?.inspect() }
        widget.add(secondary)
    }

    private func inspect() {
        // TRANSLATORS: a card's name, then its states and place, when a finger rests on it.
        onInspect?(tr("{card}: {details}.").filling(["card": card.face.name, "details": details.text]))
    }

    /// The card button draws nothing of its own: the painter draws the card, its
    /// states and its focus ring. Loaded once, with the first card.
    private static let style: Void = CSS.load("""
        button.card-button, button.card-button:hover, button.card-button:active, button.card-button:focus,
        button.card-button:focus-visible, button.card-button:disabled {
            padding: 0; margin: 0; border: none; border-radius: 0; min-width: 0; min-height: 0;
            background: none; box-shadow: none; outline: none; transition: none;
        }
        """)

    /// The face on screen while a flip turns the card: the old face until the
    /// flip's midpoint. Assistive technologies already hear the new one.
    private var heldFace: CardFace?

    /// The face being drawn now.
    var drawnFace: CardFace { heldFace ?? card.face }

    /// Takes `card` at once (name, states), redrawing only when its look changed;
    /// with `holdingFace`, the drawing keeps that face until `releaseHeldFace()`.
    func update(_ card: TableCard, holdingFace held: CardFace? = nil) {
        guard card != self.card || held != heldFace else { return }
        self.card = card
        heldFace = held
        invalidate()
        updateAccessibility()
    }

    /// Draws the card's own face again (a flip reached its midpoint).
    func releaseHeldFace() {
        guard heldFace != nil else { return }
        heldFace = nil
        invalidate()
    }

    private var position: (row: Int, column: Int)?
    /// The key that chooses the card, and the same in words for assistive technologies ("key Q").
    private var key: CardKey?
    private var spokenKey: String?
    /// The key drawn on the card when the player asked to see keys; nil draws none.
    private var drawnKey: String? { didSet { if drawnKey != oldValue { invalidate() } } }

    /// Tells the card its place at table position `index` of `layout`, and the key that chooses it.
    func setPlace(_ index: Int, in layout: GridLayout, keys: CardKeyDisplay) {
        let place = layout.position(of: index), key = keys.keys.key(at: index)
        drawnKey = keys.shown ? key?.label : nil
        guard position?.row != place.row || position?.column != place.column || self.key != key || spokenKey == nil else { return }
        position = place
        self.key = key
        spokenKey = key?.spoken ?? CardKey.noneSpoken
        updateAccessibility()
    }

    /// Where the card is in words, for a card off the grid ("from the last set").
    var placeText: String? { didSet { if placeText != oldValue { updateAccessibility() } } }

    private func updateAccessibility() {
        // A new name on the focused card is read at once, so it is set only when it changes.
        if accessibleName != card.face.name {
            accessibleName = card.face.name
            widget.setAccessibleLabel(card.face.name)
        }
        var parts = card.stateDescription
        if position != nil, let spokenKey { parts.append(spokenKey) }
        if let position {
            // TRANSLATORS: a card's place on the table, said after its name and states.
            parts.append(tr("row {row}, column {column}").filling(["row": String(position.row + 1), "column": String(position.column + 1)]))
        }
        if position == nil, let placeText { parts.append(placeText) }
        details.describingText = parts.joined(separator: trc("list", ", "))
        // An image is neither pressed nor disabled: it has nothing to press.
        guard isChoosable else { return }
        widget.setAccessiblePressed(card.state.contains(.selected))
        widget.setAccessibleDisabled(!card.isEnabled)
    }

    private func invalidate() { area.queueDraw() }

    /// The size the card asks for and is drawn at, in logical pixels: for a
    /// card in a row of cards (beside the table). A card on a table is placed
    /// with its size instead (`fillsItsPlace`), which asks for nothing.
    func setSize(width: Int, height: Int) {
        area.setContentSize(width: width, height: height)
    }

    /// The drawing fills whatever size the card is given: for a card that its
    /// table's layer places with a size (`TransformLayer.place`).
    func fillsItsPlace() {
        area.verticalExpand = true
    }

    /// The card is leaving the table: it can no longer be focused, clicked or chosen.
    func retire() {
        widget.isFocusable = false
        widget.canTarget = false
        widget.setAccessibleDisabled(true)
        widget.setAccessibleHidden(true)
    }

    private var look: CardLook {
        var state = card.state
        if hasFocus && focusVisible { state.insert(.focused) }
        if isFlashingMismatch { state.insert(.mismatched) }
        return CardLook(state: state, textScale: textScale, faceScale: faceScale, keyLabel: drawnKey)
    }

    private func draw(_ context: borrowing CairoContext, width: Int, height: Int) {
        guard width > 0, height > 0 else { return }
        RenderStats.noteCardDrawn()
        StartupMemory.releaseAfterFirstFrame()
        let scale = max(area.scaleFactor, 1)
        let key = CardImages.Key(face: drawnFace, look: look, palette: painter.palette, width: width, height: height, scale: scale)
        if cache?.key != key {
            cache = CardImages.image(for: key, render: render).map { (key, $0) }
        }
        if let image = cache?.image { context.paint(image) }
    }

    /// Paints the card into a new image at device resolution.
    private func render(_ key: CardImages.Key) -> ImageSurface? {
        RenderStats.countPainterCall()
        guard let image = ImageSurface(width: key.width, height: key.height, deviceScale: Double(key.scale)) else {
            return nil
        }
        image.draw { context in
            painter.paint(key.face, on: context, in: CardRect(width: Double(key.width), height: Double(key.height)),
                          look: key.look)
        }
        return image
    }
}
