import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A watchdog process (`Scripts/reaper.py`) that ends a session's process
/// groups and removes its directory if the test process dies without
/// cleaning up (a crash, a timeout kill, Ctrl-C).
///
/// It notices through end of file on a socket whose other end only this
/// object holds (close-on-exec, so no child inherits it). `release()` tells it
/// the session cleaned up by itself.
final class Reaper {
    private var descriptor: Int32
    private let process: ChildProcess

    init(script: String, environment: [String: String]) throws {
        let (ours, theirs) = try DescriptorHygiene.socketPair()
        defer { close(theirs) }
        do {
            process = try ChildProcess(
                "/usr/bin/python3", [script], environment: environment,
                redirections: .init(stdinDescriptor: theirs))
        } catch {
            close(ours)
            throw error
        }
        descriptor = ours
    }

    deinit {
        release()
    }

    /// Asks the reaper to end this group if the test process dies.
    func watch(group: pid_t) { send("group \(group)") }

    /// Asks the reaper to remove this directory if the test process dies.
    func watch(directory: String) { send("dir \(directory)") }

    /// Asks the reaper to end every process with this environment entry.
    func watch(environmentEntry: String) { send("env \(environmentEntry)") }

    /// The session has cleaned up: the reaper exits without doing anything.
    func release() {
        guard descriptor >= 0 else { return }
        send("release")
        close(descriptor)
        descriptor = -1
        // A watchdog that hangs must not hang the test: it gets two seconds.
        let deadline = ContinuousClock.now + .seconds(2)
        while process.isRunning && ContinuousClock.now < deadline { usleep(5_000) }
        process.terminate(grace: .milliseconds(200))
    }

    /// Closes the connection without releasing, as if the test process had
    /// died, and waits for the reaper to finish (for testing the reaper).
    func abandon() async throws {
        guard descriptor >= 0 else { return }
        close(descriptor)
        descriptor = -1
        _ = try await process.waitForExit(timeout: .seconds(10))
    }

    private func send(_ line: String) {
        guard descriptor >= 0 else { return }
        let bytes = Array((line + "\n").utf8)
        _ = bytes.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }
}
