import CGtk

/// A `GtkEntry`: one line of text the user types.
@MainActor
public final class Entry: Widget, Editable {
    /// An entry named `accessibleLabel` for assistive technologies; without
    /// one, give it a mnemonic label (`Label(mnemonic:for:)`), which names it.
    public init(accessibleLabel: String? = nil) {
        super.init(sinking: gtk_entry_new())
        if let accessibleLabel { setAccessibleLabel(accessibleLabel) }
    }

    /// Grey text shown while the entry is empty.
    public var placeholder: String? {
        get { gtk_entry_get_placeholder_text(mtch_entry(raw)).map { String(cString: $0) } }
        set { gtk_entry_set_placeholder_text(mtch_entry(raw), newValue) }
    }

    /// Whether Enter in the entry activates the window's default widget (a dialog's default button).
    public var activatesDefault: Bool {
        get { gtk_entry_get_activates_default(mtch_entry(raw)) != 0 }
        set { gtk_entry_set_activates_default(mtch_entry(raw), newValue ? 1 : 0) }
    }

    /// Called when the user presses Enter in the entry.
    @discardableResult
    public func onActivate(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connect("activate", handler)
    }
}
