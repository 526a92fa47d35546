import GtkTestSupport
import CGtk
import GLibKit
import GtkKit
import Testing

/// Every closure handed to C is released exactly once: when its widget or
/// controller is finalised, when it is disconnected, or when its source ends.
@MainActor
@Suite("Every closure handed to C released once", .serialized)
struct ClosureReleaseTests {
    init() throws {
        try TestDisplay.ensure()
        // Let sources other suites left behind (such as a 450 ms mismatch flash) end
        // first, so that the counts below see only this test's closures.
        Pump.run(for: 0.5)
    }

    /// GTK calls are serialised on the main actor. (On Linux that is not the
    /// process's main thread under Swift Testing; see `TestDisplay`.)
    @Test("The tests run on the main actor, where GTK was initialised")
    func testsRunOnTheMainActorWhereGTKWasInitialised() {
        MainActor.assertIsolated()
        #expect(gtk_is_initialized() != 0)
    }

    /// GtkKit wrappers own exactly one reference: widgets start floating and are
    /// sunk, but event controllers are plain GObjects returned with a full reference.
    @Test("A wrapper owns exactly one reference to its object, widget or controller")
    func aWrapperOwnsExactlyOneReference() {
        let area = DrawingArea()
        #expect(referenceCount(area) == 1)
        let action = Action("x") {}
        #expect(referenceCount(action) == 1)
        #expect(referenceCount(GestureClick()) == 1)
        #expect(referenceCount(GestureSwipe()) == 1)
        #expect(referenceCount(GestureZoom()) == 1)
        #expect(referenceCount(GestureRotate()) == 1)
        #expect(referenceCount(GestureDrag()) == 1)
        #expect(referenceCount(KeyController()) == 1)
        #expect(referenceCount(FocusController()) == 1)
    }

    private func referenceCount(_ object: GObjectRef) -> UInt32 {
        object.raw.assumingMemoryBound(to: GObject.self).pointee.ref_count
    }

    @Test("A drawing area's closures are released with the widget")
    func drawingAreaClosuresAreReleasedWithTheWidget() {
        let baseline = ClosureBoxes.liveCount
        var area: DrawingArea? = DrawingArea()
        area!.setDraw { _, _, _ in }
        area!.onResize { _, _ in }
        area!.onNotify("visible") {}
        area!.addTick { _ in true }
        #expect(ClosureBoxes.liveCount == baseline + 4)
        area = nil
        MainLoop.drain()
        #expect(ClosureBoxes.liveCount == baseline)
    }

    @Test("Replacing the draw closure releases the old one")
    func replacingTheDrawClosureReleasesTheOldOne() {
        let baseline = ClosureBoxes.liveCount
        let area = DrawingArea()
        area.setDraw { _, _, _ in }
        area.setDraw { _, _, _ in }
        area.setDraw { _, _, _ in }
        #expect(ClosureBoxes.liveCount == baseline + 1)
        _ = area
    }

    @Test("Event controllers' closures are released with the widget they were added to")
    func controllerClosuresAreReleasedWithTheirWidget() {
        let baseline = ClosureBoxes.liveCount
        var button: Button? = Button(label: "_Go")
        do {
            let click = GestureClick()
            click.onPressed { _, _, _ in }
            click.onReleased { _, _, _ in }
            click.onBegin {}
            let drag = GestureDrag()
            drag.onDragBegin { _, _ in }
            drag.onDragUpdate { _, _ in }
            drag.onDragEnd { _, _ in }
            let swipe = GestureSwipe()
            swipe.connectDoubles("swipe") { _, _ in }
            let keys = KeyController()
            keys.onKeyPressed { _, _ in false }
            button!.add(click)
            button!.add(drag)
            button!.add(swipe)
            button!.add(keys)
        }
        button!.onClicked {}
        #expect(ClosureBoxes.liveCount == baseline + 9)
        button = nil
        MainLoop.drain()
        #expect(ClosureBoxes.liveCount == baseline)
    }

    @Test("An event controller added to no widget releases its closures with its wrapper")
    func aControllerNotAddedToAWidgetReleasesWithItsWrapper() {
        let baseline = ClosureBoxes.liveCount
        var zoom: GestureZoom? = GestureZoom()
        zoom!.onScaleChanged { _ in }
        zoom!.onEnd {}
        var rotate: GestureRotate? = GestureRotate()
        rotate!.onAngleChanged { _, _ in }
        #expect(ClosureBoxes.liveCount == baseline + 3)
        zoom = nil
        rotate = nil
        #expect(ClosureBoxes.liveCount == baseline)
    }

    @Test("A destroyed window releases the closures of its whole tree")
    func aDestroyedWindowReleasesItsWholeTree() {
        let baseline = ClosureBoxes.liveCount
        var window: Window? = Window()
        do {
            let box = Box(.vertical)
            let button = Button(label: "_Press")
            button.onClicked {}
            let area = DrawingArea()
            area.setContentSize(width: 50, height: 50)
            area.setDraw { _, _, _ in }
            area.addTick { _ in true }
            let click = GestureClick()
            click.onReleased { _, _, _ in }
            area.add(click)
            box.append(button)
            box.append(area)
            window!.setChild(box)
            window!.onCloseRequest { false }
        }
        window!.present()
        Pump.until { window!.isVisible && window!.width > 0 }
        #expect(ClosureBoxes.liveCount == baseline + 5)
        window!.destroy()
        window = nil
        MainLoop.drain()
        #expect(ClosureBoxes.liveCount == baseline)
    }

