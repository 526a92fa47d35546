import CAdw
import GtkKit

/// The player's choice of style: as the desktop says, or always light or dark.
public enum ColorScheme: String, CaseIterable, Sendable {
    case system, light, dark

    var adw: AdwColorScheme {
        switch self {
        case .system: ADW_COLOR_SCHEME_DEFAULT
        case .light: ADW_COLOR_SCHEME_FORCE_LIGHT
        case .dark: ADW_COLOR_SCHEME_FORCE_DARK
        }
    }
}

/// libadwaita's `AdwStyleManager`: whether the app is dark and in high contrast.
///
/// It reads the desktop's preferences from the Settings portal
/// (`org.freedesktop.appearance color-scheme`, `org.gnome.desktop.a11y.interface
/// high-contrast`) when a portal runs, from GSettings when not, and follows them live.
@MainActor
public final class StyleManager: GObjectRef {
    private var manager: OpaquePointer { OpaquePointer(raw) }

    /// The manager of the default display; libadwaita must be started (an `AdwaitaApplication` after `startup`).
    public static var `default`: StyleManager {
        StyleManager(sinking: UnsafeMutableRawPointer(adw_style_manager_get_default()))
    }

    /// The app's own choice, on top of the desktop's.
    public var colorScheme: ColorScheme {
        get {
            switch adw_style_manager_get_color_scheme(manager) {
            case ADW_COLOR_SCHEME_FORCE_LIGHT: .light
            case ADW_COLOR_SCHEME_FORCE_DARK: .dark
            default: .system
            }
        }
        set { adw_style_manager_set_color_scheme(manager, newValue.adw) }
    }

    /// Whether the app is drawn dark now (the desktop's preference and the app's choice together).
    public var isDark: Bool { adw_style_manager_get_dark(manager) != 0 }

    /// Whether the desktop asks for high contrast.
    public var isHighContrast: Bool { adw_style_manager_get_high_contrast(manager) != 0 }

    /// Calls `handler` whenever `isDark` or `isHighContrast` changes.
    public func onChange(_ handler: @escaping @MainActor () -> Void) {
        onNotify("dark", handler)
        onNotify("high-contrast", handler)
    }
}
