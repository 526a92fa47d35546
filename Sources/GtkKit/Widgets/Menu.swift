import CGtk

/// A `GMenu` model whose items activate actions.
@MainActor
public final class Menu: GObjectRef {
    public init() { super.init(taking: UnsafeMutableRawPointer(g_menu_new())) }

    var model: UnsafeMutablePointer<GMenuModel> { mtch_menu_model(raw) }
    private var menu: OpaquePointer { OpaquePointer(raw) }

    /// An item that activates `action` (such as "app.help").
    public func append(_ label: String, action: String) {
        g_menu_append(menu, label, action)
    }

    /// An item that activates `action` with a string target (a radio item for stateful actions).
    public func append(_ label: String, action: String, target: String) {
        let item = g_menu_item_new(label, nil)
        g_menu_item_set_action_and_target_value(item, action, g_variant_new_string(target))
        g_menu_append_item(menu, item)
        g_object_unref(UnsafeMutableRawPointer(item))
    }

    /// A section, drawn with separators around it.
    public func appendSection(_ label: String? = nil, _ section: Menu) {
        g_menu_append_section(menu, label, section.model)
    }

    /// A submenu.
    public func appendSubmenu(_ label: String, _ submenu: Menu) {
        g_menu_append_submenu(menu, label, submenu.model)
    }
}
