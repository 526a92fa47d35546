import Foundation

/// What a failed session leaves for the developer: a screenshot, the
/// accessible tree, the app's stderr and, when a signal ended the app, the
/// stacks of its threads.
extension AppSession {
    /// Saves a screenshot, the accessible tree and the app's stderr under
    /// `test-output/e2e/<name>/` and returns a summary for the failure message.
    func saveArtifacts(named name: String) async -> String {
        let safeName = name.split { !($0.isLetter || $0.isNumber) }.joined(separator: "-")
        let folder = HarnessPaths.artifactsDirectory.appendingPathComponent(safeName.isEmpty ? "session" : safeName)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? await screenshot(to: folder.appendingPathComponent("screen.png"))
        let tree = (try? await accessibleTree())?.outline() ?? "(accessible tree unavailable)"
        try? tree.write(to: folder.appendingPathComponent("accessible-tree.txt"), atomically: true, encoding: .utf8)
        let stderr = appStderr
        try? stderr.write(to: folder.appendingPathComponent("app-stderr.txt"), atomically: true, encoding: .utf8)
        // A signal that ended the app is the failure, whatever the test saw
        // next: its stacks come first.
        var status = appStatus
        if status == .running && stderr.contains("*** Program crashed") {
            // Swift's backtracer is still writing: the core, and the whole stacks, come when it ends.
            try? await waitUntil("the crashed app to end", timeout: .seconds(20)) { self.appStatus != .running }
            status = appStatus
        }
        let crash = status == .running ? "" : stacks(after: status)
        return """
            app status: \(status); artifacts in \(folder.path)\(crash.isEmpty ? "" : "\n" + crash)
            app stderr (last 40 lines):
            \(stderr.split(separator: "\n", omittingEmptySubsequences: false).suffix(40).joined(separator: "\n"))
            accessible tree:
            \(tree)
            """
    }

    /// The app's threads' stacks when a signal ended it (read once), or why there are none.
    func stacks(after status: ChildProcess.Status) -> String {
        guard let crashWatch else { return "" }
        if crashStacks == nil {
            crashStacks = CrashReport.stacks(of: crashWatch.executable, status: status, coreFolder: crashWatch.folder)
        }
        return crashStacks ?? ""
    }
}
