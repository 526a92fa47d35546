import Foundation

/// A GNOME-like desktop on the session bus: dconf, and optionally the
/// Settings portal (xdg-desktop-portal with its GTK backend), activated on
/// demand as on a real desktop, where `gsettings set org.gnome.desktop.interface
/// color-scheme prefer-dark` reaches apps through the portal.
extension AppSession {
    /// Which desktop services the session bus can start.
    enum Desktop: Sendable {
        /// None: the app finds no portal and no dconf.
        case bare
        /// dconf, plus the Settings portal when `portal` is true.
        case gnome(portal: Bool)
    }

    /// A desktop setting written with `gsettings` before the app starts.
    struct DesktopSetting: Sendable {
        var schema: String
        var key: String
        var value: String

        init(_ schema: String, _ key: String, _ value: String) {
            self.schema = schema
            self.key = key
            self.value = value
        }
    }

    /// Variables of the bus and the services it starts: GNOME's desktop name
    /// (the portal picks its GTK backend by it) and dconf for GSettings.
    static let gnomeServiceEnvironment = ["XDG_CURRENT_DESKTOP": "GNOME", "GSETTINGS_BACKEND": "dconf"]

    /// Writes the activatable services of `desktop` and the launcher into the bus's service folder.
    static func installDesktopServices(_ desktop: Desktop, launcher: Launcher?, directory: URL) throws {
        var services = launcher?.services ?? [:]
        if case .gnome(let portal) = desktop {
            services["ca.desrt.dconf"] = "/usr/libexec/dconf-service"
            if portal {
                services["org.freedesktop.portal.Desktop"] = "/usr/libexec/xdg-desktop-portal"
                services["org.freedesktop.impl.portal.desktop.gtk"] = "/usr/libexec/xdg-desktop-portal-gtk"
            }
        }
        let folder = directory.appendingPathComponent("dbus-services")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, program) in services {
            try "[D-BUS Service]\nName=\(name)\nExec=\(program)\n"
                .write(to: folder.appendingPathComponent("\(name).service"), atomically: true, encoding: .utf8)
        }
    }

    /// Changes a desktop setting as the user would in GNOME Settings: in
    /// dconf, whatever backend the app itself uses.
    func setDesktop(_ setting: DesktopSetting) async throws {
        var environment = self.environment
        environment.merge(Self.gnomeServiceEnvironment) { _, new in new }
        try await ChildProcess.run(
            "gsettings", ["set", setting.schema, setting.key, setting.value], environment: environment,
            scratch: resources.directory, timeout: .seconds(30)
        ).check()
    }

    /// Writes `value` (GVariant text, such as `99` or `"'purple'"`) under
    /// `key` (a path such as /io/github/matchismo/Matchismo/card-count), or
    /// resets it when `value` is nil, straight into dconf as `dconf write`
    /// and `dconf reset` do: no schema checks the type or the range.
    func dconf(_ key: String, _ value: String?) async throws {
        var environment = self.environment
        environment.merge(Self.gnomeServiceEnvironment) { _, new in new }
        let script = try HarnessPaths.script("dconf_write.py")
        let arguments = value.map { ["write", key, $0] } ?? ["reset", key]
        try await ChildProcess.run(
            "/usr/bin/python3", [script] + arguments, environment: environment,
            scratch: resources.directory, timeout: .seconds(30)
        ).check()
    }
}
