import CGLib
import FoundationEssentials
import Glibc
import GLibKit

extension DataStore {
    /// Moves the unusable file at `path` to a fresh dated name beside it and
    /// builds the player's message. The file's bytes are never changed.
    func keepAside<Document: StoredDocument>(
        _ path: String, problem: LoadProblem, type: Document.Type
    ) -> LoadResult<Document> {
        let messages = Document.messages
        let backup = freeBackupPath(for: path, tag: problem.backupTag)
        guard rename(path, backup) == 0 else {
            let detail = String(cString: g_strerror(errno))
            return .unavailable(reason: messages.notMoved.filling(["reason": problem.clause, "detail": detail]))
        }
        let sentence = if case .newer = problem { messages.newerKeptAside } else { messages.keptAside }
        return .recovered(backupPath: backup, reason: sentence.filling(["reason": problem.clause, "path": backup]))
    }

    /// `path.broken-2026-11-21T08-15-03` in local time, or with `.2`, `.3`… when taken.
    func freeBackupPath(for path: String, tag: String) -> String {
        let base = "\(path).\(tag)-\(Self.stamp(now()))"
        var candidate = base
        var counter = 1
        while Self.exists(candidate) {
            counter += 1
            candidate = "\(base).\(counter)"
        }
        return candidate
    }

    /// `2026-11-21T08-15-03`: the local time of `date`, formatted by GLib.
    static func stamp(_ date: Date) -> String {
        guard let time = g_date_time_new_from_unix_local(gint64(date.timeIntervalSince1970.rounded(.down))) else {
            return "unknown-time"
        }
        defer { g_date_time_unref(time) }
        guard let text = g_date_time_format(time, "%Y-%m-%dT%H-%M-%S") else { return "unknown-time" }
        defer { g_free(text) }
        return String(cString: text)
    }

    /// Whether anything, even a dangling link, is at `path`.
    static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// Deletes the temporary files (`session.json.XXXXXX`, six letters or
    /// digits) that GLib leaves when the process dies between creating and
    /// renaming one. They are never read: the document at its own name is
    /// always complete. Returns the names removed.
    @discardableResult
    public func removeStaleTemporaryFiles<Document: StoredDocument>(of type: Document.Type) -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return entries.filter { Self.isTemporaryName($0, of: Document.fileName) }.filter { name in
            var info = stat()
            let path = directory + "/" + name
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return false }
            return unlink(path) == 0
        }
    }

    /// Whether `name` is a GLib temporary name for `fileName`.
    static func isTemporaryName(_ name: String, of fileName: String) -> Bool {
        guard name.hasPrefix(fileName + ".") else { return false }
        let suffix = name.dropFirst(fileName.count + 1)
        return suffix.count == 6 && suffix.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }
}
