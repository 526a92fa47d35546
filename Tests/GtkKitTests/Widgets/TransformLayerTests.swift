import GtkTestSupport
import CGtk
import GLibKit
import GtkKit
import Testing

/// The card layer: a child is hit where it is placed and drawn where it is
/// shown, and moving what is drawn lays nothing out again.
@MainActor
@Suite("The card layer", .serialized)
struct TransformLayerTests {
    init() throws {
        try TestDisplay.ensure()
    }

    /// A shown window with a layer over a 400x300 area, holding one card placed at (30, 20).
    private func table() -> (layer: TransformLayer, card: DrawingArea, window: Window) {
        let layer = TransformLayer(role: .group)
        let child = card()
        layer.append(child)
        layer.place(child, x: 30, y: 20)
        let window = Window()
        let overlay = Overlay()
        let area = DrawingArea()
        area.setContentSize(width: 400, height: 300)
        overlay.setChild(area)
        overlay.addOverlay(layer)
        window.setChild(overlay)
        window.present()
        MainLoop.drain()
        return (layer, child, window)
    }

    /// A 40x60 child that draws over its whole area.
    private func card() -> DrawingArea {
        let area = DrawingArea()
        area.setContentSize(width: 40, height: 60)
        area.setDraw { context, _, _ in context.fill(red: 1, green: 0, blue: 0) }
        return area
    }

    /// A rectangle in whole pixels, to compare bounds.
    private struct Box: Equatable {
        var x, y, width, height: Int
        init(_ x: Int, _ y: Int, _ width: Int, _ height: Int) { (self.x, self.y, self.width, self.height) = (x, y, width, height) }
        init(_ rect: graphene_rect_t) {
            self.init(Int(rect.origin.x.rounded()), Int(rect.origin.y.rounded()),
                      Int(rect.size.width.rounded()), Int(rect.size.height.rounded()))
        }
    }

    /// The bounds of `child` in `layer`: where it is placed.
    private func placed(_ child: Widget, in layer: TransformLayer) -> Box? {
        var rect = graphene_rect_t()
        guard gtk_widget_compute_bounds(mtch_widget(child.raw), mtch_widget(layer.raw), &rect) != 0 else { return nil }
        return Box(rect)
    }

    /// The bounds of what `layer` draws.
    private func drawn(_ layer: TransformLayer) -> Box? {
        let paintable = gtk_widget_paintable_new(mtch_widget(layer.raw))
        defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
        let snapshot = gtk_snapshot_new()
        gdk_paintable_snapshot(paintable, snapshot, Double(layer.width), Double(layer.height))
        guard let node = gtk_snapshot_free_to_node(snapshot) else { return nil }
        defer { gsk_render_node_unref(node) }
        var rect = graphene_rect_t()
        gsk_render_node_get_bounds(node, &rect)
        return Box(rect)
    }

    @Test("A placed child is hit and drawn where it is placed, at its scale")
    func aPlacedChildIsHitAndDrawnWhereItIsPlaced() {
        let (layer, child, window) = table()
        defer { window.destroy() }
        #expect(Pump.until { placed(child, in: layer) == Box(30, 20, 40, 60) })
        #expect(Pump.until { drawn(layer) == Box(30, 20, 40, 60) })
        layer.place(child, x: 100, y: 50, scaleX: 0.5, scaleY: 2)
        #expect(Pump.until { placed(child, in: layer) == Box(100, 50, 20, 120) })
        #expect(Pump.until { drawn(layer) == Box(100, 50, 20, 120) })
    }

    @Test("A shown child is drawn where it is shown but still hit where it is placed")
    func aShownChildIsDrawnThereButStillHitWhereItIsPlaced() {
        let (layer, child, window) = table()
        defer { window.destroy() }
        layer.show(child, x: 200, y: 100)
        #expect(Pump.until { drawn(layer) == Box(200, 100, 40, 60) })
        #expect(placed(child, in: layer) == Box(30, 20, 40, 60))
        layer.show(child, x: 10, y: 10, scaleX: 0.5, scaleY: 0.5)
        #expect(Pump.until { drawn(layer) == Box(10, 10, 20, 30) })
        #expect(placed(child, in: layer) == Box(30, 20, 40, 60))
        // Placing it again shows it where it is placed, the same place included.
        layer.place(child, x: 60, y: 70)
        #expect(Pump.until { drawn(layer) == Box(60, 70, 40, 60) })
        #expect(placed(child, in: layer) == Box(60, 70, 40, 60))
        layer.show(child, x: 0, y: 0)
        #expect(Pump.until { drawn(layer) == Box(0, 0, 40, 60) })
        layer.place(child, x: 60, y: 70)
        #expect(Pump.until { drawn(layer) == Box(60, 70, 40, 60) })
    }

