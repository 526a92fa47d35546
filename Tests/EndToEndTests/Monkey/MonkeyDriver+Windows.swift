import Foundation

/// The monkey's secondary windows and dialogs: found, and closed as a player
/// closes them, before the next step and before the final checks.
extension MonkeyDriver {
    /// The app's visible X windows other than its main window.
    static func secondaryWindows(of app: AppSession) async throws -> [String] {
        let main = await app.windowID, pid = await app.appPID
        let output = try await app.run("xdotool", ["search", "--onlyvisible", "--pid", "\(pid)"], timeout: .seconds(10))
        return output.stdout.split(separator: "\n").map(String.init).filter { $0 != main }
    }

    /// The names of the dialogs on screen in the app's windows: with
    /// libadwaita 1.5 and later a dialog lies inside the game window and
    /// is no X window of its own. (An Undo toast is an unnamed alert.)
    static func dialogs(of app: AppSession) async throws -> [String] {
        try await app.accessibleTree().allNodes
            .filter { AccessibleNode.dialogRoles.contains($0.role) && !$0.name.isEmpty && $0.isOnScreen }
            .map(\.name)
    }

    /// Closes every secondary window with WM_DELETE_WINDOW, then every
    /// dialog inside the game window with Escape, and waits until they are
    /// gone. Throws when one stays open.
    static func closeSecondaryWindows(of app: AppSession) async throws {
        let script = try HarnessPaths.script("wm_close.py")
        var open = try await secondaryWindows(of: app)
        if !open.isEmpty {
            // A window a key opened late (on a loaded machine, after its step
            // gave up waiting for it) can appear meanwhile: it is asked too.
            // One can also go between the look and the ask (X's BadWindow):
            // what counts is that none is left.
            // A window asked before it took WM_DELETE_WINDOW (just mapped) is
            // asked again each second.
            var asked: [String: ContinuousClock.Instant] = [:]
            try await waitUntil("the app to close its windows \(open)", timeout: .seconds(5), interval: .milliseconds(50)) {
                open = try await secondaryWindows(of: app)
                let unasked = open.filter { asked[$0].map { ContinuousClock.now - $0 > .seconds(1) } ?? true }
                if !unasked.isEmpty {
                    _ = try await app.run("/usr/bin/python3", [script] + unasked, timeout: .seconds(10))
                    for window in unasked { asked[window] = ContinuousClock.now }
                }
                return open.isEmpty
            }
        }
        // Escape closes the topmost dialog (or first a popover in it): one
        // more each time a look still finds one.
        var dialogs = try await dialogs(of: app)
        guard !dialogs.isEmpty else { return }
        try await waitUntil("the app to close its dialogs \(dialogs)", timeout: .seconds(5), interval: .milliseconds(200)) {
            dialogs = try await Self.dialogs(of: app)
            if dialogs.isEmpty { return true }
            try await app.key("Escape")
            return false
        }
    }
}
