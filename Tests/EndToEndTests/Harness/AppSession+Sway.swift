import Foundation

/// The Wayland desktop: sway on wlroots' headless backend with the pixman
/// renderer, `wtype` for keys, `grim` for pixels and `swaymsg` for windows.
///
/// wlroots refuses to run as root, so under root sway runs as `SessionUser`
/// with its own XDG_RUNTIME_DIR (mode 0700, that user's). The app and the
/// tools stay in the session as they are and reach sway's sockets by
/// absolute path (WAYLAND_DISPLAY, SWAYSOCK); root may open them.
extension AppSession {
    /// sway's whole configuration: one output of the session's screen size,
    /// no X server, and windows without borders, so a tiled window's surface
    /// is the whole output.
    static func swayConfig(width: Int, height: Int) -> String {
        """
        output * resolution \(width)x\(height) position 0 0
        xwayland disable
        default_border none
        default_floating_border none
        focus_follows_mouse no
        """
    }

    /// Starts sway and an idle keyboard, and returns what clients need to
    /// reach them (WAYLAND_DISPLAY, SWAYSOCK).
    func startSway(_ options: Options, environment: [String: String]) async throws -> [String: String] {
        let user = try await SessionUser.ensure(environment: environment, scratch: directory)
        let files = FileManager.default
        let runtime = directory.appendingPathComponent("wayland")
        try files.createDirectory(at: runtime, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        let config = directory.appendingPathComponent("sway.config")
        try Self.swayConfig(width: options.screenWidth, height: options.screenHeight)
            .write(to: config, atomically: false, encoding: .utf8)
        try files.setAttributes([.posixPermissions: 0o644], ofItemAtPath: config.path)
        if let user {
            try user.own(runtime)
            // The account may pass through the session's folder to its own and its configuration, but list nothing.
            try files.setAttributes([.posixPermissions: 0o711], ofItemAtPath: directory.path)
        }
        var swayEnvironment = [
            "XDG_RUNTIME_DIR": runtime.path, "WLR_BACKENDS": "headless", "WLR_RENDERER": "pixman",
            "WLR_LIBINPUT_NO_DEVICES": "1",
        ]
        for name in ["PATH", "LANG", "LC_ALL"] { swayEnvironment[name] = environment[name] }
        let sway = try resources.start(
            "sway", ["-c", config.path], environment: swayEnvironment,
            redirections: .init(stdoutPath: log("sway.out"), stderrPath: log("sway.log")), as: user)

        var clients: [String: String] = [:]
        do {
            try await waitUntil("sway's sockets", timeout: .seconds(15), interval: .milliseconds(20)) {
                guard sway.isRunning else { throw HarnessError.spawnFailed("sway", "it exited (\(sway.status))") }
                let names = (try? files.contentsOfDirectory(atPath: runtime.path)) ?? []
                guard let socket = names.first(where: { $0.hasPrefix("wayland-") && !$0.hasSuffix(".lock") }),
                      let ipc = names.first(where: { $0.hasPrefix("sway-ipc.") && $0.hasSuffix(".sock") })
                else { return false }
                clients["WAYLAND_DISPLAY"] = runtime.appendingPathComponent(socket).path
                clients["SWAYSOCK"] = runtime.appendingPathComponent(ipc).path
                return true
            }
        } catch {
            throw HarnessError.timedOut("sway: \(error)\n\(logContents("sway.log"))")
        }
        let clientEnvironment = environment.merging(clients) { _, new in new }

        // A headless seat has no keyboard, and without one no window is ever
        // active, so no widget has the focus: this wtype is the keyboard that
        // stays plugged in (it sleeps for an hour). The key sequences' own
        // virtual keyboards then come and go without the window losing focus.
        _ = try resources.start(
            "wtype", ["-s", "3600000"], environment: clientEnvironment,
            redirections: .init(stderrPath: log("keyboard.err")))
        try await waitUntil("a keyboard on sway's seat", timeout: .seconds(15), interval: .milliseconds(50)) {
            let inputs = try await ChildProcess.run(
                "swaymsg", ["-t", "get_inputs"], environment: clientEnvironment, scratch: directory, timeout: .seconds(5))
            return inputs.succeeded && inputs.stdout.contains("\"keyboard\"")
        }
        return clients
    }

    // MARK: Acting through sway

    /// The app's windows in sway's tree.
    func swayWindows() async throws -> [SwayWindow] {
        let tree = try await swaymsg(["-t", "get_tree"])
        let windows = try SwayWindow.all(inTree: tree.stdout)
        if let launcher { return windows.filter { $0.appID == launcher.waylandAppID } }
        return windows.filter { $0.pid == appPID }
    }

    /// The wtype arguments for xdotool-style key combinations ("ctrl+n",
    /// "Right", "space"): each modifier pressed, the key typed, the
    /// modifiers released; all in one call, since a new virtual keyboard per
    /// call can lose keys.
    static func wtypeArguments(_ keys: [String]) -> [String] {
        let modifiers = ["ctrl": "ctrl", "control": "ctrl", "shift": "shift", "alt": "alt", "super": "logo"]
        var arguments: [String] = []
        for combination in keys {
            let parts = combination.split(separator: "+").map(String.init)
            let held = parts.dropLast().map { modifiers[$0.lowercased()] ?? $0 }
            arguments += held.flatMap { ["-M", $0] } + ["-k", parts.last ?? combination]
            arguments += held.reversed().flatMap { ["-m", $0] }
        }
        return arguments
    }

    /// Runs wtype with `arguments` on the session's compositor.
    func wtype(_ arguments: [String]) async throws {
        try await run("wtype", arguments, timeout: .seconds(15)).check()
    }

    /// Makes sway's output `width` by `height`: the app's tiled window fills
    /// it, so the window takes that size.
    func resizeOutput(width: Int, height: Int) async throws {
        try await swaymsg(["output", "*", "resolution", "\(width)x\(height)"])
        try await waitUntil("the window at \(width)x\(height)") {
            let window = try await swayWindows().first?.geometry
            return window?.width == width && window?.height == height
        }
    }

    /// The pixels of `rectangle` (output coordinates), from grim.
    func grimRegion(_ rectangle: AccessibleNode.Extents) async throws -> ScreenRegion {
        let file = directory.appendingPathComponent("region-\(UUID().uuidString).ppm")
        defer { try? FileManager.default.removeItem(at: file) }
        let geometry = "\(rectangle.x),\(rectangle.y) \(rectangle.width)x\(rectangle.height)"
        try await run("grim", ["-g", geometry, "-t", "ppm", file.path]).check()
        return try ScreenRegion(ppm: try Data(contentsOf: file))
    }

    @discardableResult
    func swaymsg(_ arguments: [String]) async throws -> CommandOutput {
        try await run("swaymsg", arguments, timeout: .seconds(10)).check()
    }
}
