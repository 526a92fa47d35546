import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Everything one session owns outside the test process: its temporary
/// directory and its process groups, plus the reaper that cleans them up if
/// the test process dies.
///
/// `shutdown()` (or deinit) ends the groups in reverse start order (app first,
/// X server last), then any process that left its group but still carries the
/// session's environment, removes the directory and releases the reaper.
/// Not thread-safe: owned by one `AppSession`.
final class SessionResources {
    let directory: URL
    private let reaper: Reaper
    private var processes: [ChildProcess] = []
    private var isShutDown = false

    init(reaperScript: String, environment: [String: String]) throws {
        // In memory where the system has /dev/shm: a session's logs, speech
        // transcripts and the app's saved files are written there, and a
        // disk busy with other writes (a compiler's) would stall each writer
        // in the kernel's dirty-page throttling, which made Orca fall behind
        // the app and drop what it was told. A short path, for the sockets inside.
        let parent = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp"
        var buffer = Array("\(parent)/matchismo-e2e.XXXXXX".utf8CString)
        guard let created = mkdtemp(&buffer) else {
            throw HarnessError.spawnFailed("mkdtemp", String(cString: strerror(errno)))
        }
        directory = URL(fileURLWithPath: String(cString: created))
        do {
            reaper = try Reaper(script: reaperScript, environment: environment)
        } catch {
            try? FileManager.default.removeItem(at: directory)
            throw error
        }
        reaper.watch(directory: directory.path)
        reaper.watch(environmentEntry: environmentMarker)
    }

    deinit {
        shutdown()
    }

    /// The environment entry every process of the session inherits.
    var environmentMarker: String {
        "XDG_RUNTIME_DIR=" + directory.appendingPathComponent("runtime").path
    }

    /// Starts a long-running process that lives until shutdown, as `user`
    /// when one is given.
    func start(
        _ executable: String, _ arguments: [String], environment: [String: String],
        redirections: ChildProcess.Redirections, as user: SessionUser? = nil
    ) throws -> ChildProcess {
        let command = user?.command(executable, arguments) ?? (executable: executable, arguments: arguments)
        let process = try ChildProcess(
            command.executable, command.arguments, environment: environment, redirections: redirections)
        processes.append(process)
        reaper.watch(group: process.pid)
        return process
    }

    func shutdown() {
        guard !isShutDown else { return }
        isShutDown = true
        for process in processes.reversed() {
            process.terminate()
        }
        processes.removeAll()
        sweepEscapedProcesses()
        try? FileManager.default.removeItem(at: directory)
        reaper.release()
    }

    /// Ends processes that left their group (daemons that call `setsid`) but
    /// still carry the session's environment.
    private func sweepEscapedProcesses() {
        for signal in [SIGTERM, SIGKILL] {
            let escaped = ChildProcess.processes(withEnvironmentEntry: environmentMarker)
            guard !escaped.isEmpty else { return }
            escaped.forEach { kill($0, signal) }
            usleep(200_000)
        }
    }
}
