/// A value that `DataStore` keeps as one JSON file, inside a versioned envelope.
///
/// The file holds `{ "format": N, "saved": "<ISO 8601 date>", "payload": … }`.
/// Raise `format` whenever the payload's shape changes so that an older
/// version of Matchismo keeps a newer file aside instead of misreading it.
public protocol StoredDocument: Codable, Sendable {
    /// The file name inside the data directory, such as `session.json`.
    static var fileName: String { get }
    /// The payload format this version writes and the newest it reads.
    static var format: Int { get }
    /// The sentences that tell the player about this document, translated.
    static var messages: DocumentMessages { get }
}

/// What the player is told about one stored document, as whole sentences in
/// the player's language with `{placeholders}`; each document has its own, so
/// a translation can make every word agree with "saved game" or "statistics".
public struct DocumentMessages: Sendable {
    /// The file was set aside: `{reason}` (a `LoadProblem`'s) and `{path}`, the backup.
    public var keptAside: String
    /// The file, from a newer version, was set aside as `{path}`.
    public var newerKeptAside: String
    /// The file could not even be moved: `{reason}` and `{detail}`, the system's explanation.
    public var notMoved: String
    /// Saving failed with `{detail}`, the system's explanation.
    public var notSaved: String

    public init(keptAside: String, newerKeptAside: String, notMoved: String, notSaved: String) {
        self.keptAside = keptAside
        self.newerKeptAside = newerKeptAside
        self.notMoved = notMoved
        self.notSaved = notSaved
    }
}