    @Test("Showing a child elsewhere lays nothing out; placing it does")
    func showingAChildLaysNothingOut() {
        let (layer, child, window) = table()
        defer { window.destroy() }
        // The window's surface asks for a layout only when a widget needs one.
        let (layouts, stopCounting) = countLayouts(of: window)
        defer { stopCounting() }
        for step in 1...5 {
            layer.show(child, x: 30 + Double(step) * 10, y: 20)
            #expect(Pump.until(timeout: 2) { drawn(layer)?.x == 30 + step * 10 })
        }
        #expect(layouts.value == 0, "moving what is drawn must not lay the window out")
        layer.place(child, x: 90, y: 20)
        #expect(Pump.until(timeout: 2) { layouts.value > 0 })
    }

    /// The card table places its cards as GTK allocates it, from
    /// `onAllocate`, with their sizes: they are allocated in that pass, and
    /// the window is not laid out again. Placed from a sibling's resize signal
    /// instead, they make GTK lay the window out again at its own size.
    @Test("Children placed while GTK allocates the layer lay the window out no further; placed from a resize signal, they do")
    func childrenPlacedFromOnAllocateLayOutNothingMore() {
        let layer = TransformLayer(role: .group)
        let child = card()
        layer.append(child)
        let window = Window(), overlay = Overlay(), area = DrawingArea()
        defer { window.destroy() }
        area.setContentSize(width: 400, height: 300)
        layer.onAllocate { [weak layer] width, height in layer?.place(child, x: 10, y: 10, width: width / 4, height: height / 4) }
        overlay.setChild(area)
        overlay.addOverlay(layer)
        window.setChild(overlay)
        window.present()
        #expect(Pump.until { layer.width > 0 && placed(child, in: layer) == Box(10, 10, layer.width / 4, layer.height / 4) })
        let (layouts, stopCounting) = countLayouts(of: window)
        defer { stopCounting() }
        // Allocations at other sizes than the window's, as LeakTests makes them.
        for (width, height) in [(800, 600), (600, 480), (900, 700)] {
            gtk_widget_allocate(mtch_widget(window.raw), Int32(width), Int32(height), -1, nil)
            #expect(placed(child, in: layer) == Box(10, 10, layer.width / 4, layer.height / 4), "\(width)x\(height)")
        }
        // Three frames: each has its layout phase after its update phase, where ticks run.
        let frames = Flag(0)
        layer.addTick { _ in
            frames.value += 1
            return frames.value < 3
        }
        #expect(Pump.until(timeout: 2) { frames.value == 3 })
        #expect(layouts.value == 0, "children placed while GTK allocates the layer must not lay the window out again")
        // The other way: placed from the area's resize signal.
        area.onResize { [weak layer] width, height in layer?.place(child, x: 20, y: 20, width: width / 5, height: height / 5) }
        gtk_widget_allocate(mtch_widget(window.raw), 640, 520, -1, nil)
        #expect(Pump.until(timeout: 2) { layouts.value > 0 })
    }

    @Test("Removed children leave the layer, and a released layer unparents the rest")
    func removedAndReleasedChildrenLeaveTheLayer() {
        var layer: TransformLayer? = TransformLayer(role: .group)
        let kept = card(), removed = card()
        layer!.append(kept)
        layer!.append(removed)
        layer!.place(removed, x: 5, y: 5)
        layer!.remove(removed)
        #expect(gtk_widget_get_parent(mtch_widget(removed.raw)) == nil)
        #expect(gtk_widget_get_parent(mtch_widget(kept.raw)) != nil)
        layer = nil
        MainLoop.drain()
        #expect(gtk_widget_get_parent(mtch_widget(kept.raw)) == nil, "a released layer unparents its children")
    }

    @Test("The layer is a group to assistive technologies")
    func theLayerIsAGroupToAssistiveTechnologies() {
        let layer = TransformLayer(role: .group)
        #expect(mtch_accessible_role(layer.raw) == GTK_ACCESSIBLE_ROLE_GROUP)
    }
}

/// Counts a surface's `layout` signals in the `Flag<Int>` behind `data`.
/// Counts the layouts GDK asks of `window`'s surface until the returned function is called.
@MainActor
private func countLayouts(of window: Window) -> (Flag<Int>, () -> Void) {
    let surface = gtk_native_get_surface(mtch_native(window.raw))
    let layouts = Flag(0)
    let handler = g_signal_connect_data(
        UnsafeMutableRawPointer(surface), "layout",
        unsafeBitCast(countLayout, to: GCallback.self), Unmanaged.passUnretained(layouts).toOpaque(), nil, GConnectFlags(0))
    return (layouts, { g_signal_handler_disconnect(UnsafeMutableRawPointer(surface), handler) })
}

private let countLayout: @convention(c) (gpointer?, Int32, Int32, gpointer?) -> Void = { _, _, _, data in
    // Emitted on the main thread, during the frame clock's layout phase.
    nonisolated(unsafe) let flag = data
    MainActor.assumeIsolated {
        Unmanaged<Flag<Int>>.fromOpaque(flag!).takeUnretainedValue().value += 1
    }
}
