import CGtk

/// A widget that is a `GtkEditable` (GTK's entry, libadwaita's entry row):
/// the text typed in it and its changes, in one place for both.
@MainActor
public protocol Editable: Widget {}

extension Editable {
    private var editable: OpaquePointer { mtch_editable(raw) }

    public var text: String {
        get { String(cString: gtk_editable_get_text(editable)) }
        set { gtk_editable_set_text(editable, newValue) }
    }

    /// Called with the new text after every change.
    @discardableResult
    public func onChanged(_ handler: @escaping @MainActor (String) -> Void) -> SignalConnection {
        // Reads the GTK object, not this wrapper, which may be gone while the widget lives on.
        let editable = editable
        return connect("changed") { handler(String(cString: gtk_editable_get_text(editable))) }
    }
}
