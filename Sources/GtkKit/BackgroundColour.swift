import CGtk

extension Widget {
    /// Key of the widget's own style provider in its object data.
    private static let backgroundStyleKey = "matchismo-background-style"

    /// Fills the widget's background with one colour (components 0…1), through
    /// a style provider of its own that replaces any earlier colour. GTK draws
    /// it as a colour render node: its renderers fill it straight into the
    /// frame, where a drawing area's Cairo node is first recorded, then played
    /// into a scratch image and composited every frame it is damaged.
    public func setBackgroundColour(red: Double, green: Double, blue: Double, alpha: Double) {
        let provider: UnsafeMutablePointer<GtkCssProvider>
        if let existing = g_object_get_data(mtch_object(raw), Self.backgroundStyleKey) {
            provider = existing.assumingMemoryBound(to: GtkCssProvider.self)
        } else {
            provider = gtk_css_provider_new()
            gtk_style_context_add_provider(
                gtk_widget_get_style_context(widget), OpaquePointer(provider),
                guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
            // The widget's data holds the provider's only reference: it goes with the widget.
            g_object_set_data_full(mtch_object(raw), Self.backgroundStyleKey, provider, g_object_unref)
        }
        let channel = { (value: Double) in String((min(max(value, 0), 1) * 255 * 100).rounded() / 100) }
        let css = "* { background: rgba(\(channel(red)), \(channel(green)), \(channel(blue)), "
            + "\(String((min(max(alpha, 0), 1) * 1000).rounded() / 1000))); }"
        gtk_css_provider_load_from_data(provider, css, gssize(css.utf8.count))
    }
}
