/// Finding and replacing text by whole characters, with the standard library
/// alone: the standard `replacing(_:with:)` and `contains(_: String)` live in
/// Swift's string-processing module, whose regex engine (about 0.8 MB of
/// code) a statically linked game would carry for them.
extension String {
    /// Every occurrence of `target`, left to right, replaced by `replacement`.
    public func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var result = ""
        var index = startIndex
        while index < endIndex {
            if self[index...].starts(with: target) {
                result += replacement
                index = self.index(index, offsetBy: target.count)
            } else {
                result.append(self[index])
                index = self.index(after: index)
            }
        }
        return result
    }

    /// Whether `part` occurs in the text (always, when empty).
    public func includes(_ part: String) -> Bool {
        part.isEmpty || indices.contains { self[$0...].starts(with: part) }
    }

    /// Where the first occurrence of `part` ends; nil when there is none.
    public func end(ofFirst part: String) -> Index? {
        guard let start = indices.first(where: { self[$0...].starts(with: part) }) else { return nil }
        return index(start, offsetBy: part.count)
    }
}
