import CGtk

/// Application style sheets, for every widget of the display: GTK 4.10
/// deprecates styling one widget through its own style context.
@MainActor
public enum CSS {
    /// Adds `css` for every widget on the default display at application priority.
    public static func load(_ css: String) {
        guard let provider = provider() else { return }
        mtch_css_provider_load(provider, css)
        g_object_unref(UnsafeMutableRawPointer(provider))
    }

    /// A new provider added to the default display at application priority,
    /// with one reference for the caller; nil without a display.
    static func provider() -> UnsafeMutablePointer<GtkCssProvider>? {
        guard let display = gdk_display_get_default() else { return nil }
        let provider = gtk_css_provider_new()
        gtk_style_context_add_provider_for_display(
            display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        return provider
    }
}
