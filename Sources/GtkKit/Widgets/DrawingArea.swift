import CGtk
import CairoKit
import GLibKit

/// A `GtkDrawingArea` whose contents a Swift closure draws with Cairo.
@MainActor
public final class DrawingArea: Widget {
    /// Draws with `context`, valid only during the call, at the given size in logical pixels.
    public typealias Draw = @MainActor (_ context: borrowing CairoContext, _ width: Int, _ height: Int) -> Void

    /// A drawing area exposed to assistive technologies with `role`.
    public init(role: AccessibleRole = .image) {
        super.init(sinking: mtch_drawing_area_new_with_role(role.gtk))
    }

    /// Sets the draw closure, replacing (and releasing) any earlier one.
    public func setDraw(_ draw: @escaping Draw) {
        gtk_drawing_area_set_draw_func(
            mtch_drawing_area(raw), drawTrampoline, ClosureBox(draw).retainedPointer(), ClosureBoxes.releaseDestroy)
    }

    /// `resize`: the new size in logical pixels.
    @discardableResult
    public func onResize(_ handler: @escaping @MainActor (_ width: Int, _ height: Int) -> Void) -> SignalConnection {
        connectInts("resize", handler)
    }

    /// The size the area asks for.
    public func setContentSize(width: Int, height: Int) {
        gtk_drawing_area_set_content_width(mtch_drawing_area(raw), Int32(width))
        gtk_drawing_area_set_content_height(mtch_drawing_area(raw), Int32(height))
    }
}

private let drawTrampoline: GtkDrawingAreaDrawFunc = { _, cr, width, height, data in
    guard let cr else { return }
    // The context is valid only during this call, on the main thread.
    nonisolated(unsafe) let context = cr
    let box = ClosureBox<DrawingArea.Draw>.from(data)
    MainActor.assumeIsolated { box.handler(CairoContext(borrowing: context), Int(width), Int(height)) }
}
