extension PuzzleGame {
    /// A puzzle rebuilt from what the puzzle book keeps of an old day: the
    /// date's 12 cards in the order dealt, the sets `found`, and the score and
    /// the help as they were; nil when `found` are not different sets of those
    /// cards. The order of the table after shuffles, the selection and the
    /// cards a hint showed are not kept.
    public init?(date: PuzzleDate, found: [[SetCard]], score: Int, hintsTaken: Int, setCountShown: Bool) {
        self.init(date: date)
        let table = Set(core.table)
        guard found.count <= DailyPuzzle.setCount, Set(found.map(Set.init)).count == found.count,
              found.allSatisfy({ SetRules.isSet($0) && table.isSuperset(of: $0) }) else { return nil }
        core.found = found
        core.score = score
        core.hintsTaken = max(0, hintsTaken)
        core.setCountShown = setCountShown
        core.moves = found.count + core.hintsTaken
        core.isOver = found.count == DailyPuzzle.setCount
    }

    /// The date's puzzle solved: all 6 sets found in table order.
    public init(solvedOn date: PuzzleDate, score: Int, hintsTaken: Int, setCountShown: Bool) {
        let table = DailyPuzzle.cards(for: date)
        let sets = SetRules.allSets(in: table).map { $0.map { table[$0] } }
        self.init(date: date, found: sets, score: score, hintsTaken: hintsTaken, setCountShown: setCountShown)!
    }
}
