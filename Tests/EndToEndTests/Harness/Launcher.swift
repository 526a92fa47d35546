import Foundation

/// A command that starts the app indirectly (`flatpak run`, say), so the
/// process the harness starts is not the app's: the harness then finds the
/// app's windows by their X class or Wayland app id and its accessible
/// application by name,
/// and leaves its settings backend and schema to the app's own environment.
struct Launcher: Sendable {
    /// The command and the arguments that come before the app's own.
    var executable: String
    var arguments: [String]
    /// The app's application name on the AT-SPI bus.
    var accessibleName: String
    /// The res_class of the app's X windows (WM_CLASS).
    var windowClass: String
    /// The app id of its Wayland windows.
    var waylandAppID: String
    /// Variables the command needs besides the session's.
    var environment: [String: String] = [:]
    /// D-Bus services (name: program) the command needs activatable on the
    /// session bus, as every desktop that runs it has them.
    var services: [String: String] = [:]

    /// `flatpak run APP_ID`, with the Flatpak installation that holds it:
    /// the session's HOME is private, so `flatpak --user` would look in an
    /// empty one. A desktop with Flatpak has its portal (flatpak's own
    /// package installs it), which GTK 4.18 asks for its version in the sandbox.
    static func flatpak(_ appID: String, installation: URL) -> Launcher {
        Launcher(
            executable: "flatpak", arguments: ["run", appID], accessibleName: "matchismo",
            windowClass: "matchismo", waylandAppID: appID, environment: ["FLATPAK_USER_DIR": installation.path],
            services: ["org.freedesktop.portal.Flatpak": "/usr/libexec/flatpak-portal"])
    }
}

extension AppSession {
    /// How the tree reader picks the app on the AT-SPI bus.
    var accessibleApp: AccessibilityReader.AppReference {
        if let launcher { return .init(pid: 0, name: launcher.accessibleName) }
        return .init(pid: appPID, name: "matchismo")
    }

    /// Arguments of `xdotool search` that find the app's visible windows.
    var windowSearchArguments: [String] {
        if let launcher { return ["search", "--onlyvisible", "--class", "^\(launcher.windowClass)$"] }
        return ["search", "--onlyvisible", "--pid", "\(appPID)"]
    }
}
