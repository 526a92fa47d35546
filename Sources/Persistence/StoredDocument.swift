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
    /// What the player calls the document, for messages: "saved game".
    static var documentName: String { get }
    /// What the app starts with when the document is lost, for messages: "a new game".
    static var defaultsDescription: String { get }
}
