import CGtk
import GLibKit

/// A `GtkButton`, usually bound to an application action.
@MainActor
public final class Button: Widget {
    /// A button with a text label; an underscore marks its mnemonic ("_Hint").
    ///
    /// GTK 4.8 names a button after its "label" property and its child label
    /// together ("_Hint Hint"), so the text lives only in a child label, which
    /// then names the button once.
    public init(label: String) {
        super.init(sinking: gtk_button_new())
        let text = gtk_label_new_with_mnemonic(label)
        gtk_label_set_mnemonic_widget(mtch_label(text), widget)
        gtk_button_set_child(mtch_button(raw), text)
    }

    public init(iconName: String, tooltip: String) {
        super.init(sinking: mtch_button_new_with_icon(iconName))
        self.tooltip = tooltip
        setAccessibleLabel(tooltip)
        // The tooltip is the button's name: not its description too, or screen readers say it twice.
        mtch_accessible_reset_description(mtch_accessible(raw))
    }

    /// A button showing `child` (such as a drawing area) instead of a label.
    public init(child: Widget) {
        super.init(sinking: gtk_button_new())
        gtk_button_set_child(mtch_button(raw), child.widget)
    }

    /// Replaces the text of a button made with `init(label:)`, in its child
    /// label; an underscore marks its mnemonic. The text also becomes the
    /// button's accessible name, in place of the label naming it, so that a
    /// screen reader hears of the change: Orca 48 on GTK 4.18 kept the first
    /// text of a button named by its label and said the new one after it
    /// ("Start Lesson Done").
    public func setLabel(_ label: String) {
        guard let child = gtk_button_get_child(mtch_button(raw)) else { return }
        gtk_label_set_text_with_mnemonic(mtch_label(child), label)
        setAccessibleLabelReplacingLabelledBy(Self.withoutMnemonic(label))
    }

    /// `label` as shown: a lone underscore marks the next letter, a double one is an underscore.
    public static func withoutMnemonic(_ label: String) -> String {
        var shown = "", escaped = false
        for character in label {
            if character == "_", !escaped { escaped = true; continue }
            escaped = false
            shown.append(character)
        }
        return shown
    }

    /// Activates the action `name` (such as "app.new-game") when clicked.
    public func setAction(_ name: String) {
        gtk_actionable_set_action_name(mtch_actionable(raw), name)
    }

    /// Activates `name` with a string target when clicked.
    public func setAction(_ name: String, target: String) {
        gtk_actionable_set_action_name(mtch_actionable(raw), name)
        gtk_actionable_set_action_target_value(mtch_actionable(raw), g_variant_new_string(target))
    }

    @discardableResult
    public func onClicked(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connect("clicked", handler)
    }
}

/// A `GtkMenuButton` showing a menu model.
///
/// The menu's widgets are built when it first opens, not with the button: a
/// popover menu makes a widget for every item, and a window's menus would
/// otherwise hold them from start-up on (about 1 MB for the game's two menus).
@MainActor
public final class MenuButton: Widget {
    public init(iconName: String, tooltip: String, menu: Menu) {
        super.init(sinking: gtk_menu_button_new())
        gtk_menu_button_set_icon_name(mtch_menu_button(raw), iconName)
        showOnFirstOpen(menu)
        self.tooltip = tooltip
        setAccessibleLabel(tooltip)
    }

    /// A menu button showing `child` (such as a label and an arrow) instead of an icon.
    public init(child: Widget, menu: Menu) {
        super.init(sinking: gtk_menu_button_new())
        gtk_menu_button_set_child(mtch_menu_button(raw), child.widget)
        showOnFirstOpen(menu)
    }

    /// Gives the button `menu` when it is about to open for the first time
    /// (GTK calls the function only while the button has no popover).
    private func showOnFirstOpen(_ menu: Menu) {
        let build: CreatePopup = { button in gtk_menu_button_set_menu_model(button, menu.model) }
        gtk_menu_button_set_create_popup_func(
            mtch_menu_button(raw), createPopupTrampoline, ClosureBox(build).retainedPointer(), ClosureBoxes.releaseDestroy)
    }

    public func setPrimary(_ primary: Bool) {
        gtk_menu_button_set_primary(mtch_menu_button(raw), primary ? 1 : 0)
    }
}

private typealias CreatePopup = @MainActor (OpaquePointer?) -> Void
private let createPopupTrampoline: GtkMenuButtonCreatePopupFunc = { button, data in
    // The button is valid during the call, on the main thread.
    nonisolated(unsafe) let button = button
    let box = ClosureBox<CreatePopup>.from(data)
    MainActor.assumeIsolated { box.handler(button) }
}
