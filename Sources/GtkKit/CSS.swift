import CGtk

/// Application style sheets.
@MainActor
public enum CSS {
    /// Adds `css` for every widget on the default display at application priority.
    public static func load(_ css: String) {
        guard let display = gdk_display_get_default() else { return }
        let provider = gtk_css_provider_new()
        gtk_css_provider_load_from_data(provider, css, gssize(css.utf8.count))
        gtk_style_context_add_provider_for_display(
            display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(UnsafeMutableRawPointer(provider))
    }
}
