import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The session's line to `Scripts/atspi_reader.py`, which reads the app's
/// accessible tree and acts on its nodes over AT-SPI. One reader lives as long
/// as the session, so a read costs the app's answers and no Python start-up.
/// Requests and answers are JSON lines on a socket pair: the script's standard
/// input is the other end, and an answer wakes the read that waits for it.
final class AccessibilityReader: @unchecked Sendable {
    /// The failure statuses the script answers with.
    enum Status {
        static let appNotFound: Int32 = 3
        static let nodeNotFound: Int32 = 4
        static let noSuchAction: Int32 = 5
    }

    private let socket: Int32
    private let process: ChildProcess
    private let errorLog: String
    /// One request at a time: an answer is the next line on the socket.
    private let queue = DispatchQueue(label: "AccessibilityReader")
    private static let timeoutMilliseconds: Int32 = 30_000

    /// Starts the script in `resources` with the session's `environment`
    /// (its bus, from which it finds the accessibility bus).
    init(resources: SessionResources, environment: [String: String], errorLog: String) throws {
        var ends: [Int32] = [0, 0]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &ends) == 0 else {
            throw HarnessError.spawnFailed("socketpair", String(cString: strerror(errno)))
        }
        defer { close(ends[1]) }
        do {
            process = try resources.start(
                "/usr/bin/python3", [try HarnessPaths.script("atspi_reader.py")], environment: environment,
                redirections: .init(stdinDescriptor: ends[1], stderrPath: errorLog))
        } catch {
            close(ends[0])
            throw error
        }
        socket = ends[0]
        self.errorLog = errorLog
    }

    deinit {
        close(socket)
    }

    /// The app's tree as AT-SPI gives it (extents in window coordinates);
    /// each node's actions only `withActions` (no test but the reader's own
    /// looks at them, and they are two calls a node).
    func tree(of app: AppReference, withActions: Bool = false) async throws -> AccessibleNode {
        let fields: [String: Any] = ["op": "tree", "actions": withActions]
        return try await request(fields.merging(app.json) { _, new in new }, answer: TreeAnswer.self).tree
    }

    /// Performs the named action (or the first) on the `index`-th node named
    /// `name`, or gives it the keyboard focus.
    func act(
        on app: AppReference, name: String, role: String?, index: Int, action: String?, focus: Bool
    ) async throws {
        var fields: [String: Any] = ["op": "act", "name": name, "index": index, "focus": focus]
        fields["role"] = role
        fields["action"] = action
        _ = try await request(fields.merging(app.json) { _, new in new }, answer: ActAnswer.self)
    }

    /// The events some client listens for, as the AT-SPI registry names them
    /// ("Object:StateChanged:Focused"): an app sends only those.
    func listenedEvents() async throws -> [String] {
        try await request(["op": "listened"], answer: ListenedAnswer.self).events
    }

    /// Which app a request is about: its process, else its accessible name.
    struct AppReference: Sendable {
        var pid: Int32
        var name: String

        var json: [String: Any] { ["pid": pid, "app": name] }
    }

    private protocol Answer: Decodable {
        var status: Int32 { get }
        var error: String? { get }
    }

    private struct TreeAnswer: Answer {
        let status: Int32
        let error: String?
        let tree: AccessibleNode
    }

    private struct ListenedAnswer: Answer {
        let status: Int32
        let error: String?
        let events: [String]
    }

    private struct ActAnswer: Answer {
        let status: Int32
        let error: String?
    }

    private struct Failure: Decodable {
        let status: Int32
        let error: String?
    }

    private func request<A: Answer>(_ fields: [String: Any], answer: A.Type) async throws -> A {
        let line = try JSONSerialization.data(withJSONObject: fields) + Data("\n".utf8)
        let reply = try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Data, Error>) in
            queue.async { continuation.resume(with: Result { try self.exchange(line) }) }
        }
        if let failure = try? JSONDecoder().decode(Failure.self, from: reply), failure.status != 0 {
            throw HarnessError.commandFailed(
                command: "atspi_reader.py", status: .exited(failure.status), stderr: failure.error ?? "")
        }
        do {
            return try JSONDecoder().decode(A.self, from: reply)
        } catch {
            throw HarnessError.commandFailed(
                command: "atspi_reader.py", status: .exited(0), stderr: "unreadable answer: \(error)")
        }
    }

    /// Sends one request and reads its answer, a line; on the queue.
    private func exchange(_ line: Data) throws -> Data {
        try line.withUnsafeBytes { bytes in
            var sent = 0
            while sent < bytes.count {
                let count = send(socket, bytes.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL))
                guard count > 0 else { throw gone("could not write to it: \(String(cString: strerror(errno)))") }
                sent += count
            }
        }
        var reply = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        let deadline = ContinuousClock.now + .milliseconds(Int(Self.timeoutMilliseconds))
        while reply.last != UInt8(ascii: "\n") {
            let left = deadline - ContinuousClock.now
            guard left > .zero else { throw HarnessError.timedOut("atspi_reader.py's answer\n\(log)") }
            var ready = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            let waited = poll(&ready, 1, Int32((left / .milliseconds(1)).rounded(.up)))
            if waited < 0, errno == EINTR { continue }
            guard waited > 0 else { continue }
            let count = recv(socket, &buffer, buffer.count, 0)
            guard count > 0 else { throw gone("it closed its end") }
            reply.append(contentsOf: buffer[..<count])
        }
        return reply
    }

    private var log: String { (try? String(contentsOfFile: errorLog, encoding: .utf8)) ?? "" }

    private func gone(_ why: String) -> HarnessError {
        .commandFailed(command: "atspi_reader.py", status: process.poll(), stderr: "\(why)\n\(log)")
    }
}
