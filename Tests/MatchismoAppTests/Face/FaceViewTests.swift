import GtkTestSupport
import CGtk
import CardArt
import GameModel
import TableCore
import GtkKit
import Testing

@testable import MatchismoApp

/// The face view under Xvfb: its real gesture and key controllers' signals
/// change the model, the slider carries the value, and each gesture is told once.
@MainActor
@Suite("The face view", .serialized)
struct FaceViewTests {
    let window: Window
    let faceView: FaceView
    let events = EventLog()

    @MainActor
    final class EventLog {
        var told: [(event: TableEvent?, heard: Bool)] = []
        var changes: [TableEvent?] { told.map(\.event) }
    }

    init() throws {
        try TestDisplay.ensure()
        window = Window()
        faceView = FaceView(face: .standard, palette: .standard)
        let events = events
        faceView.onEvent = { event, heard in events.told.append((event, heard)) }
        window.setDefaultSize(width: 500, height: 400)
        window.setChild(faceView.root)
        window.present()
        try #require(Pump.until { self.faceView.root.width > 0 }, "the face never got a size")
    }

    private func rootController(_ type: String) throws -> gpointer {
        try #require(Controllers.one(type, on: faceView.root), "no single \(type) on the face")
    }

    private func drag(_ offsets: [Double]) throws {
        let drag = try rootController("GtkGestureDrag")
        mtch_emit_double_double(drag, "drag-begin", 250, 200)
        for dy in offsets { mtch_emit_double_double(drag, "drag-update", 3, dy) }
        mtch_emit_double_double(drag, "drag-end", 3, offsets.last ?? 0)
    }

    private func pinch(_ scales: [Double]) throws {
        let zoom = try rootController("GtkGestureZoom")
        mtch_emit_pointer(zoom, "begin", nil)
        for scale in scales { mtch_emit_double(zoom, "scale-changed", scale) }
        mtch_emit_pointer(zoom, "end", nil)
    }

    private func key(_ keyval: Int32, _ state: GdkModifierType = GdkModifierType(rawValue: 0)) throws -> Bool {
        mtch_emit_key_pressed(try rootController("GtkEventControllerKey"), guint(keyval), 0, state) != 0
    }

    @Test("Dragging up makes the face happier, clamped, and is told once at the end of the drag")
    func draggingUpMakesTheFaceHappierAndIsToldOnceAtTheEnd() throws {
        // 4 points per percent: 40 points up is 10 percent happier, measured from the drag's start.
        try drag([-10, -25, -40])
        #expect(faceView.face.happinessPercent == 85)
        #expect(abs(faceView.face.happiness - 0.7) < 1e-9)
        #expect(events.changes == [.face(.happiness(faceView.face.happiness))])
        #expect(faceView.slider.value == 85)

        events.told = []
        try drag([100, 300])
        #expect(faceView.face.happiness == -0.8)
        try drag([1000])
        #expect(faceView.face.happiness == -1, "clamped at the deepest frown")
        #expect(events.changes.count == 2)
        try drag([0])
        #expect(events.changes.count == 2, "a drag that changes nothing says nothing")
        #expect(faceView.face.scale == 1)
    }

    @Test("Pinching scales the face from where the pinch began, within its limits, leaving the smile alone")
    func pinchingScalesFromThePinchesStartWithinLimits() throws {
        try pinch([1.05, 0.9, 0.8])
        #expect(abs(faceView.face.scale - 0.8) < 1e-9)
        #expect(events.changes == [.face(.scaled(faceView.face.scale))])
        try pinch([0.5])
        #expect(abs(faceView.face.scale - 0.4) < 1e-9, "relative to where this pinch began")
        try pinch([0.1])
        #expect(faceView.face.scale == HappinessFace.scaleRange.lowerBound)
        try pinch([100])
        #expect(faceView.face.scale == HappinessFace.scaleRange.upperBound)
        #expect(faceView.face.happiness == 0.5, "pinching leaves the smile alone")
    }

    @Test("A double click resets the smile and the size, and puts the keyboard on the face")
    func aDoubleClickResetsBoth() throws {
        try drag([200])
        try pinch([0.5])
        #expect(faceView.face != .standard)
        events.told = []
        let click = try rootController("GtkGestureClick")
        mtch_emit_int_double_double(click, "pressed", 1, 100, 100)
        #expect(faceView.face != .standard, "a single click does nothing")
        mtch_emit_int_double_double(click, "pressed", 2, 100, 100)
        #expect(faceView.face == .standard)
        #expect(events.changes == [.face(.reset(.standard))])
        #expect(faceView.slider.hasFocus, "a click puts the keyboard on the face")
    }

