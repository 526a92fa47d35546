import Foundation

/// The exit status and output of a finished process.
struct ToolOutput: Sendable, CustomStringConvertible {
    let command: String
    let status: Int32
    let standardOutput: String
    let standardError: String

    var succeeded: Bool { status == 0 }

    /// Both streams, for matching messages that a tool may print to either.
    var combinedOutput: String { standardOutput + standardError }

    var description: String {
        "`\(command)` exited with \(status)\n--- stdout\n\(standardOutput)\n--- stderr\n\(standardError)"
    }

    /// Runs `executable` and waits for it without blocking a thread, terminating it after
    /// `timeout` seconds. Output goes through temporary files, so a chatty build never
    /// blocks on a full pipe.
    static func capture(
        executable: String,
        arguments: [String],
        in directory: URL,
        environment: [String: String],
        timeout: TimeInterval
    ) async throws -> ToolOutput {
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("matchismo-packaging-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("stdout")
        let errURL = scratch.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let outHandle = try FileHandle(forWritingTo: outURL)
        let errHandle = try FileHandle(forWritingTo: errURL)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = outHandle
        process.standardError = errHandle
        let (exited, exit) = AsyncStream<Void>.makeStream()
        process.terminationHandler = { _ in exit.finish() }
        try process.run()

        let pid = process.processIdentifier
        let watchdog = Task {
            try await Task.sleep(for: .seconds(timeout))
            kill(pid, SIGTERM)
            return true
        }
        for await _ in exited {}
        watchdog.cancel()
        let timedOut = (try? await watchdog.value) ?? false
        try outHandle.close()
        try errHandle.close()

        return ToolOutput(
            command: ([executable] + arguments).joined(separator: " ") + (timedOut ? " (killed after \(Int(timeout)) s)" : ""),
            status: process.terminationStatus,
            standardOutput: try String(contentsOf: outURL, encoding: .utf8),
            standardError: try String(contentsOf: errURL, encoding: .utf8)
        )
    }
}
