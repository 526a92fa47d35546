import CAdw
import GtkKit

/// An `AdwEntryRow` (libadwaita 1.2): a list row whose title sits above the
/// text the user types in it; the title names the entry for a screen reader.
/// Its text and changes are `Editable`'s.
@MainActor
public final class EntryRow: Widget, Editable {
    public init(title: String, text: String) {
        super.init(sinking: adw_entry_row_new())
        adw_preferences_row_set_title(mtch_adw_preferences_row(raw), title)
        self.text = text
    }

    /// Puts `widget` at the row's end, after the text (a note about what was typed, say).
    public func addSuffix(_ widget: Widget) {
        adw_entry_row_add_suffix(mtch_adw_entry_row(raw), mtch_widget(widget.raw))
    }
}
