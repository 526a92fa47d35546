import CGtk

/// A `GtkSwitch`.
@MainActor
public final class Switch: Widget {
    /// A switch named `accessibleLabel`; nil when a row's title names it
    /// (`AdwActionRow` makes its activatable widget labelled by the title,
    /// and a label of its own too would be read twice).
    public init(accessibleLabel: String?) {
        super.init(sinking: gtk_switch_new())
        if let accessibleLabel { setAccessibleLabel(accessibleLabel) }
        setAlign(horizontal: .end, vertical: .center)
    }

    public var isOn: Bool {
        get { gtk_switch_get_active(OpaquePointer(raw)) != 0 }
        set { gtk_switch_set_active(OpaquePointer(raw), newValue ? 1 : 0) }
    }

    @discardableResult
    public func onToggled(_ handler: @escaping @MainActor (Bool) -> Void) -> SignalConnection {
        // Reads the GTK object, not this wrapper, which may be gone while the widget lives on.
        let widget = OpaquePointer(raw)
        return onNotify("active") { handler(gtk_switch_get_active(widget) != 0) }
    }
}

/// A `GtkDropDown` of plain strings.
@MainActor
public final class DropDown: Widget {
    public init(items: [String], accessibleLabel: String) {
        let widget = withCStrings(items) { list in
            gtk_drop_down_new_from_strings(UnsafeRawPointer(list).assumingMemoryBound(to: UnsafePointer<CChar>?.self))
        }
        super.init(sinking: UnsafeMutableRawPointer(widget!))
        // GTK 4.18 labels the drop-down by its selected item, over any label
        // of its own: screen readers heard "Set" for the Game chooser.
        // The selection stays its value.
        mtch_accessible_reset_labelled_by(mtch_accessible(raw))
        setAccessibleLabel(accessibleLabel)
        setAlign(horizontal: .end, vertical: .center)
    }

    public var selectedIndex: Int {
        get { Int(gtk_drop_down_get_selected(OpaquePointer(raw))) }
        set { gtk_drop_down_set_selected(OpaquePointer(raw), guint(newValue)) }
    }

    @discardableResult
    public func onSelected(_ handler: @escaping @MainActor (Int) -> Void) -> SignalConnection {
        let widget = OpaquePointer(raw)
        return onNotify("selected") {
            let selected = gtk_drop_down_get_selected(widget)
            if selected != GTK_INVALID_LIST_POSITION { handler(Int(selected)) }
        }
    }
}

/// A `GtkSpinButton` for whole numbers.
@MainActor
public final class SpinButton: Widget {
    /// A spin button named `accessibleLabel`; nil when a row's title names it (see `Switch`).
    public init(range: ClosedRange<Int>, step: Int, accessibleLabel: String?) {
        super.init(sinking: gtk_spin_button_new_with_range(Double(range.lowerBound), Double(range.upperBound), Double(step)))
        if let accessibleLabel { setAccessibleLabel(accessibleLabel) }
        setAlign(horizontal: .end, vertical: .center)
    }

    public var value: Int {
        get { Int(gtk_spin_button_get_value_as_int(OpaquePointer(raw))) }
        set { gtk_spin_button_set_value(OpaquePointer(raw), Double(newValue)) }
    }

    @discardableResult
    public func onValueChanged(_ handler: @escaping @MainActor (Int) -> Void) -> SignalConnection {
        let widget = OpaquePointer(raw)
        return connect("value-changed") { handler(Int(gtk_spin_button_get_value_as_int(widget))) }
    }
}

/// A `GtkGrid`.
@MainActor
public final class Grid: Widget {
    public init(rowSpacing: Int = 0, columnSpacing: Int = 0) {
        super.init(sinking: gtk_grid_new())
        gtk_grid_set_row_spacing(mtch_grid(raw), guint(rowSpacing))
        gtk_grid_set_column_spacing(mtch_grid(raw), guint(columnSpacing))
    }

    public func attach(_ child: Widget, column: Int, row: Int, width: Int = 1, height: Int = 1) {
        gtk_grid_attach(mtch_grid(raw), child.widget, Int32(column), Int32(row), Int32(width), Int32(height))
    }
}
