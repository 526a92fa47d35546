import Foundation

/// What the Orca screen reader says in a session, read from its debug file.
///
/// Orca logs each utterance as a `SPEECH OUTPUT: '…'` line, written as it is
/// said (`Scripts/orca_launcher.py` makes the file line-buffered). Only those
/// lines count; the rest of the log is Orca's own tracing.
///
/// A `Mark` is a place in the log: `mark()` starts a fresh window of
/// utterances, and `speech(since:)` and `waitForSpeech(containing:)` read from
/// the latest mark unless given another. Start a session with Orca through
/// `AppSession.withOrca(_:)`.
actor OrcaSpeech {
    /// A place in the debug file: the start of a line.
    struct Mark: Sendable {
        fileprivate let offset: UInt64

        /// The start of the file: everything Orca said.
        static let start = Mark(offset: 0)
    }

    /// Orca's debug file.
    let logPath: String
    /// Orca's standard error, for failure messages.
    let stderrPath: String
    /// The launcher's process id (it becomes Orca itself).
    let pid: Int32
    private var currentMark = Mark.start

    init(logPath: String, stderrPath: String, pid: Int32) {
        self.logPath = logPath
        self.stderrPath = stderrPath
        self.pid = pid
    }

    /// What Orca says first once its speech works.
    static let readyUtterance = "Screen reader on."

    // MARK: Reading

    /// Starts a fresh window: later reads see only what is said from now on.
    @discardableResult
    func mark() -> Mark {
        currentMark = Mark(offset: completeLinesEnd())
        return currentMark
    }

    /// The utterances since `mark` (the latest `mark()` when nil), in order.
    func speech(since mark: Mark? = nil) -> [String] {
        Self.utterances(inLog: completeLines(from: mark ?? currentMark))
    }

    /// Polls the log until an utterance since `mark` (the latest `mark()`
    /// when nil) contains `text`, and returns the utterances since `mark`.
    /// - Throws: `HarnessError.timedOut` with what Orca said instead, and
    ///   whether it is still running.
    @discardableResult
    func waitForSpeech(containing text: String, since mark: Mark? = nil, timeout: Duration = .seconds(10)) async throws
        -> [String]
    {
        try await waitForSpeech("an utterance containing \"\(text)\"", since: mark, timeout: timeout) { spoken in
            spoken.contains { $0.contains(text) }
        }
    }

    /// Polls the log until `condition` holds for the utterances since `mark`
    /// (the latest `mark()` when nil) and returns them.
    @discardableResult
    func waitForSpeech(
        _ what: String, since mark: Mark? = nil, timeout: Duration = .seconds(10),
        _ condition: ([String]) throws -> Bool
    ) async throws -> [String] {
        let start = mark ?? currentMark
        var spoken: [String] = []
        do {
            try await waitUntil("Orca to say \(what)", timeout: timeout, interval: .milliseconds(50)) {
                spoken = speech(since: start)
                if try condition(spoken) { return true }
                guard isRunning else { throw HarnessError.timedOut("Orca to say \(what), but Orca exited") }
                return false
            }
        } catch HarnessError.timedOut(let message) {
            let said = spoken.isEmpty ? " nothing" : "\n" + spoken.map { "  '\($0)'" }.joined(separator: "\n")
            throw HarnessError.timedOut("\(message); since the mark it said\(said)")
        }
        return spoken
    }

    /// Waits until Orca has said "Screen reader on.", which it does once its
    /// speech works (Orca 48 registers its event listeners only later:
    /// `AppSession.withOrca` waits for those at the AT-SPI registry).
    func waitUntilReady(timeout: Duration = .seconds(30)) async throws {
        try await waitForSpeech("\"\(Self.readyUtterance)\"", since: .start, timeout: timeout) {
            $0.contains(Self.readyUtterance)
        }
    }

    /// Whether Orca still runs (a zombie counts as ended).
    var isRunning: Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let end = stat.lastIndex(of: ")")
        else { return false }
        let state = stat[stat.index(after: end)...].trimmingCharacters(in: .whitespaces).prefix(1)
        return state != "Z" && state != "X"
    }

    /// Whether Orca runs, everything it said and the end of its stderr, for
    /// failure messages.
    func report() -> String {
        let said = speech(since: .start)
        let stderr = (try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? ""
        return """
            Orca \(isRunning ? "is running" : "is not running") (pid \(pid)); it said \(said.count) utterance(s) in all\
            \(said.count > 40 ? ", the last 40" : ""):
            \(said.suffix(40).map { "  '\($0)'" }.joined(separator: "\n"))
            Orca's stderr (last 20 lines):
            \(stderr.split(separator: "\n").suffix(20).joined(separator: "\n"))
            """
    }

    /// Copies Orca's utterances and its whole debug log into `folder`.
    func saveArtifacts(to folder: URL) {
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let spoken = speech(since: .start).joined(separator: "\n")
        try? spoken.write(to: folder.appendingPathComponent("orca-speech.txt"), atomically: true, encoding: .utf8)
        let debug = folder.appendingPathComponent("orca-debug.log")
        try? FileManager.default.removeItem(at: debug)
        try? FileManager.default.copyItem(atPath: logPath, toPath: debug.path)
    }

    // MARK: The file

    /// The log from `mark` up to the end of its last complete line: a line
    /// Orca is still writing is left for the next read.
    private func completeLines(from mark: Mark) -> String {
        guard let handle = FileHandle(forReadingAtPath: logPath) else { return "" }
        defer { try? handle.close() }
        guard (try? handle.seek(toOffset: mark.offset)) != nil,
              let data = try? handle.readToEnd(), let end = data.lastIndex(of: UInt8(ascii: "\n"))
        else { return "" }
        return String(decoding: data[...end], as: UTF8.self)
    }

    /// The byte offset just past the log's last complete line, found by
    /// reading back from the end (the log grows to megabytes).
    private func completeLinesEnd() -> UInt64 {
        guard let handle = FileHandle(forReadingAtPath: logPath) else { return 0 }
        defer { try? handle.close() }
        guard var chunkEnd = try? handle.seekToEnd() else { return 0 }
        while chunkEnd > 0 {
            let chunkStart = chunkEnd - min(chunkEnd, 65_536)
            guard (try? handle.seek(toOffset: chunkStart)) != nil,
                  let data = try? handle.read(upToCount: Int(chunkEnd - chunkStart))
            else { return 0 }
            if let newline = data.lastIndex(of: UInt8(ascii: "\n")) {
                return chunkStart + UInt64(newline - data.startIndex) + 1
            }
            chunkEnd = chunkStart
        }
        return 0
    }

    // MARK: Parsing

    /// The utterances in a piece of Orca's debug log, in order.
    ///
    /// A speech line is `HH:MM:SS.ffffff - SPEECH OUTPUT: '<text>'<voice>`,
    /// where the voice is a Python dict (`{'established': False}`) or `None`,
    /// possibly preceded by ` voice=NAME` or a space (key echo). A text with
    /// line breaks goes on in lines indented by 18 spaces until its closing
    /// quote. Every other line is ignored.
    static func utterances(inLog log: String) -> [String] {
        var utterances: [String] = []
        var open: String?  // a text whose closing quote has not come yet
        for line in log.split(separator: "\n", omittingEmptySubsequences: false) {
            let body: String
            if let start = speechBody(of: line) {
                if let open { utterances.append(open) }
                body = String(start)
            } else if let text = open, line.hasPrefix(continuationIndent) {
                body = text + "\n" + line.dropFirst(continuationIndent.count)
            } else {
                if let open { utterances.append(open) }
                open = nil
                continue
            }
            if let text = closedText(body) {
                utterances.append(text)
                open = nil
            } else {
                open = body
            }
        }
        if let open { utterances.append(open) }
        return utterances
    }

    private static let speechPrefix = "SPEECH OUTPUT: '"
    private static let continuationIndent = String(repeating: " ", count: 18)

    /// What follows `SPEECH OUTPUT: '` on a speech line, else nil.
    private static func speechBody(of line: Substring) -> Substring? {
        var rest = line
        // The timestamp Orca puts first: "08:22:55.668690 - ".
        if let dash = rest.range(of: " - "), rest[..<dash.lowerBound].allSatisfy({ $0.isNumber || $0 == ":" || $0 == "." }) {
            rest = rest[dash.upperBound...]
        }
        guard rest.hasPrefix(speechPrefix) else { return nil }
        return rest.dropFirst(speechPrefix.count)
    }

    /// The text before the closing quote: the last `'` that is followed only
    /// by an optional ` voice=NAME`, optional spaces and an optional `{…}` or
    /// `None`. Nil while the closing quote has not come.
    private static func closedText(_ body: String) -> String? {
        var index = body.endIndex
        while let quote = body[..<index].lastIndex(of: "'") {
            if isVoiceSuffix(body[body.index(after: quote)...]) { return String(body[..<quote]) }
            index = quote
        }
        return nil
    }

    private static func isVoiceSuffix(_ suffix: Substring) -> Bool {
        var rest = suffix
        if rest.hasPrefix(" voice=") {
            rest = rest.dropFirst(" voice=".count).drop { !$0.isWhitespace && $0 != "{" }
        }
        rest = rest.drop { $0 == " " }
        return rest.isEmpty || rest == "None" || (rest.first == "{" && rest.last == "}")
    }
}
