import CGtk
import GLibKit

/// A `GtkWidget`. The Swift object owns one reference to it.
@MainActor
open class Widget: GObjectRef {
    /// The wrapped `GtkWidget *`.
    package var widget: UnsafeMutablePointer<GtkWidget> { mtch_widget(raw) }

    public var isFocusable: Bool {
        get { gtk_widget_get_focusable(widget) != 0 }
        set { gtk_widget_set_focusable(widget, newValue ? 1 : 0) }
    }

    public var isVisible: Bool {
        get { gtk_widget_get_visible(widget) != 0 }
        set { gtk_widget_set_visible(widget, newValue ? 1 : 0) }
    }

    /// Whether it takes input: an insensitive widget is greyed out and the focus passes it by.
    public var isSensitive: Bool {
        get { gtk_widget_get_sensitive(widget) != 0 }
        set { gtk_widget_set_sensitive(widget, newValue ? 1 : 0) }
    }

    public var horizontalExpand: Bool {
        get { gtk_widget_get_hexpand(widget) != 0 }
        set { gtk_widget_set_hexpand(widget, newValue ? 1 : 0) }
    }

    public var verticalExpand: Bool {
        get { gtk_widget_get_vexpand(widget) != 0 }
        set { gtk_widget_set_vexpand(widget, newValue ? 1 : 0) }
    }

    public var tooltip: String? {
        get { gtk_widget_get_tooltip_text(widget).map { String(cString: $0) } }
        set { gtk_widget_set_tooltip_text(widget, newValue) }
    }

    /// The allocated size in logical pixels.
    public var width: Int { Int(gtk_widget_get_width(widget)) }
    public var height: Int { Int(gtk_widget_get_height(widget)) }

    /// Device pixels per logical pixel (2 on a HiDPI screen).
    public var scaleFactor: Int { Int(gtk_widget_get_scale_factor(widget)) }

    public var hasFocus: Bool { gtk_widget_has_focus(widget) != 0 }

    /// Whether keyboard focus should be shown (focus came from the keyboard).
    public var showsFocusVisible: Bool {
        gtk_widget_get_state_flags(widget).rawValue & GTK_STATE_FLAG_FOCUS_VISIBLE.rawValue != 0
    }

    /// Opacity from 0 (invisible) to 1.
    public var opacity: Double {
        get { gtk_widget_get_opacity(widget) }
        set { gtk_widget_set_opacity(widget, newValue) }
    }

    /// Whether the widget can receive pointer events.
    public var canTarget: Bool {
        get { gtk_widget_get_can_target(widget) != 0 }
        set { gtk_widget_set_can_target(widget, newValue ? 1 : 0) }
    }

    /// Clips children to the widget's bounds.
    public func setClipsChildren(_ clip: Bool) {
        gtk_widget_set_overflow(widget, clip ? GTK_OVERFLOW_HIDDEN : GTK_OVERFLOW_VISIBLE)
    }

    /// Moves the widget among its parent's children to just after `sibling`
    /// (first when nil): the order assistive technologies read and GTK draws in.
    public func moveAfter(_ sibling: Widget?, in parent: Widget) {
        gtk_widget_insert_after(widget, parent.widget, sibling?.widget)
    }

    /// Calls `handler` when the widget's state flags (focus-visible, hover…) change.
    @discardableResult
    public func onStateFlagsChanged(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connectUInt("state-flags-changed") { _ in handler() }
    }

    public func setSizeRequest(width: Int, height: Int) {
        gtk_widget_set_size_request(widget, Int32(width), Int32(height))
    }

    public func setMargins(_ margin: Int) {
        gtk_widget_set_margin_top(widget, Int32(margin))
        gtk_widget_set_margin_bottom(widget, Int32(margin))
        gtk_widget_set_margin_start(widget, Int32(margin))
        gtk_widget_set_margin_end(widget, Int32(margin))
    }

    public func setAlign(horizontal: Align, vertical: Align) {
        gtk_widget_set_halign(widget, horizontal.gtk)
        gtk_widget_set_valign(widget, vertical.gtk)
    }

    public func addCSSClass(_ name: String) { gtk_widget_add_css_class(widget, name) }
    public func removeCSSClass(_ name: String) { gtk_widget_remove_css_class(widget, name) }
    /// Adds style class `name` when `on`, removes it otherwise.
    public func setCSSClass(_ name: String, _ on: Bool) { on ? addCSSClass(name) : removeCSSClass(name) }
    @discardableResult
    public func grabFocus() -> Bool { gtk_widget_grab_focus(widget) != 0 }

    public func queueDraw() { gtk_widget_queue_draw(widget) }
    /// Adds an event controller; the widget keeps it alive from then on.
    public func add(_ controller: EventController) {
        gtk_widget_add_controller(widget, mtch_event_controller(g_object_ref(controller.raw)))
    }

    /// Calls `handler` on every frame until it returns false or the widget goes away.
    ///
    /// The handler gets the frame time in microseconds (monotonic). Returns an id for `removeTick`.
    @discardableResult
    public func addTick(_ handler: @escaping @MainActor (Int) -> Bool) -> UInt32 {
        UInt32(gtk_widget_add_tick_callback(
            widget, tickTrampoline, ClosureBox(handler as TickHandler).retainedPointer(),
            ClosureBoxes.releaseDestroy))
    }

    public func removeTick(_ id: UInt32) {
        gtk_widget_remove_tick_callback(widget, guint(id))
    }

    /// The widget's GtkSettings (text scale, animations, dark theme).
    public var settings: GtkSettingsRef { GtkSettingsRef(sinking: UnsafeMutableRawPointer(gtk_widget_get_settings(widget))) }

}

typealias TickHandler = @MainActor (Int) -> Bool
private let tickTrampoline: GtkTickCallback = { _, clock, data in
    let box = ClosureBox<TickHandler>.from(data)
    let time = gdk_frame_clock_get_frame_time(clock)
    return MainActor.assumeIsolated { box.handler(time) ? 1 : 0 }
}
