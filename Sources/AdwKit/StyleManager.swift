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
/// high-contrast`) when a portal runs, from GSettings when not, and follows them
/// live. libadwaita 1.6 and later read the dark style only from the portal;
/// `followDesktopWithoutPortal` reads it from GSettings where no portal runs,
/// as libadwaita 1.2 did.
@MainActor
public final class StyleManager: GObjectRef {
    private var manager: OpaquePointer { OpaquePointer(raw) }
    /// The player's choice.
    private var choice: ColorScheme = .system
    /// GNOME's `org.gnome.desktop.interface`, once followed.
    private var interface: GObjectRef?

    /// The manager of the default display; libadwaita must be started (an `AdwaitaApplication` after `startup`).
    public static var `default`: StyleManager {
        StyleManager(sinking: UnsafeMutableRawPointer(adw_style_manager_get_default()))
    }

    /// The app's own choice, on top of the desktop's.
    public var colorScheme: ColorScheme {
        get { choice }
        set {
            choice = newValue
            apply()
        }
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

    /// Follows GNOME's `color-scheme` setting, live, where the desktop has it
    /// and no Settings portal tells libadwaita.
    public func followDesktopWithoutPortal() {
        guard interface == nil, let source = g_settings_schema_source_get_default(),
              let schema = g_settings_schema_source_lookup(source, "org.gnome.desktop.interface", 1) else { return }
        defer { g_settings_schema_unref(schema) }
        guard g_settings_schema_has_key(schema, "color-scheme") != 0 else { return }
        let settings = GObjectRef(taking: UnsafeMutableRawPointer(g_settings_new("org.gnome.desktop.interface")))
        // GSettings' `changed` passes the key: a string handler, never the void one.
        settings.connectString("changed::color-scheme") { [weak self] _ in self?.apply() }
        onNotify("system-supports-color-schemes") { [weak self] in self?.apply() }
        interface = settings
        apply()
    }

    /// The player's choice, or for the desktop's where only GSettings knows
    /// it, "prefer dark" when GNOME's setting says so.
    private func apply() {
        let desktopPrefersDark = interface.map { settings in
            // org.gnome.desktop.interface color-scheme: default 0, prefer-dark 1, prefer-light 2.
            g_settings_get_enum(settings.raw.assumingMemoryBound(to: GSettings.self), "color-scheme") == 1
        } ?? false
        let withoutPortal = adw_style_manager_get_system_supports_color_schemes(manager) == 0
        let scheme = choice == .system && withoutPortal && desktopPrefersDark ? ADW_COLOR_SCHEME_PREFER_DARK : choice.adw
        if adw_style_manager_get_color_scheme(manager) != scheme { adw_style_manager_set_color_scheme(manager, scheme) }
    }
}
