/// A sortable column of the high-score table.
public enum ResultColumn: String, CaseIterable, Sendable {
    case score, duration, date
}

/// Which way a column sorts.
public enum SortDirection: Sendable {
    case ascending, descending
}

extension Array where Element == GameResult {
    /// The results ordered by `column`; ties keep the high-score order, so the
    /// result is the same whatever order the input was in.
    public func sorted(by column: ResultColumn, _ direction: SortDirection) -> [GameResult] {
        sorted { a, b in
            let (first, second) = direction == .ascending ? (a, b) : (b, a)
            switch column {
            case .score where a.score != b.score: return first.score < second.score
            case .duration where a.duration != b.duration: return first.duration < second.duration
            case .date where a.date != b.date: return first.date < second.date
            default: return GameResult.ranksAbove(a, b)
            }
        }
    }
}
