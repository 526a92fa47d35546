import Foundation

/// GNOME's compositor: mutter headless on Wayland with one virtual monitor of
/// the session's screen size, pipewire beside it for the screen cast that
/// mutter's remote-desktop API needs (and WirePlumber, which links the cast to
/// the screenshots' reader), and `Scripts/mutter_input.py` sending real touch
/// and keys through that API and taking screenshots (`MutterInput`). Xwayland runs beside
/// it, as in a GNOME session: the app stays on Wayland, and X clients (Orca 43
/// reads the keyboard map with xkbcomp) find DISPLAY and mutter's XAUTHORITY.
///
/// mutter runs as root without a GPU; it needs the session bus, so on mutter
/// the bus starts first. The app's window is maximized (Super+Up, mutter's own
/// key binding), so it fills the monitor at 0,0 and the accessible tree's
/// window coordinates are the monitor's.
extension AppSession {
    /// Starts pipewire, WirePlumber, mutter and the input script; returns what clients need
    /// to reach mutter (WAYLAND_DISPLAY, DISPLAY, XAUTHORITY).
    func startMutter(_ options: Options, environment: [String: String]) async throws -> [String: String] {
        let display = "wayland-mutter"
        _ = try resources.start(
            "pipewire", [], environment: environment,
            redirections: .init(stdoutPath: log("pipewire.out"), stderrPath: log("pipewire.log")))
        // WirePlumber gives up at once when PipeWire's socket is not there yet.
        let runtime = URL(fileURLWithPath: environment["XDG_RUNTIME_DIR"] ?? "")
        try await waitUntil("PipeWire's socket", timeout: .seconds(20), interval: .milliseconds(20)) {
            FileManager.default.fileExists(atPath: runtime.appendingPathComponent("pipewire-0").path)
        }
        _ = try resources.start(
            "wireplumber", [], environment: environment,
            redirections: .init(stdoutPath: log("wireplumber.out"), stderrPath: log("wireplumber.log")))
        let mutter = try resources.start(
            "mutter",
            ["--headless", "--wayland", "--virtual-monitor",
             "\(options.screenWidth)x\(options.screenHeight)", "--wayland-display", display],
            environment: environment.merging(["GSETTINGS_BACKEND": "memory"]) { _, new in new },
            redirections: .init(stdoutPath: log("mutter.out"), stderrPath: log("mutter.log")))
        var clients = ["WAYLAND_DISPLAY": display]
        do {
            try await waitUntil("mutter's Wayland socket", timeout: .seconds(20), interval: .milliseconds(20)) {
                guard mutter.isRunning else { throw HarnessError.spawnFailed("mutter", "it exited (\(mutter.status))") }
                let names = (try? FileManager.default.contentsOfDirectory(atPath: runtime.path)) ?? []
                return names.contains(display) && logContents("mutter.log").contains("Using Wayland display name")
            }
        } catch {
            throw HarnessError.timedOut("mutter: \(error)\n\(logContents("mutter.log"))")
        }
        mutterInput = try await MutterInput.start(session: self, environment: environment)
        // By the time its remote-desktop API is on the bus, mutter has said
        // which X display its Xwayland takes, if it runs one.
        if let x11 = logContents("mutter.log").firstMatch(of: /Using public X11 display (:\d+)/) {
            try await waitUntil("mutter's X authority file", timeout: .seconds(20), interval: .milliseconds(20)) {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: runtime.path)) ?? []
                guard let authority = names.first(where: { $0.hasPrefix(".mutter-Xwaylandauth.") }) else { return false }
                clients["DISPLAY"] = String(x11.1)
                clients["XAUTHORITY"] = runtime.appendingPathComponent(authority).path
                return true
            }
        }
        // The first touch after mutter makes its virtual touchscreen can be
        // lost, and GTK only binds a touch device the seat has when it starts:
        // a touch and a key before the app, on the empty desktop, make both.
        try await mutterInput?.send([.down(slot: 0, x: 1, y: 1), .up(slot: 0), .key(MutterInput.Keysym.shift, true),
                                     .key(MutterInput.Keysym.shift, false)])
        // The bus started before the display, so the services it starts (the
        // Settings portal's GTK backend) learn where it is as in a GNOME
        // session, where gnome-session tells the bus the same way.
        let variables = clients.map { "'\($0.key)': '\($0.value)'" }.joined(separator: ", ")
        try await ChildProcess.run(
            "gdbus", ["call", "--session", "--dest", "org.freedesktop.DBus", "--object-path", "/org/freedesktop/DBus",
                      "--method", "org.freedesktop.DBus.UpdateActivationEnvironment", "{\(variables)}"],
            environment: environment, scratch: resources.directory, timeout: .seconds(5)).check()
        return clients
    }

    /// Waits for the app's main window on mutter and maximizes it.
    func waitForMutterWindow(_ options: Options) async throws {
        let size = (width: options.screenWidth, height: options.screenHeight)
        try await waitUntil("a window of matchismo (pid \(appPID)) on mutter", timeout: options.startupTimeout) {
            try checkAppRunning()
            let tree = try? await rawTree()
            return tree?.children.contains { ($0.extents?.width ?? 0) > 0 } == true
        }
        let maximized = { () async -> Bool in
            let frame = try? await self.rawTree().children.first { $0.role == "frame" }?.extents
            return frame.map { $0.x <= 0 && $0.y <= 0 && $0.width >= size.width && $0.height >= size.height } ?? false
        }
        // Super+Up again when the first press went nowhere: the first key after
        // the virtual keyboard appears can be lost, as the first touch can.
        for attempt in 1...3 {
            try await mutterKeys(["super+Up"])
            do {
                try await waitUntil("the window maximized to \(size.width)x\(size.height)", timeout: .seconds(attempt < 3 ? 6 : 15)) {
                    await maximized()
                }
                return
            } catch where attempt < 3 {
                continue
            }
        }
    }

    /// The pixels of `rectangle` in a frame of mutter's screen cast.
    func mutterRegion(_ rectangle: AccessibleNode.Extents) async throws -> ScreenRegion {
        let file = directory.appendingPathComponent("screen-\(UUID().uuidString).ppm")
        defer { try? FileManager.default.removeItem(at: file) }
        try await screenshot(to: file)
        return try ScreenRegion(ppm: try Data(contentsOf: file)).cropped(to: rectangle)
    }

    /// The tree as the app reports it, before any move to screen coordinates.
    private func rawTree() async throws -> AccessibleNode {
        try await accessibilityReader().tree(of: accessibleApp)
    }

    /// Presses xdotool-style key combinations through mutter.
    func mutterKeys(_ keys: [String]) async throws {
        guard let mutterInput else { throw HarnessError.unsupported("keys through mutter on \(displayServer)") }
        try await mutterInput.send(keys.map(MutterInput.Step.combination))
    }

    /// Sends touch steps through mutter and waits until mutter took them.
    func touch(_ steps: [MutterInput.Step]) async throws {
        try checkAppRunning()
        guard let mutterInput else { throw HarnessError.unsupported("touch on \(displayServer)") }
        try await mutterInput.send(steps)
    }
}
