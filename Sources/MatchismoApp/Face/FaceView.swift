import CairoKit
import CardArt
import GameModel
import GtkKit
import TableCore

/// The face view (the course's Happiness demo): the face drawn on the felt,
/// dragged up or down to make it happier or sadder, pinched to resize it and
/// double-clicked to reset it; Up, Down, plus, minus and Home do the same.
///
/// To assistive technologies the face is a slider named "Face, happiness"
/// whose value is the happiness in percent: a real `GtkScale`, invisible and
/// out of the pointer's way over the drawing, holds the focus and the value,
/// since GTK gives only a `GtkRange` the AT-SPI Value interface.
@MainActor
final class FaceView {
    private(set) var face: HappinessFace
    /// The whole view, to put in the window.
    let root = Overlay()
    private let area = DrawingArea(role: .presentation)
    /// The face's accessible value and its keyboard focus.
    let slider = Scale(.vertical, range: 0...100, step: HappinessFace.happinessStep * 50)
    var palette: Palette { didSet { if palette != oldValue { area.queueDraw() } } }
    /// Where a drag and a pinch began, to measure them from; the face before
    /// the first of them, to tell what they did once both are over.
    private var dragStart: HappinessFace?
    private var pinchStart: HappinessFace?
    private var beforeGesture: HappinessFace?
    private var isUpdatingSlider = false
    /// Whether the focus ring is drawn.
    private(set) var showsFocus = false
    /// Whether the last input was a key of the face's, which shows the focus ring as GTK's focus-visible would.
    private var usedKeys = false
    /// Told of every change, with whether a screen reader has just said the new
    /// happiness as the focused slider's value.
    var onEvent: (@MainActor (_ event: TableEvent?, _ heardValue: Bool) -> Void)?

    /// Called when the face was given a new size.
    var onResize: (@MainActor () -> Void)?

    init(face: HappinessFace, palette: Palette) {
        self.face = face
        self.palette = palette
        area.horizontalExpand = true
        area.verticalExpand = true
        area.setDraw { [weak self] context, width, height in self?.draw(context, width: width, height: height) }
        area.onResize { [weak self] _, _ in self?.onResize?() }
        root.setChild(area)
        slider.isInverted = true
        slider.opacity = 0
        slider.canTarget = false
        slider.setAccessibleLabel(TableReading.faceName)
        slider.onValueChanged { [weak self] value in self?.sliderMoved(to: value) }
        root.addOverlay(slider)
        root.setClipsChildren(true)
        root.setSizeRequest(width: FeltTable.minimumWidth, height: FeltTable.minimumHeight)
        updateSlider()
        followFocus()
        installGestures()
        installKeys()
    }

    /// The widget that takes the keyboard focus when the view is shown.
    var focusWidget: Widget { slider }

    func execute(_ command: GameCommand) {
        let change: FaceEvent?
        switch command {
        case .changeHappiness(let delta): change = perform(.setHappiness((dragStart ?? face).happiness + delta))
        case .stepHappiness(let steps): change = perform(.stepHappiness(steps))
        case .scaleFace(let factor): change = perform(.setScale((pinchStart ?? face).scale * factor))
        case .stepFace(let steps): change = perform(.stepScale(steps))
        case .resetFace:
            change = perform(.reset)
            // A gesture under way goes on from the reset face.
            if dragStart != nil { dragStart = face }
            if pinchStart != nil { pinchStart = face }
            if beforeGesture != nil { beforeGesture = face }
        default: return
        }
        // During a drag or a pinch the face follows silently; its end tells what it did.
        guard let change, beforeGesture == nil || command == .resetFace else { return }
        tell(change)
    }

    private func perform(_ command: HappinessFace.Command) -> FaceEvent? {
        let change = face.perform(command)
        if change != nil {
            area.queueDraw()
            updateSlider()
        }
        return change
    }

    private func tell(_ change: FaceEvent) {
        let heard: Bool = switch change {
        case .happiness, .reset: slider.hasFocus && Scale.reportsValueChanges
        case .scaled: false
        }
        onEvent?(.face(change), heard)
    }

