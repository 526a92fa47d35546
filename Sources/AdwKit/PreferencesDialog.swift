import CAdw
import GtkKit

/// Pages of grouped rows, with a search of the rows' titles: an
/// `AdwPreferencesDialog` where libadwaita is 1.5 or later, an
/// `AdwPreferencesWindow` before.
#if ADWAITA_1_5
@MainActor
public final class PreferencesDialog: Dialog {
    public init() { super.init(sinking: mtch_adw_preferences_new()) }
}
#else
@MainActor
public final class PreferencesDialog: Window {
    public override init() { super.init(sinking: mtch_adw_preferences_new()) }
}
#endif

extension PreferencesDialog {
    public func add(_ page: PreferencesPage) { mtch_adw_preferences_add(raw, page.raw) }
}

/// An `AdwPreferencesPage`.
@MainActor
public final class PreferencesPage: Widget {
    public init(title: String, iconName: String) {
        super.init(sinking: adw_preferences_page_new())
        let page = mtch_adw_preferences_page(raw)
        adw_preferences_page_set_title(page, title)
        adw_preferences_page_set_icon_name(page, iconName)
    }

    public func add(_ group: PreferencesGroup) {
        adw_preferences_page_add(mtch_adw_preferences_page(raw), mtch_adw_preferences_group(group.raw))
    }

    public func remove(_ group: PreferencesGroup) {
        adw_preferences_page_remove(mtch_adw_preferences_page(raw), mtch_adw_preferences_group(group.raw))
    }
}

/// An `AdwPreferencesGroup`: a titled list of rows.
@MainActor
public final class PreferencesGroup: Widget {
    public init(title: String, description: String? = nil) {
        super.init(sinking: adw_preferences_group_new())
        let group = mtch_adw_preferences_group(raw)
        adw_preferences_group_set_title(group, title)
        if let description { adw_preferences_group_set_description(group, description) }
    }

    public func add(_ row: Widget) { adw_preferences_group_add(mtch_adw_preferences_group(raw), row.widget) }
}

/// An `AdwActionRow`: a title, a subtitle and a control at its end, which a click on the row activates.
@MainActor
public final class ActionRow: Widget {
    public init(title: String, subtitle: String, control: Widget) {
        super.init(sinking: adw_action_row_new())
        adw_preferences_row_set_title(mtch_adw_preferences_row(raw), title)
        let row = mtch_adw_action_row(raw)
        adw_action_row_set_subtitle(row, subtitle)
        adw_action_row_add_suffix(row, control.widget)
        adw_action_row_set_activatable_widget(row, control.widget)
    }

    /// A row of text only: a title and a subtitle, read together as one item of a list.
    public init(title: String, subtitle: String) {
        super.init(sinking: adw_action_row_new())
        adw_preferences_row_set_title(mtch_adw_preferences_row(raw), title)
        adw_action_row_set_subtitle(mtch_adw_action_row(raw), subtitle)
    }

    /// A row that shows `widget` at its end and activates nothing.
    public init(title: String, subtitle: String, showing widget: Widget) {
        super.init(sinking: adw_action_row_new())
        adw_preferences_row_set_title(mtch_adw_preferences_row(raw), title)
        let row = mtch_adw_action_row(raw)
        if !subtitle.isEmpty { adw_action_row_set_subtitle(row, subtitle) }
        adw_action_row_add_suffix(row, widget.widget)
    }
}

extension ActionRow {
    /// A row that only shows a value at its end.
    public convenience init(title: String, value: String) {
        let label = Label(value)
        label.addCSSClass("dim-label")
        self.init(title: title, subtitle: "", showing: label)
    }

    /// A row whose action is a flat button at its end (`_Open`, `_Review`),
    /// which a click anywhere on the row presses too. A screen reader hears
    /// the button as `spokenName`, the action and its row ("Review Daily
    /// Puzzle · Monday"), and the subtitle after it.
    public convenience init(title: String, subtitle: String, button label: String, spokenName: String,
                            onClicked: @escaping @MainActor () -> Void) {
        let button = Button(label: label)
        button.addCSSClass("flat")
        button.setAlign(horizontal: .center, vertical: .center)
        button.onClicked(onClicked)
        self.init(title: title, subtitle: subtitle, control: button)
        // libadwaita names the row's activatable widget by the title alone.
        button.setAccessibleLabelReplacingLabelledBy(spokenName)
    }
}

/// An `AdwComboRow` of plain strings: a title, a subtitle and a choice from a list.
@MainActor
public final class ComboRow: Widget {
    private var row: UnsafeMutablePointer<AdwComboRow> { mtch_adw_combo_row(raw) }

    public init(title: String, subtitle: String, items: [String]) {
        super.init(sinking: adw_combo_row_new())
        adw_preferences_row_set_title(mtch_adw_preferences_row(raw), title)
        adw_action_row_set_subtitle(mtch_adw_action_row(raw), subtitle)
        let model = withCStrings(items) { list in
            gtk_string_list_new(UnsafeRawPointer(list).assumingMemoryBound(to: UnsafePointer<CChar>?.self))
        }
        // The row takes its own reference to the model.
        adw_combo_row_set_model(row, model)
        g_object_unref(UnsafeMutableRawPointer(model))
    }

    public var selectedIndex: Int {
        get { Int(adw_combo_row_get_selected(row)) }
        set { adw_combo_row_set_selected(row, guint(newValue)) }
    }

    @discardableResult
    public func onSelected(_ handler: @escaping @MainActor (Int) -> Void) -> SignalConnection {
        // Reads the GTK object, not this wrapper: the row lives on in its group after the wrapper goes.
        let row = row
        // No selection (the model going away with the row) is not a choice.
        return onNotify("selected") {
            let selected = adw_combo_row_get_selected(row)
            if selected != GTK_INVALID_LIST_POSITION { handler(Int(selected)) }
        }
    }
}