    @Test("A double click during a drag is not undone by the rest of the drag")
    func aDoubleClickDuringADragIsNotUndoneByIt() throws {
        try drag([200])
        events.told = []
        let drag = try rootController("GtkGestureDrag")
        mtch_emit_double_double(drag, "drag-begin", 250, 200)
        mtch_emit_int_double_double(try rootController("GtkGestureClick"), "pressed", 2, 250, 200)
        mtch_emit_double_double(drag, "drag-update", 0, 1)
        mtch_emit_double_double(drag, "drag-end", 0, 1)
        #expect(faceView.face.happinessPercent == 75, "the drag goes on from the reset face")
        #expect(events.changes.first == .face(.reset(.standard)))
    }

    @Test("Up, Down, plus and minus step the face and Home resets it, each press told; other keys pass")
    func keysStepChangeAndReset() throws {
        #expect(try key(GDK_KEY_Up))
        #expect(faceView.face.happinessPercent == 80)
        #expect(try key(GDK_KEY_Down) && key(GDK_KEY_Down))
        #expect(faceView.face.happinessPercent == 70)
        #expect(try key(GDK_KEY_plus))
        #expect(faceView.face.scalePercent == 105)
        #expect(try key(GDK_KEY_KP_Subtract) && key(GDK_KEY_minus))
        #expect(faceView.face.scalePercent == 95)
        #expect(events.changes.count == 6, "each press is told: \(events.changes)")
        #expect(try key(GDK_KEY_Home))
        #expect(faceView.face == .standard)
        #expect(try !key(GDK_KEY_Up, GDK_CONTROL_MASK), "Ctrl+Up is not the face's")
        #expect(try !key(GDK_KEY_a))
        #expect(faceView.face == .standard)
        for _ in 0..<10 { _ = try key(GDK_KEY_Up) }
        #expect(faceView.face.happiness == 1)
        let told = events.told.count
        #expect(try key(GDK_KEY_Up), "the key is the face's even at the limit")
        #expect(events.told.count == told, "but nothing changed, so nothing is said")
    }

    @Test("The face's keys come before the hidden slider's own, and the pointer passes through it")
    func theKeysComeBeforeTheSlidersOwnBindingsAndThePointerPassesIt() throws {
        // The slider binds Up, Down and Home itself; the face's key controller sees keys first.
        let keys = try rootController("GtkEventControllerKey")
        #expect(gtk_event_controller_get_propagation_phase(OpaquePointer(keys)) == GTK_PHASE_CAPTURE)
        let slider = faceView.slider.widget
        #expect(gtk_widget_get_opacity(slider) == 0 && gtk_widget_get_can_target(slider) == 0,
                "the slider neither shows nor takes the pointer")
        #expect(gtk_widget_get_focusable(slider) != 0)
    }

    @Test("The slider carries the happiness, and an assistive technology can set it")
    func theSliderCarriesTheValueAndAnAssistiveTechnologyCanSetIt() throws {
        #expect(faceView.slider.value == 75)
        faceView.slider.value = 30
        #expect(faceView.face.happinessPercent == 30)
        #expect(abs(faceView.face.happiness - (-0.4)) < 1e-9)
        #expect(events.changes == [.face(.happiness(faceView.face.happiness))])
        #expect(mtch_accessible_role(faceView.slider.raw) == GTK_ACCESSIBLE_ROLE_SLIDER)
    }

    @Test("A change is told as heard only where GTK reports the slider's value; a size never is")
    func onGtk48TheValueIsNotHeardFromTheToolkit() throws {
        faceView.slider.grabFocus()
        Pump.drain()
        _ = try key(GDK_KEY_Up)
        #expect(events.told.last?.heard == Scale.reportsValueChanges)
        _ = try key(GDK_KEY_plus)
        #expect(events.told.last?.heard == false, "a size is never the slider's value")
    }

    @Test("The focus ring shows after the face's keys, not after a click")
    func theFocusRingShowsAfterTheFacesKeysNotAfterAClick() throws {
        faceView.slider.grabFocus()
        Pump.drain()
        #expect(!faceView.showsFocus)
        _ = try key(GDK_KEY_Down)
        #expect(faceView.showsFocus)
        mtch_emit_int_double_double(try rootController("GtkGestureClick"), "pressed", 1, 10, 10)
        #expect(!faceView.showsFocus && faceView.slider.hasFocus)
    }
}