    @Test("Idle and timeout sources release their closures when they end")
    func idleAndTimeoutSourcesReleaseTheirClosuresWhenTheyEnd() {
        let baseline = ClosureBoxes.liveCount
        var ran: [String] = []
        MainLoop.idle { ran.append("idle") }
        var ticks = 0
        MainLoop.timeout(milliseconds: 1) {
            ticks += 1
            return ticks < 3
        }
        #expect(ClosureBoxes.liveCount == baseline + 2)
        Pump.until { ran == ["idle"] && ticks == 3 && ClosureBoxes.liveCount == baseline }
        #expect(ran == ["idle"])
        #expect(ticks == 3)
        #expect(ClosureBoxes.liveCount == baseline)
    }

    @Test("Cancelling a source releases its closure at once, and it never runs")
    func cancellingASourceReleasesItsClosureAtOnce() {
        let baseline = ClosureBoxes.liveCount
        var ran = false
        let id = MainLoop.timeout(milliseconds: 60_000) {
            ran = true
            return false
        }
        let idle = MainLoop.idle { ran = true }
        #expect(ClosureBoxes.liveCount == baseline + 2)
        MainLoop.cancel(id)
        MainLoop.cancel(idle)
        #expect(ClosureBoxes.liveCount == baseline)
        MainLoop.drain()
        #expect(!ran)
    }

    @Test("Disconnecting releases the handler at once, and again does nothing")
    func disconnectReleasesAtOnceAndIsIdempotent() {
        let baseline = ClosureBoxes.liveCount
        let button = Button(label: "_Once")
        var clicks = 0
        let connection = button.onClicked { clicks += 1 }
        #expect(ClosureBoxes.liveCount == baseline + 1)
        mtch_emit_none(button.raw, "clicked")
        #expect(clicks == 1)
        connection.disconnect()
        #expect(ClosureBoxes.liveCount == baseline)
        connection.disconnect()
        #expect(ClosureBoxes.liveCount == baseline)
        mtch_emit_none(button.raw, "clicked")
        #expect(clicks == 1)
    }

    @Test("Disconnecting after the object is gone does nothing")
    func disconnectAfterTheObjectIsGoneDoesNothing() {
        let baseline = ClosureBoxes.liveCount
        var button: Button? = Button(label: "_Gone")
        let connection = button!.onClicked {}
        button = nil
        #expect(ClosureBoxes.liveCount == baseline)
        connection.disconnect()
        connection.disconnect()
        #expect(ClosureBoxes.liveCount == baseline)
    }

    @Test("A tick callback is released when it returns false")
    func aTickCallbackIsReleasedWhenItReturnsFalse() {
        let window = Window()
        window.setDefaultSize(width: 100, height: 100)
        let area = DrawingArea()
        window.setChild(area)
        window.present()
        let baseline = ClosureBoxes.liveCount
        var frames: [Int] = []
        area.addTick { time in
            frames.append(time)
            return frames.count < 3
        }
        #expect(ClosureBoxes.liveCount == baseline + 1)
        let finished = Pump.until { frames.count >= 3 && ClosureBoxes.liveCount == baseline }
        #expect(finished, "the frame clock should tick on a mapped widget under Xvfb")
        #expect(frames.count == 3)
        #expect(frames == frames.sorted())
        #expect(ClosureBoxes.liveCount == baseline)
        window.destroy()
    }

    @Test("Removing a tick callback releases its closure")
    func removeTickReleasesItsClosure() {
        let area = DrawingArea()
        let baseline = ClosureBoxes.liveCount
        let id = area.addTick { _ in true }
        #expect(ClosureBoxes.liveCount == baseline + 1)
        area.removeTick(id)
        MainLoop.drain()
        #expect(ClosureBoxes.liveCount == baseline)
    }

    @Test("Handlers that capture their widget weakly let it go")
    func handlersThatCaptureTheirWidgetWeaklyLetItGo() {
        let baseline = ClosureBoxes.liveCount
        weak var weakArea: DrawingArea?
        weak var weakClick: GestureClick?
        do {
            let area = DrawingArea()
            let click = GestureClick()
            area.setDraw { [weak area] _, _, _ in _ = area?.width }
            area.onResize { [weak area] _, _ in area?.queueDraw() }
            click.onReleased { [weak area, weak click] _, _, _ in _ = (area, click) }
            area.add(click)
            weakArea = area
            weakClick = click
        }
        MainLoop.drain()
        #expect(weakArea == nil)
        #expect(weakClick == nil)
        #expect(ClosureBoxes.liveCount == baseline)
    }

    /// The check above has teeth: a strong capture keeps the wrapper alive
    /// (a cycle through C) until the handler is disconnected.
    @Test("A handler that captures its widget strongly keeps it until disconnected")
    func aStrongCaptureKeepsTheWidgetUntilDisconnected() {
        let baseline = ClosureBoxes.liveCount
        weak var weakArea: DrawingArea?
        var connection: SignalConnection?
        do {
            let area = DrawingArea()
            connection = area.onResize { _, _ in area.queueDraw() }
            weakArea = area
        }
        MainLoop.drain()
        #expect(weakArea != nil)
        #expect(ClosureBoxes.liveCount == baseline + 1)
        connection?.disconnect()
        MainLoop.drain()
        #expect(weakArea == nil)
        #expect(ClosureBoxes.liveCount == baseline)
    }
}
