import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A process started with `posix_spawn` in a process group of its own.
///
/// Everything the child starts stays in that group unless it calls `setsid`,
/// so `terminate()` ends the child and its helpers together (the AT-SPI bus
/// launcher's private `dbus-daemon` and `at-spi2-registryd`, for example).
/// The child inherits no file descriptors except the ones named in
/// `Redirections`.
///
/// Not thread-safe: one owner starts, polls and terminates it.
final class ChildProcess {
    /// Where a child's standard streams and extra descriptors go.
    struct Redirections {
        /// A file to read standard input from; `/dev/null` when nil.
        var stdinPath: String?
        /// A descriptor of ours to give the child as its standard input.
        var stdinDescriptor: Int32?
        /// A file for standard output; `/dev/null` when nil.
        var stdoutPath: String?
        /// A file for standard error; `/dev/null` when nil.
        var stderrPath: String?
        /// Files opened for writing as extra descriptors, such as fd 3 for
        /// `Xvfb -displayfd 3`.
        var writableFiles: [Int32: String] = [:]
    }

    enum Status: Equatable {
        case running
        case exited(Int32)
        case signalled(Int32)
    }

    let executable: String
    let arguments: [String]
    let pid: pid_t
    private(set) var status = Status.running

    /// Starts `executable` (a path, or a name looked up in `PATH`) with
    /// exactly the given environment.
    init(
        _ executable: String, _ arguments: [String] = [],
        environment: [String: String], redirections: Redirections = Redirections()
    ) throws {
        self.executable = executable
        self.arguments = arguments
        pid = try Self.spawn(executable, arguments, environment, redirections)
    }

    deinit {
        terminate()
    }

    var isRunning: Bool {
        poll()
        return status == .running
    }

    /// Reaps the child if it has exited; never blocks.
    @discardableResult
    func poll() -> Status {
        guard status == .running else { return status }
        var raw: Int32 = 0
        let result = waitpid(pid, &raw, WNOHANG)
        if result == pid {
            status = Self.decode(raw)
        } else if result == -1, errno == ECHILD {
            status = .exited(-1)
        }
        return status
    }

    /// Waits for the child to exit by itself.
    /// - Returns: false when it is still running after `timeout`.
    func waitForExit(timeout: Duration) async throws -> Bool {
        let deadline = ContinuousClock.now + timeout
        while isRunning {
            if ContinuousClock.now >= deadline { return false }
            try await Task.sleep(for: .milliseconds(10))
        }
        return true
    }

    /// Ends the child's whole process group: SIGTERM, then SIGKILL after
    /// `grace`. Blocks for at most about `grace` plus a little; safe to call
    /// more than once.
    func terminate(grace: Duration = .seconds(2)) {
        // The group can outlive its leader (a daemon's helpers), so signal it
        // even when the leader has already exited.
        guard Self.groupExists(pid) || isRunning else { return }
        kill(-pid, SIGTERM)
        kill(-pid, SIGCONT)
        let deadline = ContinuousClock.now + grace
        while ContinuousClock.now < deadline {
            poll()
            if !Self.groupExists(pid) && status != .running { return }
            usleep(10_000)
        }
        kill(-pid, SIGKILL)
        while status == .running {
            poll()
            if status == .running { usleep(5_000) }
        }
    }

    /// Whether any process of the group is still alive. Zombies don't count:
    /// orphans reparented to an init that never reaps them (as in some
    /// containers) would otherwise look alive forever.
    static func groupExists(_ group: pid_t) -> Bool {
        guard kill(-group, 0) == 0 || errno == EPERM else { return false }
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return true }
        for entry in entries where entry.first?.isNumber == true {
            // /proc/<pid>/stat: "pid (comm) state ppid pgrp ..."; comm may hold spaces.
            guard let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")")
            else { continue }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if fields.count > 2, Int32(fields[2]) == group, fields[0] != "Z", fields[0] != "X" { return true }
        }
        return false
    }

    /// Live processes whose environment holds `entry` (such as
    /// "XDG_RUNTIME_DIR=/tmp/matchismo-e2e.x/runtime"): a session's helpers
    /// that left its process groups with `setsid`.
    static func processes(withEnvironmentEntry entry: String) -> [pid_t] {
        let marker = Array(entry.utf8)
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { name -> pid_t? in
            guard let pid = pid_t(name), pid != getpid(),
                  let environ = FileManager.default.contents(atPath: "/proc/\(name)/environ")
            else { return nil }
            let found = environ.split(separator: 0).contains { $0.elementsEqual(marker) }
            return found ? pid : nil
        }
    }

    private static func decode(_ raw: Int32) -> Status {
        let signal = raw & 0x7f
        return signal == 0 ? .exited((raw >> 8) & 0xff) : .signalled(signal)
    }

    private static func spawn(
        _ executable: String, _ arguments: [String],
        _ environment: [String: String], _ redirections: Redirections
    ) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }

        // Opened in the child, so without O_CLOEXEC: they must survive the exec.
        let writeFlags = O_WRONLY | O_CREAT | O_TRUNC
        if let descriptor = redirections.stdinDescriptor {
            posix_spawn_file_actions_adddup2(&actions, descriptor, 0)
        } else {
            posix_spawn_file_actions_addopen(&actions, 0, redirections.stdinPath ?? "/dev/null", O_RDONLY, 0)
        }
        posix_spawn_file_actions_addopen(&actions, 1, redirections.stdoutPath ?? "/dev/null", writeFlags, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, redirections.stderrPath ?? "/dev/null", writeFlags, 0o644)
        for (descriptor, path) in redirections.writableFiles.sorted(by: { $0.key < $1.key }) {
            precondition(descriptor > 2, "extra descriptors start at 3")
            posix_spawn_file_actions_addopen(&actions, descriptor, path, writeFlags, 0o644)
        }
        let firstUnused = (redirections.writableFiles.keys.max() ?? 2) + 1
        DescriptorHygiene.closeFrom(firstUnused, in: &actions)

        let flags = Int32(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF)
        posix_spawnattr_setflags(&attributes, Int16(truncatingIfNeeded: flags))
        posix_spawnattr_setpgroup(&attributes, 0)
        var signals = sigset_t()
        sigemptyset(&signals)
        posix_spawnattr_setsigmask(&attributes, &signals)
        for signal in [SIGPIPE, SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGCHLD, SIGUSR1, SIGUSR2] {
            sigaddset(&signals, signal)
        }
        posix_spawnattr_setsigdefault(&attributes, &signals)

        let argv = ([executable] + arguments).map { strdup($0) }
        let envp = environment.map { strdup("\($0.key)=\($0.value)") }
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let result = (argv + [nil]).withUnsafeBufferPointer { argvBuffer in
            (envp + [nil]).withUnsafeBufferPointer { envpBuffer in
                posix_spawnp(
                    &pid, executable, &actions, &attributes,
                    UnsafeMutablePointer(mutating: argvBuffer.baseAddress!),
                    UnsafeMutablePointer(mutating: envpBuffer.baseAddress!))
            }
        }
        guard result == 0 else {
            throw HarnessError.spawnFailed(executable, String(cString: strerror(result)))
        }
        return pid
    }
}
