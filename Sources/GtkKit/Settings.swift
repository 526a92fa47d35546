import CGtk

/// The `GtkSettings` of a display: the desktop's text scale, animation and theme choices.
@MainActor
public final class GtkSettingsRef: GObjectRef {
    /// The settings of the default display.
    public static var `default`: GtkSettingsRef? {
        gtk_settings_get_default().map { GtkSettingsRef(sinking: UnsafeMutableRawPointer($0)) }
    }

    /// The desktop's text-scaling factor, from the Xft DPI (96 dpi is 1.0).
    public var textScale: Double {
        let dpi = mtch_object_get_int(raw, "gtk-xft-dpi")
        return dpi > 0 ? Double(dpi) / 1024 / 96 : 1
    }

    /// Whether the desktop wants animations.
    public var enableAnimations: Bool { mtch_object_get_boolean(raw, "gtk-enable-animations") != 0 }

    public var preferDarkTheme: Bool {
        get { mtch_object_get_boolean(raw, "gtk-application-prefer-dark-theme") != 0 }
        set { mtch_object_set_boolean(raw, "gtk-application-prefer-dark-theme", newValue ? 1 : 0) }
    }

    /// The GTK theme's name, such as "Adwaita" or "HighContrast".
    public var themeName: String {
        guard let name = mtch_object_dup_string(raw, "gtk-theme-name") else { return "" }
        defer { g_free(name) }
        return String(cString: name)
    }
}
