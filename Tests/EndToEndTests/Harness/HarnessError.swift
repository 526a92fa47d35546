/// Why the end-to-end harness could not do what a test asked.
enum HarnessError: Error, CustomStringConvertible {
    case spawnFailed(String, String)
    case commandFailed(command: String, status: ChildProcess.Status, stderr: String)
    case timedOut(String)
    case appExited(ChildProcess.Status, stderr: String)
    case missingFile(String, hint: String)
    case notFound(String)
    case unsupported(String)
    case logged([String])

    var description: String {
        switch self {
        case .spawnFailed(let executable, let reason):
            "could not start \(executable): \(reason)"
        case .commandFailed(let command, let status, let stderr):
            "\(command) failed (\(status)):\n\(stderr)"
        case .timedOut(let what):
            "timed out: \(what)"
        case .appExited(let status, let stderr):
            "matchismo exited early (\(status)); its stderr:\n\(stderr)"
        case .missingFile(let path, let hint):
            "\(path) does not exist; \(hint)"
        case .notFound(let what):
            "not found: \(what)"
        case .unsupported(let what):
            "the harness cannot do this: \(what)"
        case .logged(let lines):
            "matchismo logged \(lines.count) critical(s) or warning(s) no test expected:\n\(lines.joined(separator: "\n"))"
        }
    }
}
