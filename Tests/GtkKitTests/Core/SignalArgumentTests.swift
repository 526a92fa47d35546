import GtkTestSupport
import CGtk
import GLibKit
import GtkKit
import Testing

/// Signals connected through GtkKit reach their handlers with the arguments
/// GTK emitted, and handler results travel back to the emitter.
@MainActor
@Suite("Signals' arguments and results", .serialized)
struct SignalArgumentTests {
    init() throws {
        try TestDisplay.ensure()
    }

    @Test("A click's pressed and released carry the press count and the point")
    func clickPressedAndReleasedCarryCountAndPoint() {
        let click = GestureClick()
        var pressed: [(Int, Double, Double)] = []
        var released: [(Int, Double, Double)] = []
        click.onPressed { pressed.append(($0, $1, $2)) }
        click.onReleased { released.append(($0, $1, $2)) }
        mtch_emit_int_double_double(click.raw, "pressed", 2, 10.5, -20.25)
        mtch_emit_int_double_double(click.raw, "released", 1, 640.125, 0)
        #expect(pressed.count == 1)
        #expect(pressed.first.map { $0 == (2, 10.5, -20.25) } == true)
        #expect(released.count == 1)
        #expect(released.first.map { $0 == (1, 640.125, 0) } == true)
    }

    @Test("A swipe carries both velocities")
    func swipeCarriesBothVelocities() {
        let swipe = GestureSwipe()
        var seen: [Double] = []
        swipe.onSwipe { seen += [$0, $1] }
        mtch_emit_double_double(swipe.raw, "swipe", -310.5, 1200.75)
        #expect(seen == [-310.5, 1200.75])
    }

    @Test("A zoom's begin, scale changes, end and cancel arrive in order with their scales")
    func zoomBeginScaleChangedAndEnd() {
        let zoom = GestureZoom()
        var events: [String] = []
        zoom.onBegin { events.append("begin") }
        zoom.onScaleChanged { events.append("scale \($0)") }
        zoom.onEnd { events.append("end") }
        zoom.onCancel { events.append("cancel") }
        mtch_emit_pointer(zoom.raw, "begin", nil)
        mtch_emit_double(zoom.raw, "scale-changed", 0.625)
        mtch_emit_double(zoom.raw, "scale-changed", 1.5)
        mtch_emit_pointer(zoom.raw, "end", nil)
        mtch_emit_pointer(zoom.raw, "cancel", nil)
        #expect(events == ["begin", "scale 0.625", "scale 1.5", "end", "cancel"])
    }

    @Test("A rotation's angle-changed carries the angle and the change since it began")
    func rotateAngleChangedCarriesAngleAndDelta() {
        let rotate = GestureRotate()
        var seen: [(Double, Double)] = []
        rotate.onAngleChanged { seen.append(($0, $1)) }
        mtch_emit_double_double(rotate.raw, "angle-changed", 1.25, -0.5)
        #expect(seen.count == 1)
        #expect(seen.first.map { $0 == (1.25, -0.5) } == true)
    }

    @Test("A drag's begin, update and end carry their points and offsets")
    func dragBeginUpdateAndEnd() {
        let drag = GestureDrag()
        var events: [String] = []
        drag.onDragBegin { events.append("begin \($0) \($1)") }
        drag.onDragUpdate { events.append("update \($0) \($1)") }
        drag.onDragEnd { events.append("end \($0) \($1)") }
        mtch_emit_double_double(drag.raw, "drag-begin", 12.5, 30)
        mtch_emit_double_double(drag.raw, "drag-update", -4, 7.25)
        mtch_emit_double_double(drag.raw, "drag-end", -4, 7.25)
        #expect(events == ["begin 12.5 30.0", "update -4.0 7.25", "end -4.0 7.25"])
    }

    @Test("A key press carries the key and modifiers, and the handler's answer decides whether it propagates")
    func keyPressedArgumentsAndReturnValuePropagate() {
        let keys = KeyController()
        var seen: [(Key, Modifiers)] = []
        let answer = Flag(true)
        keys.onKeyPressed { key, modifiers in
            seen.append((key, modifiers))
            return answer.value
        }
        let handled = mtch_emit_key_pressed(keys.raw, guint(GDK_KEY_Right), 114, GDK_CONTROL_MASK)
        #expect(handled != 0)
        answer.value = false
        let propagated = mtch_emit_key_pressed(keys.raw, guint(GDK_KEY_a), 38, GdkModifierType(rawValue: 0))
        #expect(propagated == 0)
        #expect(seen.count == 2)
        #expect(seen.first.map { $0 == (.right, .control) } == true)
        #expect(seen.last.map { $0 == (.character("a"), []) } == true)
    }

