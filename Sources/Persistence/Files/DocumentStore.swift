/// Loads and saves one kind of document in a `DataStore`.
public struct DocumentStore<Document: StoredDocument>: Sendable {
    public let dataStore: DataStore

    /// A store for `Document` in `dataStore` (by default the user's data directory).
    public init(dataStore: DataStore = DataStore()) {
        self.dataStore = dataStore
    }

    /// The document, `.missing` on the first run, or `.recovered` with the player's message.
    public func load() -> LoadResult<Document> {
        dataStore.load(Document.self)
    }

    /// Saves atomically; on failure the previous file is intact and the error carries the player's message.
    public func save(_ document: Document) throws(StorageError) {
        try dataStore.save(document)
    }

    /// The document's file.
    public var path: String { dataStore.path(of: Document.self) }
}

/// The saved session: the games in progress.
public typealias SessionStore = DocumentStore<SavedSession>
/// The statistics and high scores.
public typealias StatisticsStore = DocumentStore<Statistics>
/// Every daily puzzle opened: progress, times and results.
public typealias PuzzleBookStore = DocumentStore<PuzzleBook>
/// Every numbered puzzle opened: progress, times and results.
public typealias NumberedPuzzleBookStore = DocumentStore<NumberedPuzzleBook>
/// The Set games of the last 30 days, as move logs for the review.
public typealias RecentGamesStore = DocumentStore<RecentGames>
