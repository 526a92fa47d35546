import CGtk

/// The `GtkSettings` of a display: the desktop's text scale and animation choices.
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

    /// How far, in pixels, a press or touch moves before it is a drag and
    /// no longer a click or tap.
    public var dragThreshold: Int { Int(mtch_object_get_int(raw, "gtk-dnd-drag-threshold")) }

    /// The desktop's window buttons and their places ("appmenu:close" on
    /// GNOME; GTK's default adds minimize and maximize).
    public var decorationLayout: String {
        guard let value = mtch_object_dup_string(raw, "gtk-decoration-layout") else { return "" }
        defer { g_free(value) }
        return String(cString: value)
    }

    /// Whether the desktop wants animations.
    public var enableAnimations: Bool { mtch_object_get_boolean(raw, "gtk-enable-animations") != 0 }
}