    @Test("Focus enter and leave arrive in order")
    func focusEnterAndLeave() {
        let focus = FocusController()
        var events: [String] = []
        focus.onEnter { events.append("enter") }
        focus.onLeave { events.append("leave") }
        mtch_emit_none(focus.raw, "enter")
        mtch_emit_none(focus.raw, "leave")
        #expect(events == ["enter", "leave"])
    }

    @Test("A button's clicks each arrive")
    func buttonClicked() {
        let button = Button(label: "_Deal")
        var clicks = 0
        button.onClicked { clicks += 1 }
        mtch_emit_none(button.raw, "clicked")
        mtch_emit_none(button.raw, "clicked")
        #expect(clicks == 2)
    }

    @Test("notify fires for the named property only")
    func notifyFiresForTheNamedPropertyOnly() {
        let label = Label("Score: 0")
        var labelChanges = 0, visibilityChanges = 0
        label.onNotify("label") { labelChanges += 1 }
        label.onNotify("visible") { visibilityChanges += 1 }
        label.text = "Score: 3"
        #expect(labelChanges == 1)
        #expect(visibilityChanges == 0)
        label.isVisible = false
        #expect(visibilityChanges == 1)
        #expect(labelChanges == 1)
    }

    @Test("A drawing area's resize carries the allocated size, and drawing gets the same")
    func drawingAreaResizeCarriesTheAllocatedSize() {
        let window = Window()
        window.setDefaultSize(width: 300, height: 200)
        let area = DrawingArea()
        area.horizontalExpand = true
        area.verticalExpand = true
        var sizes: [(Int, Int)] = []
        area.onResize { sizes.append(($0, $1)) }
        var draws = 0
        area.setDraw { context, width, height in
            draws += 1
            #expect(width == area.width && height == area.height)
            context.fill(red: 0.2, green: 0.4, blue: 0.6)
        }
        window.setChild(area)
        window.present()
        #expect(Pump.until { !sizes.isEmpty && draws > 0 })
        #expect(sizes.last.map { $0 == (area.width, area.height) } == true)
        #expect(sizes.last.map { $0.0 > 0 && $0.1 > 0 } == true)
        window.destroy()
    }

    @Test("A close request's answer decides whether the window closes")
    func closeRequestReturnValueDecidesWhetherTheWindowCloses() {
        let window = Window()
        let keepOpen = Flag(true)
        var requests = 0
        window.onCloseRequest {
            requests += 1
            return keepOpen.value
        }
        #expect(mtch_emit_returns_boolean(window.raw, "close-request") != 0)
        keepOpen.value = false
        #expect(mtch_emit_returns_boolean(window.raw, "close-request") == 0)

        keepOpen.value = true
        window.present()
        window.close()
        MainLoop.drain()
        #expect(window.isVisible)
        keepOpen.value = false
        window.close()
        MainLoop.drain()
        #expect(!window.isVisible)
        #expect(requests == 4)
    }
}

@Suite("Keys from GDK key values")
struct KeyTests {
    @Test("Keyvals become named keys, characters or other keys, and back")
    func namedKeysCharactersAndTheRest() {
        #expect(Key(keyval: UInt32(GDK_KEY_KP_Left)) == .left)
        #expect(Key(keyval: UInt32(GDK_KEY_ISO_Left_Tab)) == .tab)
        #expect(Key(keyval: UInt32(GDK_KEY_KP_Add)) == .plus)
        #expect(Key(keyval: UInt32(GDK_KEY_equal)) == .plus)
        #expect(Key(keyval: UInt32(GDK_KEY_Q)) == .character("Q"))
        #expect(Key(keyval: UInt32(GDK_KEY_eacute)) == .character("é"))
        #expect(Key(keyval: UInt32(GDK_KEY_F5)) == .other(UInt32(GDK_KEY_F5)))
        for key in [Key.left, .escape, .enter, .space, .character("z")] { #expect(Key(keyval: key.keyval) == key) }
    }
}
