import CGtk

/// A secondary view opened over an application window: a window of its own,
/// or, with libadwaita 1.5 and later, a dialog inside the parent window
/// (AdwKit's dialogs), as the GNOME apps beside it open theirs.
@MainActor
public protocol Presentable: Widget {
    /// Shows it over `parent`, or brings it back to the front when shown.
    func present(over parent: Window)
    /// Closes it, as Escape or its close button would.
    func close()
    /// `handler` runs once it has closed, however it closed.
    func onClosed(_ handler: @escaping @MainActor () -> Void)
}

extension Window: Presentable {
    public func onClosed(_ handler: @escaping @MainActor () -> Void) {
        onCloseRequest {
            handler()
            return false
        }
    }
}

extension Widget {
    /// The widget with keyboard focus in this widget's window.
    package var focusWidget: UnsafeMutablePointer<GtkWidget>? { gtk_widget_get_root(widget).flatMap { gtk_root_get_focus($0) } }

    /// Has a screen reader say `text` once: through the focused widget of
    /// this widget's window, which screen readers follow, or this widget when
    /// nothing has the focus.
    public func announceAtFocus(_ text: String) {
        let target: gpointer = focusWidget.map { UnsafeMutableRawPointer($0) } ?? raw
        mtch_accessible_announce(mtch_accessible(target), text)
    }
}
