import Foundation
import Testing

/// The app asks for and uses nothing beyond a game's needs: its Flatpak
/// grants only the display, the GPU and IPC, and the running app opens no
/// network socket, starts no program and writes only to its own directories.
@Suite("Security (end to end)", .serialized, .timeLimit(.minutes(2)))
struct SecurityTests {
    static let manifest = HarnessPaths.repositoryRoot.appendingPathComponent("data/flatpak/io.github.matchismo.Matchismo.json")

    @Test("The Flatpak grants exactly IPC, Wayland, fallback X11 and the GPU: no files, network or buses")
    func flatpakPermissions() throws {
        let data = try Data(contentsOf: Self.manifest)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let finishArgs = try #require(object["finish-args"] as? [String])
        #expect(finishArgs.sorted() == ["--device=dri", "--share=ipc", "--socket=fallback-x11", "--socket=wayland"])
        // Nowhere in the manifest (a module's own finish-args, a build option).
        let text = try #require(String(data: data, encoding: .utf8))
        for grant in ["--filesystem", "--share=network", "--talk-name", "--own-name", "--system-talk-name",
                      "--socket=session-bus", "--socket=system-bus", "--socket=x11", "--device=all", "--allow="] {
            #expect(!text.contains("\"\(grant)"), "the manifest grants \(grant)")
        }
    }

    @Test("Under strace the app opens no network socket, starts no program and writes only to its own directories")
    func systemCalls() async throws {
        var options = AppSession.Options()
        // A settings backend that writes a file, as dconf would, so stored preferences show up in the trace.
        options.settingsBackend = "keyfile"
        try await AppSession.with(["--game=set", "--seed=5"], options: options) { session in
            // The harness starts the app itself; quit it and start it again under strace in the same desktop.
            try await session.key("ctrl+q")
            try await waitUntil("the first app to quit", timeout: .seconds(10)) { await session.appStatus != .running }
            let trace = try await session.traceApp(["--game=set", "--seed=5"], keys: [
                "Right", "space", "Right", "space", "Right", "space", "ctrl+h", "ctrl+d", "ctrl+z",
                "ctrl+1", "space", "Right", "space", "ctrl+3", "Right", "space", "ctrl+2", "ctrl+n",
            ])
            let environment = await session.environment
            let report = TraceReport(trace: trace, environment: environment, session: await session.directory.path)
            print(report.summary)

            #expect(report.networkSockets.isEmpty, "network sockets: \(report.networkSockets)")
            #expect(trace.programStarts.count == 1, "programs started: \(trace.programStarts)")
            #expect(report.outside.isEmpty, "files changed outside the allowed directories:\n\(report.outside.map(\.description).joined(separator: "\n"))")
            // The trace saw the save itself, so an empty list above means something.
            #expect(report.changes.contains { $0.path.hasSuffix("/matchismo/session.json") && $0.succeeded },
                    "no write of session.json in the trace")
        }
    }
}

/// Running the app under `strace -f` inside a session, driven with xdotool.
extension AppSession {
    /// The calls traced: sockets, connections, program starts and every way to change a file.
    static let tracedCalls = [
        "socket", "socketpair", "connect", "execve", "execveat", "open", "openat", "creat", "truncate",
        "rename", "renameat", "renameat2", "mkdir", "mkdirat", "unlink", "unlinkat", "link", "linkat",
        "symlink", "symlinkat",
    ]

    /// Starts the app with `arguments` under strace (after the harness's own
    /// instance has quit), presses `keys` in its window, quits it with Ctrl+Q
    /// and returns what it did.
    func traceApp(_ arguments: [String], keys: [String]) async throws -> SyscallTrace {
        let log = directory.appendingPathComponent("logs/strace.log")
        let stderr = directory.appendingPathComponent("logs/traced-app.err").path
        let straceArguments = [
            "-f", "-y", "-qq", "-s", "4096", "-e", "trace=" + Self.tracedCalls.joined(separator: ","),
            "-e", "signal=none", "-o", log.path, try HarnessPaths.appBinary(),
        ] + arguments
        let process = try resources.start("strace", straceArguments, environment: environment,
                                          redirections: .init(stderrPath: stderr))
        var window = ""
        try await waitUntil("the traced app's window", timeout: .seconds(30)) {
            guard process.isRunning else {
                throw HarnessError.appExited(process.status, stderr: (try? String(contentsOfFile: stderr, encoding: .utf8)) ?? "")
            }
            let found = try await run("xdotool", ["search", "--onlyvisible", "--name", "^Matchismo$"], timeout: .seconds(5))
            window = found.stdout.split(separator: "\n").first.map(String.init) ?? ""
            return !window.isEmpty
        }
        // A little apart, so animations and saves run in between.
        try await run("xdotool", ["windowfocus", "--sync", window, "key", "--delay", "120"] + keys).check()
        try await Task.sleep(for: .milliseconds(500))
        try await run("xdotool", ["windowfocus", "--sync", window, "key", "ctrl+q"]).check()
        try await waitUntil("the traced app to quit", timeout: .seconds(15), interval: .milliseconds(20)) { !process.isRunning }
        guard process.status == .exited(0) else {
            throw HarnessError.appExited(process.status, stderr: (try? String(contentsOfFile: stderr, encoding: .utf8)) ?? "")
        }
        return SyscallTrace(log: try String(contentsOf: log, encoding: .utf8))
    }
}

