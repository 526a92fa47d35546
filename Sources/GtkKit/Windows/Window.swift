import CGtk

/// A `GtkWindow`, or a `GtkApplicationWindow` when made for an application.
@MainActor
open class Window: Widget {
    package var window: UnsafeMutablePointer<GtkWindow> { mtch_window(raw) }

    /// A top-level window of `application`.
    public init(application: Application) {
        super.init(sinking: gtk_application_window_new(application.application))
    }

    /// Wraps an existing window (built from XML, or a dialog subclass).
    public override init(sinking pointer: gpointer) {
        super.init(sinking: pointer)
    }

    public override init(sinking pointer: OpaquePointer?) {
        super.init(sinking: pointer)
    }

    /// A plain top-level window (help, preferences).
    public init() {
        super.init(sinking: gtk_window_new())
    }

    public var title: String {
        get { gtk_window_get_title(window).map { String(cString: $0) } ?? "" }
        set { gtk_window_set_title(window, newValue) }
    }

    public func setDefaultSize(width: Int, height: Int) {
        gtk_window_set_default_size(window, Int32(width), Int32(height))
    }

    public func setTitlebar(_ titlebar: Widget) { gtk_window_set_titlebar(window, titlebar.widget) }
    public func setChild(_ child: Widget) { gtk_window_set_child(window, child.widget) }
    public func setTransient(for parent: Window) { gtk_window_set_transient_for(window, parent.window) }
    /// Adds the window to `application`, so its accelerators and actions work there.
    public func setApplication(_ application: Application) {
        gtk_window_set_application(window, application.application)
    }

    public func setModal(_ modal: Bool) { gtk_window_set_modal(window, modal ? 1 : 0) }

    public func present() { gtk_window_present(window) }
    /// Presents it over `parent`, which it stays in front of.
    open func present(over parent: Window) {
        setTransient(for: parent)
        present()
    }
    public func close() { gtk_window_close(window) }
    public func destroy() { gtk_window_destroy(window) }

    public var isMaximized: Bool { gtk_window_is_maximized(window) != 0 }
    public func maximize() { gtk_window_maximize(window) }

    /// The size the window will have when unmaximized.
    public var defaultSize: (width: Int, height: Int) {
        var width: Int32 = 0, height: Int32 = 0
        gtk_window_get_default_size(window, &width, &height)
        return (Int(width), Int(height))
    }

    /// `close-request`: return true to keep the window open.
    @discardableResult
    public func onCloseRequest(_ handler: @escaping @MainActor () -> Bool) -> SignalConnection {
        connectReturningBool("close-request", handler)
    }

    /// Takes keyboard focus away from every widget of the window.
    public func clearFocus() { gtk_window_set_focus(window, nil) }

    /// Adds an action to an application window (`GtkApplicationWindow` is a
    /// `GActionMap`), reachable as "win.NAME".
    public func add(_ action: Action) {
        g_action_map_add_action(mtch_action_map(raw), mtch_action(action.raw))
    }
}
