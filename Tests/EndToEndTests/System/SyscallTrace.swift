import Foundation

/// The system calls of an `strace -f -y -qq -o FILE` log that matter for
/// security: sockets, connections, program starts and file changes.
///
/// Reads the log as written with `-y` (descriptors decorated with their
/// paths, so `openat` results name the file they opened) and joins calls that
/// threads interleaved (`<unfinished ...>` and `<... resumed>`).
struct SyscallTrace: Sendable {
    /// One finished call.
    struct Call: Sendable, CustomStringConvertible {
        let pid: String
        let name: String
        /// The text between the call's parentheses.
        let arguments: String
        /// The text after " = ": "5</tmp/x/file>", "0", "-1 ENOENT (No such file or directory)".
        let result: String

        var succeeded: Bool { !result.hasPrefix("-1") && !result.hasPrefix("?") }
        var description: String { "\(name)(\(arguments)) = \(result)" }

        /// The quoted strings among the arguments, unescaped, in order.
        var strings: [String] { SyscallTrace.quotedStrings(in: arguments) }

        /// The path a descriptor argument or the result is decorated with: `5</a/b>` → "/a/b".
        static func decoratedPath(_ text: String) -> String? {
            guard let open = text.firstIndex(of: "<"), let close = text.lastIndex(of: ">"), open < close else { return nil }
            return String(text[text.index(after: open)..<close])
        }
    }

    /// A file the process changed (or tried to), with how.
    struct FileChange: Sendable, CustomStringConvertible {
        let call: String
        let path: String
        let succeeded: Bool
        var description: String { "\(call) \(path)\(succeeded ? "" : " (failed)")" }
    }

    let calls: [Call]

    init(log: String) {
        var pending: [String: String] = [:]
        var calls: [Call] = []
        for line in log.split(separator: "\n") {
            guard let space = line.firstIndex(of: " ") else { continue }
            let pid = String(line[..<space])
            var text = line[space...].trimmingCharacters(in: .whitespaces)
            if text.hasSuffix("<unfinished ...>") {
                pending[pid] = String(text.dropLast("<unfinished ...>".count))
                continue
            }
            if text.hasPrefix("<... "), let resumed = text.range(of: "resumed>") {
                text = (pending.removeValue(forKey: pid) ?? "") + text[resumed.upperBound...]
            }
            guard let open = text.firstIndex(of: "("), let equals = text.range(of: " = ", options: .backwards),
                  let close = text[..<equals.lowerBound].lastIndex(of: ")"), open < close
            else { continue }
            calls.append(Call(
                pid: pid, name: String(text[..<open]), arguments: String(text[text.index(after: open)..<close]),
                result: String(text[equals.upperBound...])))
        }
        self.calls = calls
    }

    func calls(named names: Set<String>) -> [Call] { calls.filter { names.contains($0.name) } }

    /// The address families of every `socket` call: "AF_UNIX", "AF_NETLINK"...
    var socketFamilies: [String] {
        calls(named: ["socket", "socketpair"]).map { String($0.arguments.prefix { $0 != "," }) }
    }

    /// Where `connect` calls went: socket paths or addresses.
    var connections: [String] {
        calls(named: ["connect"]).map { call in
            if let path = call.arguments.range(of: "sun_path=") {
                let rest = call.arguments[path.upperBound...]
                return String(rest.prefix { $0 != "}" }) + (call.succeeded ? "" : " (failed)")
            }
            return call.arguments
        }
    }

    var programStarts: [Call] { calls(named: ["execve", "execveat"]) }

    /// Every open for writing or creating, rename, link, mkdir and unlink,
    /// with paths made absolute (`cwd` for paths relative to the working directory).
    func fileChanges(cwd: String) -> [FileChange] {
        var changes: [FileChange] = []
        for call in calls {
            let strings = call.strings
            func absolute(_ path: String, dirArgument: Int? = nil) -> String {
                if path.hasPrefix("/") { return path }
                let fields = call.arguments.split(separator: ",", omittingEmptySubsequences: false)
                if let index = dirArgument, index < fields.count,
                   let directory = Call.decoratedPath(String(fields[index])), directory.hasPrefix("/") {
                    return directory + "/" + path
                }
                return cwd + "/" + path
            }
            switch call.name {
            case "open", "openat", "creat":
                let writes = ["O_WRONLY", "O_RDWR", "O_CREAT", "O_TRUNC", "O_APPEND"].contains { call.arguments.contains($0) }
                guard let path = strings.first, call.name == "creat" || writes else { continue }
                let opened = call.succeeded ? Call.decoratedPath(call.result) : nil
                let resolved = opened ?? absolute(path, dirArgument: call.name == "openat" ? 0 : nil)
                changes.append(FileChange(call: call.name, path: resolved, succeeded: call.succeeded))
            case "mkdir", "unlink", "truncate":
                if let path = strings.first { changes.append(FileChange(call: call.name, path: absolute(path), succeeded: call.succeeded)) }
            case "mkdirat", "unlinkat":
                if let path = strings.first {
                    changes.append(FileChange(call: call.name, path: absolute(path, dirArgument: 0), succeeded: call.succeeded))
                }
            case "rename", "link", "symlink":
                for path in strings.prefix(2) {
                    changes.append(FileChange(call: call.name, path: absolute(path), succeeded: call.succeeded))
                }
            case "renameat", "renameat2", "linkat":
                if strings.count >= 2 {
                    changes.append(FileChange(call: call.name, path: absolute(strings[0], dirArgument: 0), succeeded: call.succeeded))
                    changes.append(FileChange(call: call.name, path: absolute(strings[1], dirArgument: 2), succeeded: call.succeeded))
                }
            case "symlinkat":
                if strings.count >= 2 {
                    changes.append(FileChange(call: call.name, path: absolute(strings[1], dirArgument: 1), succeeded: call.succeeded))
                }
            default:
                continue
            }
        }
        return changes
    }

    /// C-style quoted strings in strace's output, with `\"`, `\\` and `\n` undone.
    static func quotedStrings(in text: String) -> [String] {
        var strings: [String] = []
        var current: String?
        var escaped = false
        for character in text {
            guard var string = current else {
                if character == "\"" { current = "" }
                continue
            }
            if escaped {
                string.append(character == "n" ? "\n" : character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "\"" {
                strings.append(string)
                current = nil
                continue
            } else {
                string.append(character)
            }
            current = string
        }
        return strings
    }
}
