import CGtk
import Foundation
import Synchronization

/// A private X server for the GTK tests, started once per test process.
///
/// `ensure()` launches `Xvfb -displayfd` on a free display, points `DISPLAY`
/// at it and calls `gtk_init()`. Xvfb runs under a small watchdog shell that
/// reads a pipe this process holds open: when the process ends for any reason
/// (normal exit, crash, SIGKILL) the pipe closes and the watchdog kills Xvfb.
/// An `atexit` handler also closes the pipe and waits, so no Xvfb outlives
/// `swift test`. Main thread only, like all of GTK.
///
/// Every GTK test target uses this one copy; whichever runs first starts the
/// server and the others find GTK initialised.
///
/// Threads: on Linux, Swift Testing's entry point parks the process's main
/// thread in `dispatch_main()`, so `@MainActor` tests run on the libdispatch
/// worker that drains the main queue, not on the main thread. GTK only needs
/// every call to come from one serial context, which the main actor gives; the
/// GL renderer keeps per-thread state, so the tests use the Cairo renderer.
@MainActor
public enum TestDisplay {
    public struct LaunchError: Error, CustomStringConvertible {
        public var description: String
    }

    private static var failure: LaunchError?

    /// Starts Xvfb and GTK if this process has not yet; throws when it cannot.
    public static func ensure() throws {
        if gtk_is_initialized() != 0 { return }
        if let failure { throw failure }
        do {
            let display = try launchXvfb()
            setenv("DISPLAY", ":\(display)", 1)
            unsetenv("WAYLAND_DISPLAY")
            setenv("GDK_BACKEND", "x11", 1)
            setenv("GSETTINGS_BACKEND", "memory", 1)
            // No accessibility backend: GTK's "test" backend has no
            // announcements and crashes on one in GTK 4.18.
            setenv("GTK_A11Y", "none", 1)
            // No session bus: GLib would otherwise autolaunch a dbus-daemon on this display.
            setenv("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/matchismo-tests-have-no-bus", 1)
            setenv("NO_AT_BRIDGE", "1", 1)
            setenv("GSK_RENDERER", "cairo", 1)
            gtk_init()
            guard gtk_is_initialized() != 0 else { throw LaunchError(description: "gtk_init() failed on :\(display)") }
        } catch let error as LaunchError {
            failure = error
            throw error
        }
    }

    /// Whether this code runs on the process's main thread.
    public nonisolated static var isOnMainThread: Bool {
        Thread.isMainThread && currentThreadID() == getpid()
    }

    /// The kernel thread id, from `/proc/thread-self` ("PID/task/TID").
    private nonisolated static func currentThreadID() -> pid_t? {
        var buffer = [CChar](repeating: 0, count: 64)
        let count = readlink("/proc/thread-self", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        let path = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return path.split(separator: "/").last.flatMap { pid_t($0) }
    }

    /// Spawns the watchdog shell and returns the display number Xvfb chose.
    private static func launchXvfb() throws -> Int {
        var displayPipe: [Int32] = [-1, -1], lifeline: [Int32] = [-1, -1]
        guard pipe(&displayPipe) == 0, pipe(&lifeline) == 0 else {
            throw LaunchError(description: "pipe failed: \(String(cString: strerror(errno)))")
        }
        for fd in displayPipe + lifeline { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        // fd 0: the lifeline (EOF when this process is gone); fd 3: Xvfb's -displayfd.
        // (Descriptors this process holds without FD_CLOEXEC are inherited too; harmless,
        // since Xvfb and the watchdog never outlive this process.)
        let script = """
            Xvfb -displayfd 3 -screen 0 1280x1024x24 -nolisten tcp </dev/null >/dev/null 2>&1 & x=$!
            exec 3>&-
            cat >/dev/null
            kill $x 2>/dev/null
            wait $x
            """
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, lifeline[0], 0)
        posix_spawn_file_actions_adddup2(&actions, displayPipe[1], 3)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // Its own process group: a Ctrl-C aimed at `swift test` must not kill the
        // watchdog before it has killed Xvfb.
        // GTK code runs on a libdispatch worker here, whose signal mask blocks
        // SIGTERM; the children must start with no signals blocked or ignored.
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        posix_spawnattr_setpgroup(&attributes, 0)
        var noSignals = sigset_t(), defaults = sigset_t()
        sigemptyset(&noSignals)
        sigfillset(&defaults)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &defaults)

        var pid: pid_t = 0
        let arguments = ["/bin/sh", "-c", script]
        let status = withCStrings(arguments) { argv in
            posix_spawn(&pid, "/bin/sh", &actions, &attributes, argv, environ)
        }
        close(lifeline[0])
        close(displayPipe[1])
        guard status == 0 else {
            close(lifeline[1])
            close(displayPipe[0])
            throw LaunchError(description: "could not start Xvfb: \(String(cString: strerror(status)))")
        }
        XvfbProcess.watchdog.store(pid, ordering: .relaxed)
        XvfbProcess.lifeline.store(lifeline[1], ordering: .relaxed)
        atexit { XvfbProcess.stop() }

        let line = readLine(displayPipe[0], timeoutSeconds: 20)
        close(displayPipe[0])
        guard let line, let display = Int(line) else {
            XvfbProcess.stop()
            throw LaunchError(description: "Xvfb did not report a display (is Xvfb installed?)")
        }
        return display
    }

    /// Reads one line from `fd`, or nil on EOF or timeout.
    private static func readLine(_ fd: Int32, timeoutSeconds: Int) -> String? {
        var bytes: [UInt8] = []
        let deadline = Date().addingTimeInterval(Double(timeoutSeconds))
        while Date() < deadline {
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 100) >= 0 else { if errno == EINTR { continue } else { return nil } }
            guard poller.revents != 0 else { continue }
            var byte: UInt8 = 0
            let count = read(fd, &byte, 1)
            if count < 0, errno == EINTR { continue }
            guard count == 1 else { return nil }
            if byte == UInt8(ascii: "\n") { return String(decoding: bytes, as: UTF8.self) }
            bytes.append(byte)
        }
        return nil
    }

    private static func withCStrings<R>(_ strings: [String], _ body: (UnsafePointer<UnsafeMutablePointer<CChar>?>) -> R) -> R {
        let copies = strings.map { strdup($0) }
        defer { copies.forEach { free($0) } }
        return (copies + [nil]).withUnsafeBufferPointer { body($0.baseAddress!) }
    }
}

/// The watchdog's pid and this process's end of the lifeline, for the exit handler.
private enum XvfbProcess {
    static let watchdog = Atomic<Int32>(0)
    static let lifeline = Atomic<Int32>(-1)

    /// Closes the lifeline (the watchdog then kills Xvfb) and waits up to 5 s for both to end.
    static func stop() {
        let fd = lifeline.exchange(-1, ordering: .relaxed)
        if fd >= 0 { close(fd) }
        let pid = watchdog.exchange(0, ordering: .relaxed)
        guard pid > 0 else { return }
        for _ in 0..<500 {
            var status: Int32 = 0
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid || result < 0 { return }
            usleep(10_000)
        }
        kill(-pid, SIGKILL)
        _ = waitpid(pid, nil, 0)
    }
}
