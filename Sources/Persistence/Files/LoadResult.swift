/// What `DataStore.load` found.
public enum LoadResult<Value> {
    /// No file yet: the first run.
    case missing
    /// The document as it was saved.
    case loaded(Value)
    /// The file was unreadable, damaged, of another shape or from a newer
    /// version; it was moved, unchanged, to `backupPath` and the caller should
    /// use defaults. `reason` is one sentence to show the player once.
    case recovered(backupPath: String, reason: String)
    /// The file was unusable and could not even be moved aside, so it was left
    /// untouched; the caller should use defaults. `reason` is one sentence to
    /// show the player.
    case unavailable(reason: String)

    /// The loaded value, if any.
    public var value: Value? {
        if case .loaded(let value) = self { value } else { nil }
    }

    /// The sentence to show the player, when something went wrong.
    public var message: String? {
        switch self {
        case .missing, .loaded: nil
        case .recovered(_, let reason), .unavailable(let reason): reason
        }
    }
}

extension LoadResult: Sendable where Value: Sendable {}
extension LoadResult: Equatable where Value: Equatable {}
