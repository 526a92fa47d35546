import Foundation

/// What the harness tells of an app that a signal ended: the stack of each
/// of its threads, read by eu-stack (elfutils) from the app's core dump.
///
/// Swift's own backtracer, which writes to the app's stderr, stops in the
/// first frame of GLib or GTK (built without frame pointers); eu-stack
/// unwinds through them by their call-frame information. The app starts
/// through `sh`, which allows a core and moves into the session's crash
/// folder before it becomes the app (`exec`: same process, same pid), so
/// the kernel writes the core there (`core_pattern` is a plain file name on
/// Debian without systemd-coredump) and it goes with the session.
enum CrashReport {
    /// The folder, inside the session's directory, where the app runs and leaves its core.
    static let folderName = "crash"

    /// `executable` with `arguments`, started so that a crash leaves its core in `folder`.
    static func command(_ executable: String, _ arguments: [String], coreFolder folder: URL)
        -> (executable: String, arguments: [String])
    {
        ("/bin/sh", ["-c", #"ulimit -c unlimited 2>/dev/null; cd "$0" && exec "$@""#, folder.path, executable] + arguments)
    }

    /// The stacks of `executable`'s threads from the core in `folder` when a
    /// signal ended it (`status`), or why there are none; empty for any other end.
    static func stacks(of executable: String, status: ChildProcess.Status, coreFolder folder: URL) -> String {
        guard case .signalled(let signal) = status else { return "" }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        guard let core = names.filter({ $0 == "core" || $0.hasPrefix("core.") }).sorted().first else {
            let pattern = (try? String(contentsOfFile: "/proc/sys/kernel/core_pattern", encoding: .utf8)) ?? "unreadable"
            return "\nNo core dump of signal \(signal) in \(folder.path) (the kernel's core_pattern: "
                + "\(pattern.trimmingCharacters(in: .whitespacesAndNewlines)))."
        }
        // Up to 40 frames a thread, with inlined frames and source lines; Swift's names demangled.
        let arguments = ["-i", "-s", "-n", "80", "--executable=\(executable)", "--core=\(folder.appendingPathComponent(core).path)"]
        // (eu-stack ends with 1 when a thread's stack ends early, and still says what it found.)
        guard let mangled = output(of: "/usr/bin/eu-stack", arguments), !mangled.text.isEmpty else {
            return "\nThe core of signal \(signal) is in \(folder.path), but eu-stack said nothing."
        }
        let demangled = output(of: "/usr/bin/env", ["swift-demangle", "--simplified"], input: mangled.text)
        let text = demangled?.status == 0 ? demangled!.text : mangled.text
        return "\nThe stacks at signal \(signal), by eu-stack from its core:\n\(text)"
    }

    /// How `executable` ended and what it wrote to stdout and stderr, given
    /// `input` on stdin; nil when it did not start.
    private static func output(of executable: String, _ arguments: [String], input: String = "") -> (status: Int32, text: String)? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe(), stdin = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = stdin
        do {
            try process.run()
        } catch {
            return nil
        }
        // The writer goes on its own thread: a large input must not wait on an unread output.
        let writer = Thread {
            stdin.fileHandleForWriting.write(Data(input.utf8))
            try? stdin.fileHandleForWriting.close()
        }
        writer.start()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }
}
