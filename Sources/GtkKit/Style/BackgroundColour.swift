import CGtk

extension Widget {
    /// Key of the widget's background style provider in its object data.
    private static let backgroundStyleKey = "matchismo-background-style"

    /// Fills the widget's background with one colour (components 0…1), through
    /// a display-wide style provider for a CSS class only this widget has
    /// (named after the provider), which a later colour replaces and which
    /// goes with the widget. GTK draws it as a colour render node: its
    /// renderers fill it straight into the frame, where a drawing area's Cairo
    /// node is first recorded, then played into a scratch image and composited
    /// every frame it is damaged.
    public func setBackgroundColour(red: Double, green: Double, blue: Double, alpha: Double) {
        let object = mtch_object(raw)
        let provider: UnsafeMutablePointer<GtkCssProvider>
        if let existing = g_object_get_data(object, Self.backgroundStyleKey) {
            provider = existing.assumingMemoryBound(to: GtkCssProvider.self)
        } else {
            guard let made = CSS.provider() else { return }
            provider = made
            addCSSClass(Self.backgroundClass(provider))
            // The widget's data holds the provider's only reference; when the
            // widget goes, the provider leaves the display too.
            g_object_set_data_full(object, Self.backgroundStyleKey, provider) { provider in
                if let display = gdk_display_get_default() {
                    gtk_style_context_remove_provider_for_display(display, OpaquePointer(provider))
                }
                g_object_unref(provider)
            }
        }
        let channel = { (value: Double) in String((min(max(value, 0), 1) * 255 * 100).rounded() / 100) }
        let css = ".\(Self.backgroundClass(provider)) { background: rgba(\(channel(red)), \(channel(green)), \(channel(blue)), "
            + "\(String((min(max(alpha, 0), 1) * 1000).rounded() / 1000))); }"
        mtch_css_provider_load(provider, css)
    }

    private static func backgroundClass(_ provider: UnsafeMutablePointer<GtkCssProvider>) -> String {
        "matchismo-background-\(UInt(bitPattern: provider))"
    }
}