/// What the trace shows, sorted into what is allowed and what is not.
struct TraceReport {
    let changes: [SyscallTrace.FileChange]
    let outside: [SyscallTrace.FileChange]
    let networkSockets: [String]
    let summary: String

    init(trace: SyscallTrace, environment: [String: String], session: String) {
        let data = environment["MATCHISMO_DATA_DIR"] ?? ((environment["XDG_DATA_HOME"] ?? "/nonexistent") + "/matchismo")
        let config = environment["XDG_CONFIG_HOME"] ?? "/nonexistent"
        // Where the app may write, and why.
        let allowed: [(root: String, reason: String)] = [
            (data, "the app's data directory"),
            (config + "/glib-2.0/settings", "the GSettings keyfile backend (dconf on a desktop, the app's config dir in a Flatpak)"),
            (environment["XDG_CACHE_HOME"] ?? "/nonexistent", "the XDG cache (fontconfig, Mesa, GTK)"),
            (environment["XDG_RUNTIME_DIR"] ?? "/nonexistent", "the XDG runtime directory"),
            ("/dev", "devices"),
            ("/proc", "the process's own files"),
        ]
        func inside(_ path: String, _ root: String) -> Bool { path == root || path.hasPrefix(root + "/") }
        changes = trace.fileChanges(cwd: FileManager.default.currentDirectoryPath)
        outside = changes.filter { change in !allowed.contains { inside(change.path, $0.root) } }
        let families = trace.socketFamilies
        networkSockets = families.filter { ["AF_INET", "AF_INET6", "AF_PACKET"].contains($0) }

        var lines = ["traced app: \(trace.calls.count) calls of interest"]
        lines.append("programs started: " + trace.programStarts.map { $0.strings.first ?? $0.arguments }.joined(separator: ", "))
        let familyCounts = Dictionary(grouping: families, by: { $0 }).map { "\($0.key) ×\($0.value.count)" }.sorted()
        lines.append("sockets: " + familyCounts.joined(separator: ", "))
        lines.append("connections: " + Set(trace.connections).sorted().map { $0.replacingOccurrences(of: session, with: "$SESSION") }
            .joined(separator: ", "))
        lines.append("file changes by directory:")
        for (root, reason) in allowed {
            let here = changes.filter { inside($0.path, root) }
            guard !here.isEmpty else { continue }
            lines.append("  \(root.replacingOccurrences(of: session, with: "$SESSION")) (\(reason)):")
            let counted = Dictionary(grouping: here, by: {
                "\($0.call) \(Self.generic($0.path).replacingOccurrences(of: root, with: "…"))\($0.succeeded ? "" : " (failed)")"
            })
            lines += counted.keys.sorted().map { "    \($0)\(counted[$0]!.count > 1 ? " ×\(counted[$0]!.count)" : "")" }
        }
        if !outside.isEmpty { lines.append("  elsewhere: " + outside.map(\.description).joined(separator: "; ")) }
        summary = lines.joined(separator: "\n")
    }

    /// A path with its random parts replaced, so temporary files group:
    /// `session.json.4HJIZ3` → `session.json.XXXXXX`, Mesa's hashed cache entries → `<hash>`.
    static func generic(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).map { part -> String in
            let text = String(part)
            let hex = text.split(separator: ".").first.map { $0.count >= 2 && $0.allSatisfy(\.isHexDigit) } ?? false
            if hex { return "<hash>" + (text.hasSuffix(".tmp") ? ".tmp" : "") }
            guard let dot = text.lastIndex(where: { $0 == "." || $0 == "-" }) else { return text }
            let suffix = text[text.index(after: dot)...]
            let random = suffix.count == 6 && suffix.allSatisfy { $0.isUppercase || $0.isNumber } && suffix.contains(where: \.isNumber)
            return random ? text[...dot] + "XXXXXX" : text
        }.joined(separator: "/")
    }
}
