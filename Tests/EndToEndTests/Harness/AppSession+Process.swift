import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Watching the app end by itself and signalling the session's helpers.
extension AppSession {
    /// Waits for the app to exit by itself (after Ctrl+Q, say) and returns
    /// how it ended.
    /// - Throws: `HarnessError.timedOut` when it still runs after `timeout`.
    func waitForAppExit(timeout: Duration = .seconds(10)) async throws -> ChildProcess.Status {
        try await waitUntil("matchismo (pid \(appPID)) to exit by itself", timeout: timeout, interval: .milliseconds(20)) {
            appStatus != .running
        }
        return appStatus
    }

    /// Sends `signal` to the `index`-th of `Options.helpers` (SIGHUP makes
    /// xsettingsd reread its configuration, for example).
    func signalHelper(_ index: Int, _ signal: Int32) throws {
        guard helperPIDs.indices.contains(index) else {
            throw HarnessError.notFound("helper \(index) of \(helperPIDs.count)")
        }
        guard kill(helperPIDs[index], signal) == 0 else {
            throw HarnessError.commandFailed(
                command: "kill -\(signal) \(helperPIDs[index])", status: .exited(errno),
                stderr: String(cString: strerror(errno)))
        }
    }
}