    /// A gesture ended: once none is left, say what they did together.
    private func gestureEnded() {
        guard dragStart == nil, pinchStart == nil, let before = beforeGesture else { return }
        beforeGesture = nil
        if face.happiness != before.happiness { tell(.happiness(face.happiness)) }
        if face.scale != before.scale { tell(.scaled(face.scale)) }
    }

    private func gestureBegan() {
        if beforeGesture == nil { beforeGesture = face }
    }

    // MARK: The slider

    private func updateSlider() {
        isUpdatingSlider = true
        slider.value = Double(face.happinessPercent)
        isUpdatingSlider = false
        slider.setAccessibleValueText(TableReading.faceValue(face))
    }

    /// An assistive technology set the slider's value.
    private func sliderMoved(to percent: Double) {
        guard !isUpdatingSlider, Int(percent.rounded()) != face.happinessPercent else { return }
        execute(.changeHappiness(percent / 50 - 1 - face.happiness))
    }

    /// Draws the focus ring while the slider has the keyboard focus (after keyboard use).
    private func followFocus() {
        let focus = FocusController()
        focus.onEnter { [weak self] in self?.updateFocusRing() }
        focus.onLeave { [weak self] in self?.updateFocusRing() }
        slider.add(focus)
        slider.onStateFlagsChanged { [weak self] in self?.updateFocusRing() }
    }

    private func updateFocusRing() {
        let shows = slider.hasFocus && (slider.showsFocusVisible || usedKeys)
        guard shows != showsFocus else { return }
        showsFocus = shows
        area.queueDraw()
    }

    private func draw(_ context: borrowing CairoContext, width: Int, height: Int) {
        let felt = palette.table
        context.fill(red: felt.red, green: felt.green, blue: felt.blue, alpha: felt.alpha)
        FacePainter(palette: palette).paint(
            face, on: context, in: CardRect(width: Double(width), height: Double(height)), focused: showsFocus)
    }

    // MARK: Input

    /// The gestures watch every touch on its way to the slider (as on the card
    /// table, see `TableInput`); a drag past the threshold and a pinch are
    /// claimed, so the slider does not follow them too.
    private func installGestures() {
        let drag = GestureDrag()
        drag.setPropagationPhase(.capture)
        drag.onDragBegin { [weak self] _, _ in
            self?.gestureBegan()
            self?.dragStart = self?.face
        }
        drag.onDragUpdate { [weak self] _, dy in self?.execute(GestureMapping.faceDrag(offsetY: dy)) }
        drag.onDragEnd { [weak self] _, _ in
            self?.dragStart = nil
            self?.gestureEnded()
        }
        drag.claimOnceMoved()
        root.add(drag)

        let zoom = GestureZoom()
        zoom.setPropagationPhase(.capture)
        let claimPinch = zoom.claim
        zoom.onBegin { [weak self] in
            claimPinch()
            self?.gestureBegan()
            self?.pinchStart = self?.face
        }
        zoom.onScaleChanged { [weak self] scale in
            if let command = GestureMapping.facePinch(scale: scale) { self?.execute(command) }
        }
        zoom.onEnd { [weak self] in
            self?.pinchStart = nil
            self?.gestureEnded()
        }
        root.add(zoom)

        let click = GestureClick()
        click.setPropagationPhase(.capture)
        click.onPressed { [weak self] presses, _, _ in
            self?.usedKeys = false
            self?.slider.grabFocus()
            self?.updateFocusRing()
            if let command = GestureMapping.faceClick(presses: presses) { self?.execute(command) }
        }
        root.add(click)
        click.group(with: drag)
    }

    /// The face's keys, seen before the slider's own key bindings.
    private func installKeys() {
        KeyRoute.listen(.face, on: root, phase: .capture, target: self)
    }

    /// Up and Down change the happiness, plus and minus the size, Home resets.
    func handleKey(_ key: Key) -> Bool {
        KeyRoute.route(key, in: .face, to: self)
    }
}

extension FaceView: KeyTarget {
    func perform(_ effect: KeyEffect) -> Bool {
        guard case .command(let command) = effect else { return false }
        usedKeys = true
        updateFocusRing()
        execute(command)
        return true
    }
}
