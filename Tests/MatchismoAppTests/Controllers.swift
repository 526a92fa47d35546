import CGtk
import GtkKit

/// Finds the event controllers GTK holds for a widget, so tests can emit the
/// real controllers' signals instead of calling the handlers directly.
@MainActor
enum Controllers {
    /// The controllers on `widget` whose GType is `typeName` ("GtkGestureClick"), in the order GTK lists them.
    ///
    /// The pointers stay valid while the widget holds the controllers.
    static func all(_ typeName: String, on widget: Widget) -> [gpointer] {
        let model = gtk_widget_observe_controllers(widget.widget)
        defer { g_object_unref(UnsafeMutableRawPointer(model)) }
        var found: [gpointer] = []
        for index in 0..<g_list_model_get_n_items(model) {
            guard let item = g_list_model_get_item(model, index) else { continue }
            g_object_unref(item)
            let name = String(cString: g_type_name_from_instance(item.assumingMemoryBound(to: GTypeInstance.self)))
            if name == typeName { found.append(item) }
        }
        return found
    }

    /// The one controller of `typeName` on `widget`; nil when there is none or more than one.
    static func one(_ typeName: String, on widget: Widget) -> gpointer? {
        let found = all(typeName, on: widget)
        return found.count == 1 ? found[0] : nil
    }

    /// The one click gesture on `widget` that follows the primary button (a
    /// button's own); a card's secondary click is another.
    static func primaryClick(on widget: Widget) -> gpointer? {
        let found = all("GtkGestureClick", on: widget).filter { gtk_gesture_single_get_button(mtch_gesture_single($0)) == 1 }
        return found.count == 1 ? found[0] : nil
    }
}
