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

    /// Every change the monkey picks from.
    static let changes: [Change] = [
        .setting(.init(interface, "color-scheme", "'prefer-dark'")),
        .setting(.init(interface, "color-scheme", "'default'")),
        .setting(.init(interface, "color-scheme", "'prefer-light'")),
        .setting(.init("org.gnome.desktop.a11y.interface", "high-contrast", "true")),
        .setting(.init("org.gnome.desktop.a11y.interface", "high-contrast", "false")),
        .setting(.init(game, "style", "'dark'")),
        .setting(.init(game, "style", "'system'")),
        .setting(.init(game, "animations", "false")),
        .setting(.init(game, "animations", "true")),
        .setting(.init(game, "show-set-count", "true")),
        .setting(.init(game, "show-set-count", "false")),
        .setting(.init(game, "set-palette", "'colorblind'")),
        .setting(.init(game, "set-palette", "'standard'")),
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
