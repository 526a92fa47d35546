import CAdw
import GtkKit

/// An `AdwEntryRow` (libadwaita 1.2): a list row whose title sits above the
/// text the user types in it; the title names the entry for a screen reader.
@MainActor
public final class EntryRow: Widget {
    private var editable: OpaquePointer { mtch_editable(raw) }

    public init(title: String, text: String) {
        super.init(sinking: adw_entry_row_new())
        adw_preferences_row_set_title(mtch_adw_preferences_row(raw), title)
        gtk_editable_set_text(editable, text)
    }

    public var text: String {
        get { String(cString: gtk_editable_get_text(editable)) }
        set { gtk_editable_set_text(editable, newValue) }
    }

    /// Called with the new text after every change.
    @discardableResult
    public func onChanged(_ handler: @escaping @MainActor (String) -> Void) -> SignalConnection {
        // Reads the GTK object, not this wrapper, which may be gone while the row lives on.
        let editable = editable
        return connect("changed") { handler(String(cString: gtk_editable_get_text(editable))) }
    }
}
