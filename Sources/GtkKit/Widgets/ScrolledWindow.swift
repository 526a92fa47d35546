import CGtk

/// A `GtkScrolledWindow`.
@MainActor
public final class ScrolledWindow: Widget {
    public init(child: Widget) {
        super.init(sinking: gtk_scrolled_window_new())
        gtk_scrolled_window_set_child(OpaquePointer(raw), child.widget)
        gtk_scrolled_window_set_policy(OpaquePointer(raw), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
    }
}
