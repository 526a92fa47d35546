import CGtk

/// A window described in GtkBuilder XML (such as a `GtkShortcutsWindow`).
@MainActor
public final class BuiltWindow: Window {
    /// Builds `xml` and wraps the object with id `objectID`, which must be a window.
    public init(xml: String, objectID: String) {
        let builder = gtk_builder_new_from_string(xml, -1)
        let object = gtk_builder_get_object(builder, objectID)
        super.init(sinking: UnsafeMutableRawPointer(object!))
        g_object_unref(UnsafeMutableRawPointer(builder))
    }
}
