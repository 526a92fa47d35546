import GtkTestSupport
import CGtk
import CardArt
import GameModel
import TableCore
import GtkKit
import Testing

@testable import MatchismoApp

/// A card table view in a real, mapped window on the test display, and
/// ways to emit its real controllers' signals.
@MainActor
final class TableFixture {
    let window = Window()
    let tableView: CardTableView
    var events: [TableEvent?] = []

    init(_ game: TableGame, width: Int = 800, height: Int = 600, animations: Bool = true) throws {
        try TestDisplay.ensure()
        AppStyle.loadCardButtonRule()
        tableView = CardTableView(game: game, painter: CardPainter())
        tableView.animationsEnabled = { animations }
        tableView.onEvent = { [weak self] event, _ in self?.events.append(event) }
        window.setDefaultSize(width: width, height: height)
        window.setChild(tableView.root)
        window.present()
        let count = game.cards.count
        try #require(Pump.until { self.tableView.layout.frames.count == count && self.tableView.view(at: 0)?.width ?? 0 > 0 },
                     "the table never got a size")
    }

    isolated deinit {
        window.destroy()
    }

    var root: Overlay { tableView.root }

    /// Whether every card is where the layout puts it (animations finished).
    var isSettled: Bool { Frame.nearlyEqual(tableView.currentFrames, tableView.layout.frames) }

    /// Waits for every running animation to end.
    func settle() {
        Pump.until(timeout: 3) { self.isSettled }
        Pump.run(for: 0.05)
    }

    // MARK: Emitting the real controllers' signals

    private func rootController(_ type: String) throws -> gpointer {
        try #require(Controllers.one(type, on: root), "no single \(type) on the table root")
    }

    /// `released` with one press on the card widget at `index`, at its centre.
    func click(card index: Int, presses: Int = 1) throws {
        let view = try #require(tableView.view(at: index), "no card at \(index)")
        let click = try #require(Controllers.primaryClick(on: view), "no click gesture on card \(index)")
        mtch_emit_int_double_double(click, "pressed", Int32(presses), Double(view.width) / 2, Double(view.height) / 2)
        mtch_emit_int_double_double(click, "released", Int32(presses), Double(view.width) / 2, Double(view.height) / 2)
    }

    /// Activates the card widget at `index` as Space or Enter would (its `activate` signal).
    func activate(card index: Int) throws -> Bool {
        let view = try #require(tableView.view(at: index))
        return gtk_widget_activate(view.widget) != 0
    }

    /// `key-pressed` on the table root's key controller; returns whether it was handled.
    func key(_ keyval: Int32, state: GdkModifierType = GdkModifierType(rawValue: 0)) throws -> Bool {
        mtch_emit_key_pressed(try rootController("GtkEventControllerKey"), guint(keyval), 0, state) != 0
    }

    func swipe(_ vx: Double, _ vy: Double) throws {
        mtch_emit_double_double(try rootController("GtkGestureSwipe"), "swipe", vx, vy)
    }

    func pinch(_ scales: [Double]) throws {
        let zoom = try rootController("GtkGestureZoom")
        mtch_emit_pointer(zoom, "begin", nil)
        for scale in scales { mtch_emit_double(zoom, "scale-changed", scale) }
        mtch_emit_pointer(zoom, "end", nil)
    }

    func rotate(_ angles: [(angle: Double, delta: Double)]) throws {
        let rotate = try rootController("GtkGestureRotate")
        mtch_emit_pointer(rotate, "begin", nil)
        for step in angles { mtch_emit_double_double(rotate, "angle-changed", step.angle, step.delta) }
        mtch_emit_pointer(rotate, "end", nil)
    }

    func dragBegin(_ x: Double, _ y: Double) throws {
        mtch_emit_double_double(try rootController("GtkGestureDrag"), "drag-begin", x, y)
    }

    func dragUpdate(_ dx: Double, _ dy: Double) throws {
        mtch_emit_double_double(try rootController("GtkGestureDrag"), "drag-update", dx, dy)
    }

    func dragEnd(_ dx: Double, _ dy: Double) throws {
        mtch_emit_double_double(try rootController("GtkGestureDrag"), "drag-end", dx, dy)
    }

    /// `pressed` and `released` on the table root's own click gesture at a point.
    func clickTable(_ x: Double, _ y: Double) throws {
        let click = try rootController("GtkGestureClick")
        mtch_emit_int_double_double(click, "pressed", 1, x, y)
        mtch_emit_int_double_double(click, "released", 1, x, y)
    }
}

/// The bounds of `widget`'s border box in `target`'s coordinates, transforms included.
@MainActor
func bounds(of widget: Widget, in target: Widget) -> Frame? {
    var rect = graphene_rect_t()
    guard gtk_widget_compute_bounds(widget.widget, target.widget, &rect) != 0 else { return nil }
    return Frame(x: Double(rect.origin.x), y: Double(rect.origin.y),
                 width: Double(rect.size.width), height: Double(rect.size.height))
}

extension Frame {
    /// Frames equal to within a millionth of a pixel (an eased motion that
    /// has finished lands on its target up to rounding).
    static func nearlyEqual(_ a: [Frame], _ b: [Frame]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { p in
            abs(p.0.x - p.1.x) < 1e-6 && abs(p.0.y - p.1.y) < 1e-6
                && abs(p.0.width - p.1.width) < 1e-6 && abs(p.0.height - p.1.height) < 1e-6
        }
    }
}
