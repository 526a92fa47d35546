import Foundation

/// Acting on the app's window the way a user does: on Xvfb through xdotool
/// and ImageMagick's `import`, on sway through wtype, grim and swaymsg.
extension AppSession {
    /// Moves the pointer to a screen position and clicks.
    func click(x: Int, y: Int, button: Int = 1) async throws {
        try checkAppRunning()
        try requireX("clicks")
        try await xdotool(["mousemove", "--sync", "\(x)", "\(y)", "click", "\(button)"])
    }

    /// Clicks the middle of a node's extents.
    func click(_ node: AccessibleNode, button: Int = 1) async throws {
        guard let extents = node.extents, extents.width > 0, extents.height > 0 else {
            throw HarnessError.notFound("on-screen extents of \(node.role) \"\(node.name)\"")
        }
        try await click(x: extents.center.x, y: extents.center.y, button: button)
    }

    /// Presses key combinations in the app's window, in order: "ctrl+n",
    /// "Right", "space", "Return", "Escape", "F1", "plus".
    func key(_ keys: String...) async throws {
        try await key(keys)
    }

    /// Presses key combinations in the app's window, in order.
    func key(_ keys: [String]) async throws {
        try await focusWindow()
        switch displayServer {
        case .xvfb: try await xdotool(["key", "--delay", "50"] + keys)
        case .sway: try await wtype(Self.wtypeArguments(keys))
        case .mutter: try await mutterKeys(keys)
        }
    }

    /// Types text into the app's window.
    func type(_ text: String) async throws {
        try await focusWindow()
        switch displayServer {
        case .xvfb: try await xdotool(["type", "--delay", "50", "--", text])
        case .sway: try await wtype(["-d", "50", "--", text])
        case .mutter: try await mutterKeys(text.map { $0 == " " ? "space" : String($0) })
        }
    }

    /// Presses key combinations in the app's window titled `title` (a dialog
    /// over the game window), which gets the keyboard first. X11 only.
    func key(_ keys: [String], inWindowTitled title: String) async throws {
        try await focusWindow(titled: title)
        try await xdotool(["key", "--delay", "50"] + keys)
    }

    /// Types text into the app's window titled `title`. X11 only.
    func type(_ text: String, inWindowTitled title: String) async throws {
        try await focusWindow(titled: title)
        try await xdotool(["type", "--delay", "50", "--", text])
    }

    /// Gives the keyboard to the app's window titled `title`: a window of its
    /// own with libadwaita 1.2, or with 1.5 and later a dialog of that name
    /// inside the game window, which then takes the keyboard.
    private func focusWindow(titled title: String) async throws {
        try requireX("keys in a window by its title")
        try checkAppRunning()
        var found: String?
        var inside = false
        try await waitUntil("a window or dialog titled \(title)", timeout: .seconds(10)) {
            let search = try await run("xdotool", windowSearchArguments, timeout: .seconds(10))
            for window in search.stdout.split(separator: "\n").map(String.init) {
                let name = try? await run("xdotool", ["getwindowname", window], timeout: .seconds(10)).check()
                if name?.stdout.trimmingCharacters(in: .newlines) == title { found = window }
            }
            if found == nil {
                inside = try await accessibleTree().allNodes.contains { AccessibleNode.dialogRoles.contains($0.role) && $0.name == title }
            }
            return found != nil || inside
        }
        if let found {
            try await xdotool(["windowfocus", "--sync", found])
        } else {
            try await focusWindow()
        }
    }

    /// Resizes the app's window and waits until it has that size. On sway
    /// the window is tiled and fills the output, so the output changes size.
    func resizeWindow(width: Int, height: Int) async throws {
        try checkAppRunning()
        switch displayServer {
        case .xvfb: try await xdotool(["windowsize", "--sync", windowID, "\(width)", "\(height)"])
        case .sway: try await resizeOutput(width: width, height: height)
        case .mutter: throw HarnessError.unsupported("resizing the maximized window on mutter (its monitor is the session's screen)")
        }
    }

    /// The window's position and size as the display server sees them (on
    /// X, including GTK's client-side decoration margin).
    func windowGeometry() async throws -> AccessibleNode.Extents {
        switch displayServer {
        case .xvfb:
            return try await windowGeometry(of: windowID)
        case .sway:
            let window = try await swayWindows().first { "\($0.id)" == windowID }
            return try window?.geometry ?? { throw HarnessError.notFound("sway window \(windowID)") }()
        case .mutter:
            return .init(x: 0, y: 0, width: screenSize.width, height: screenSize.height)
        }
    }

    /// An X window's geometry.
    func windowGeometry(of window: String) async throws -> AccessibleNode.Extents {
        let output = try await xdotool(["getwindowgeometry", "--shell", window])
        var values: [String: Int] = [:]
        for line in output.stdout.split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1)
            if parts.count == 2, let value = Int(parts[1]) { values[String(parts[0])] = value }
        }
        return .init(x: values["X"] ?? 0, y: values["Y"] ?? 0, width: values["WIDTH"] ?? 0, height: values["HEIGHT"] ?? 0)
    }

    /// Saves a PNG of the whole screen.
    func screenshot(to url: URL) async throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        switch displayServer {
        case .xvfb: try await run("import", ["-display", display, "-window", "root", url.path]).check()
        case .sway: try await run("grim", [url.path]).check()
        case .mutter:
            // mutter has no screen-copy protocol: a frame of its screen cast.
            guard let input = mutterInput else { throw HarnessError.notFound("mutter's remote-desktop session") }
            try await input.send([.screenshot(url.path)])
        }
    }

    /// Gives the app's window the keyboard: the X server has no window
    /// manager to do it; sway focuses a new window by itself. Every key does
    /// this first; a test that reads the focus before its first key, after a
    /// dialog over the window closed, calls it itself (GTK 4.8 gives the X
    /// focus back to the window under a closed dialog; GTK 4.18 leaves that to
    /// the window manager, and without one no card has the focus).
    func focusWindow() async throws {
        try checkAppRunning()
        if displayServer == .xvfb { try await xdotool(["windowfocus", "--sync", windowID]) }
    }

    func requireX(_ what: String) throws {
        guard displayServer == .xvfb else { throw HarnessError.unsupported("\(what) on \(displayServer)") }
    }

    @discardableResult
    private func xdotool(_ arguments: [String]) async throws -> CommandOutput {
        try await run("xdotool", arguments, timeout: .seconds(15)).check()
    }
}
