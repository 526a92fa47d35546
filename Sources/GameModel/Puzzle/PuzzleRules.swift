/// The rules every puzzle plays by, the daily one (`PuzzleGame`) and the
/// numbered ones (`NumberedPuzzleGame`): 12 cards holding exactly 6 sets,
/// never dealt or removed; find them all.
///
/// A set scores 3 and joins `found`, listed beside the table
/// (`beside == .foundSets(found, of: 6)`); choosing a set found before is
/// `setAlreadyFound` and costs nothing; three cards that are not a set cost 1.
/// Hints reveal a card of a set not yet found and cost 1, as in Set; the table
/// can be shuffled. The game is over when all 6 sets are found.
@usableFromInline
protocol PuzzleRules: SetFamilyRules {}

extension PuzzleRules {
    public var beside: BesideTable { .foundSets(core.found, of: DailyPuzzle.setCount) }
    public var hasPlayOnTable: Bool { !plays.isEmpty }

    /// The sets on the table not found yet, in `SetRules.allSets` order.
    @usableFromInline
    var plays: [[SetCard]] {
        let found = Set(core.found.map(Set.init))
        return SetRules.allSets(in: core.table).map { $0.map { core.table[$0] } }.filter { !found.contains(Set($0)) }
    }

    @usableFromInline
    mutating func judge(_ chosen: [SetCard]) -> GameOutcome {
        guard SetRules.isSet(chosen) else {
            return core.penalize(.notASet(chosen, penalty: SetScoring.mismatchPenalty), penalty: SetScoring.mismatchPenalty)
        }
        if core.found.contains(where: { Set($0) == Set(chosen) }) { return GameOutcome(.setAlreadyFound(chosen)) }
        core.hinted = []
        return core.reward(chosen, .setFound(chosen, points: SetScoring.setFound), points: SetScoring.setFound)
    }

    /// Refuses a saved puzzle that cannot happen: a table that is not
    /// `cards` (the puzzle's, named `name` in the message), a deck, found sets
    /// that are not different sets of the table, an end that does not match
    /// the sets found, a selection or hints off the table, numbers out of bounds.
    func checkPuzzle(cards: [SetCard], name: String, in decoder: any Decoder) throws {
        let limits = SavedStateLimits.self
        try limits.require(
            limits.isExactly(core.table, deck: cards) && core.deck.isEmpty,
            "the table must be the 12 cards of \(name) and the deck empty", in: decoder)
        let table = Set(core.table)
        try limits.require(
            core.found.allSatisfy { SetRules.isSet($0) && table.isSuperset(of: $0) }
                && Set(core.found.map(Set.init)).count == core.found.count,
            "the sets found must be different sets on the table", in: decoder)
        try limits.require(
            core.isOver == (core.found.count == DailyPuzzle.setCount),
            "the puzzle is over exactly when all \(DailyPuzzle.setCount) sets are found", in: decoder)
        try checkShared(in: decoder)
    }
}
