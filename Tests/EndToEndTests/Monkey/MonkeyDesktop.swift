import Foundation

/// The desktop changing under the monkey, as a player's desktop does while a
/// game is open: GNOME's style and high contrast switched in GNOME Settings
/// (through dconf and the Settings portal, as in a GNOME session), text made
/// larger or smaller (Xft/DPI from the XSETTINGS manager), another keyboard
/// layout, and the game's own preferences changed from outside the window
/// (another instance, `gsettings`, a settings sync).
enum MonkeyDesktop {
    enum Change: CustomStringConvertible {
        case setting(AppSession.DesktopSetting)
        case textScale(dpi: Int)
        case keyboardLayout(String)

        var description: String {
            switch self {
            case .setting(let setting): "set \(setting.schema) \(setting.key) \(setting.value)"
            case .textScale(let dpi): "text at \(dpi) dpi"
            case .keyboardLayout(let layout): "keyboard layout \(layout)"
            }
        }
    }

    static let interface = "org.gnome.desktop.interface"
    static let game = "io.github.matchismo.Matchismo"

    /// GSettings' `key` of `schema` set to `value` (GVariant text).
    static func set(_ schema: String, _ key: String, _ value: String) -> Change {
        .setting(AppSession.DesktopSetting(schema, key, value))
    }

    /// Every change the monkey picks from.
    static let changes: [Change] = [
        set(interface, "color-scheme", "'prefer-dark'"),
        set(interface, "color-scheme", "'default'"),
        set(interface, "color-scheme", "'prefer-light'"),
        set("org.gnome.desktop.a11y.interface", "high-contrast", "true"),
        set("org.gnome.desktop.a11y.interface", "high-contrast", "false"),
        set(game, "style", "'dark'"),
        set(game, "style", "'system'"),
        set(game, "animations", "false"),
        set(game, "animations", "true"),
        set(game, "show-set-count", "true"),
        set(game, "show-set-count", "false"),
        set(game, "set-palette", "'colorblind'"),
        set(game, "set-palette", "'standard'"),
        .textScale(dpi: 144),
        .textScale(dpi: 96),
        .textScale(dpi: 72),
        .keyboardLayout("fr"),
        .keyboardLayout("de"),
        .keyboardLayout("us"),
    ]

    /// The session the monkey runs in: a GNOME-like desktop with dconf and
    /// the Settings portal, and an XSETTINGS manager reading `xsettings`.
    static func options(xsettings: URL) throws -> AppSession.Options {
        try "Xft/DPI \(96 * 1024)\n".write(to: xsettings, atomically: true, encoding: .utf8)
        var options = AppSession.Options()
        options.desktop = .gnome(portal: true)
        options.settingsBackend = "dconf"
        options.helpers = [.init("xsettingsd", ["-c", xsettings.path])]
        // Its resizes go down to 360x400, below the window's minimum in a
        // wide layout; its double clicks and drags land while cards leave.
        options.expectedLog = [AppSession.resizedBelowMinimum, AppSession.unmatchedPress]
        return options
    }

    /// Makes `change` in the monkey's session (`xsettings` is the XSETTINGS manager's file, its helper the first).
    static func make(_ change: Change, on app: AppSession, xsettings: URL) async throws {
        switch change {
        case .setting(let setting):
            try await app.setDesktop(setting)
        case .textScale(let dpi):
            try "Xft/DPI \(dpi * 1024)\n".write(to: xsettings, atomically: true, encoding: .utf8)
            try await app.signalHelper(0, SIGHUP)
        case .keyboardLayout(let layout):
            try await app.run("setxkbmap", ["-layout", layout]).check()
        }
    }
}
