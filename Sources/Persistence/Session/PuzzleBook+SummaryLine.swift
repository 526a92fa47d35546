import GameModel

/// A summarized day saved as one line of text, which reads about ten times
/// faster than an object with its keys (years of days load at start-up):
/// `DATE SECONDS SCORE HINTS`, then `shown` when the count of sets was
/// shown, then for a puzzle not solved `found` and each set found as the
/// cards' deck indexes joined by dots: `2016-07-09 30.25 6 0 found 0.4.8 2.5.11`.
extension PuzzleBook.Day {
    var summaryLine: String? {
        guard case let .summary(found, score, hints, shown) = kept else { return nil }
        var words = [date.text, String(seconds), String(score), String(hints)]
        if shown { words.append("shown") }
        if let found { words += ["found"] + found.map { $0.map { String($0.index) }.joined(separator: ".") } }
        return words.joined(separator: " ")
    }

    /// The day `line` saves, or nil when it is no such line: numbers out of
    /// range, or sets that are not different sets of the day's cards.
    init?(summaryLine line: String) {
        let words = line.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        let limit = GameStatistics.magnitude
        guard words.count >= 4, let date = PuzzleDate(parsing: words[0]), let seconds = Double(words[1]),
              seconds.isFinite, seconds >= 0, let score = Int(words[2]), abs(score) <= limit,
              let hints = Int(words[3]), (0...limit).contains(hints) else { return nil }
        var rest = words.dropFirst(4)
        let shown = rest.first == "shown"
        if shown { rest = rest.dropFirst() }
        var found: [[SetCard]]?
        if rest.first == "found" {
            let sets = rest.dropFirst().map { $0.split(separator: ".").compactMap { Int($0) } }
            guard sets.count < DailyPuzzle.setCount, sets.allSatisfy({ $0.count == 3 && $0.allSatisfy((0..<SetCard.deckSize).contains) })
            else { return nil }
            found = sets.map { $0.map(SetCard.init(index:)) }
            // Rebuilt now, to refuse sets that are not the day's.
            guard PuzzleGame(date: date, found: found!, score: score, hintsTaken: hints, setCountShown: shown) != nil else { return nil }
        } else if !rest.isEmpty {
            return nil
        }
        self.init(date: date, seconds: seconds, kept: .summary(found: found, score: score, hintsTaken: hints, setCountShown: shown))
    }
}
