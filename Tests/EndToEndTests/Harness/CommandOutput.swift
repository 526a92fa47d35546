import Foundation

/// What a finished helper command printed and how it ended.
struct CommandOutput {
    let command: String
    let status: ChildProcess.Status
    let stdout: String
    let stderr: String

    var succeeded: Bool { status == .exited(0) }

    /// Throws unless the command exited with status 0.
    @discardableResult
    func check() throws -> CommandOutput {
        guard succeeded else { throw HarnessError.commandFailed(command: command, status: status, stderr: stderr) }
        return self
    }
}

extension ChildProcess {
    /// Runs a command to completion, collecting its output through files in
    /// `scratch` (so large output can never block it), and ends its process
    /// group when `timeout` passes.
    static func run(
        _ executable: String, _ arguments: [String], environment: [String: String],
        scratch: URL, timeout: Duration = .seconds(30)
    ) async throws -> CommandOutput {
        let stem = scratch.appendingPathComponent("command-\(UUID().uuidString)").path
        let (stdoutPath, stderrPath) = (stem + ".out", stem + ".err")
        defer {
            try? FileManager.default.removeItem(atPath: stdoutPath)
            try? FileManager.default.removeItem(atPath: stderrPath)
        }
        let process = try ChildProcess(
            executable, arguments, environment: environment,
            redirections: .init(stdoutPath: stdoutPath, stderrPath: stderrPath))
        let command = ([executable] + arguments).joined(separator: " ")
        guard try await process.waitForExit(timeout: timeout) else {
            process.terminate(grace: .milliseconds(500))
            let stderr = (try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? ""
            throw HarnessError.timedOut("\(command) after \(timeout)\n\(stderr)")
        }
        return CommandOutput(
            command: command, status: process.status,
            stdout: (try? String(contentsOfFile: stdoutPath, encoding: .utf8)) ?? "",
            stderr: (try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? "")
    }
}
