import CGLib
import FoundationEssentials
import Glibc

/// Reads and writes `StoredDocument`s as JSON files in one directory.
///
/// Writes are atomic: GLib writes a temporary file beside the document, syncs
/// it and renames it over the old one, so a crash leaves the old or the new
/// document, never a mix. A file that cannot be used is moved aside to a dated
/// backup, never overwritten or deleted. A plain value; safe from any thread.
public struct DataStore: Sendable {
    /// Overrides the data directory, for end-to-end tests.
    public static let directoryVariable = "MATCHISMO_DATA_DIR"

    /// The directory holding the documents; created on the first save.
    public let directory: String
    let now: @Sendable () -> Date

    /// A store in `directory`; `now` dates envelopes and backups.
    public init(directory: String, now: @escaping @Sendable () -> Date = { Date() }) {
        self.directory = directory
        self.now = now
    }

    /// The store in `MATCHISMO_DATA_DIR` when set, otherwise in the user data directory.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.init(directory: Self.defaultDirectory(environment: environment))
    }

    /// `$MATCHISMO_DATA_DIR`, or `g_get_user_data_dir()/matchismo` (inside a
    /// Flatpak, the app's own data folder).
    public static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let directory = environment[directoryVariable], !directory.isEmpty { return directory }
        return String(cString: g_get_user_data_dir()) + "/matchismo"
    }

    /// Whether the directory is there (a deleted one is made again by the next save).
    public var directoryExists: Bool { g_file_test(directory, G_FILE_TEST_IS_DIR) != 0 }

    /// The path of a document's file.
    public func path<Document: StoredDocument>(of type: Document.Type) -> String {
        directory + "/" + Document.fileName
    }

    /// Reads a document. A missing file is `.missing`; any other problem moves
    /// the file aside and returns `.recovered`. Also removes temporary files
    /// that an interrupted save left behind (see `removeStaleTemporaryFiles`).
    public func load<Document: StoredDocument>(_ type: Document.Type = Document.self) -> LoadResult<Document> {
        let path = path(of: type)
        removeStaleTemporaryFiles(of: type)
        let problem: LoadProblem
        switch Self.readFile(path) {
        case .missing: return .missing
        case .failed(let detail): problem = .unreadable(detail)
        case .read(let data):
            switch EnvelopeCoding.decode(type, from: data) {
            case .success(let document): return .loaded(document)
            case .failure(let decodingProblem): problem = decodingProblem
            }
        }
        return keepAside(path, problem: problem, type: type)
    }

    /// Writes a document atomically, creating the directory (mode 0700) if needed.
    /// On failure the previous file is untouched and no temporary file remains.
    public func save<Document: StoredDocument>(_ document: Document) throws(StorageError) {
        let path = path(of: Document.self)
        let data: Data
        do {
            data = try EnvelopeCoding.encode(document, saved: now())
        } catch {
            throw StorageError(.encode, path: path, detail: "\(error)", cause: .other, messages: Document.messages)
        }
        if g_mkdir_with_parents(directory, 0o700) != 0 {
            let number = errno
            throw StorageError(.createDirectory, path: directory, file: path, detail: String(cString: g_strerror(number)),
                               cause: SaveFailure(errno: number), messages: Document.messages)
        }
        var error: UnsafeMutablePointer<GError>?
        let flags = GFileSetContentsFlags(
            rawValue: G_FILE_SET_CONTENTS_CONSISTENT.rawValue | G_FILE_SET_CONTENTS_DURABLE.rawValue)
        let written = data.withUnsafeBytes { bytes in
            g_file_set_contents_full(
                path, bytes.baseAddress?.assumingMemoryBound(to: CChar.self), gssize(bytes.count), flags, 0o600, &error)
        }
        if written == 0 {
            let cause = SaveFailure(error)
            throw StorageError(.write, path: path, detail: Self.consume(error), cause: cause, messages: Document.messages)
        }
    }
}

extension DataStore {
    enum ReadOutcome {
        case missing
        case failed(String)
        case read(Data)
    }

    /// The bytes of `path`, read with GLib so errors carry the system's reason.
    static func readFile(_ path: String) -> ReadOutcome {
        var contents: UnsafeMutablePointer<CChar>?
        var length: gsize = 0
        var error: UnsafeMutablePointer<GError>?
        guard g_file_get_contents(path, &contents, &length, &error) != 0, let contents else {
            // No such file, or a path component that is not a directory: nothing is there to keep.
            let absent = [G_FILE_ERROR_NOENT, G_FILE_ERROR_NOTDIR].map { Int32($0.rawValue) }
            let isMissing = error.map {
                $0.pointee.domain == g_file_error_quark() && absent.contains($0.pointee.code)
            } ?? false
            let detail = consume(error)
            return isMissing ? .missing : .failed(detail)
        }
        defer { g_free(contents) }
        return .read(Data(bytes: contents, count: Int(length)))
    }

    /// The message of `error`, which is freed.
    static func consume(_ error: UnsafeMutablePointer<GError>?) -> String {
        guard let error else { return "unknown error" }
        defer { g_error_free(error) }
        return error.pointee.message.map { String(cString: $0) } ?? "unknown error"
    }
}
