/// The daily puzzle (card reference, section 7): the date's 12 cards
/// (`DailyPuzzle`) hold exactly 6 sets; find them all. Cards are never dealt
/// or removed, so the deck is always empty and Deal 3 More is refused.
///
/// A set scores 3 and joins `found`, listed beside the table
/// (`beside == .foundSets(found, of: 6)`); choosing a set found before is
/// `setAlreadyFound` and costs nothing; three cards that are not a set cost 1.
/// Hints reveal a card of a set not yet found and cost 1, as in Set; the table
/// can be shuffled. The game is over when all 6 sets are found.
public struct PuzzleGame: SetFamilyRules {
    public static let variant = SetVariant.puzzle

    /// The day whose puzzle this is.
    public let date: PuzzleDate
    @usableFromInline var core: SetGameCore

    public init(date: PuzzleDate) {
        self.date = date
        let (cards, generator) = DailyPuzzle.draw(for: date)
        core = SetGameCore(table: cards, generator: generator)
    }

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
}

extension PuzzleGame {
    enum CodingKeys: String, CodingKey {
        case date
    }

    /// Reads a saved puzzle and refuses one that cannot happen: a table that
    /// is not the date's 12 cards, a deck, found sets that are not different
    /// sets of the table, an end that does not match the sets found, a
    /// selection or hints off the table, numbers out of bounds.
    public init(from decoder: any Decoder) throws {
        date = try decoder.container(keyedBy: CodingKeys.self).decode(PuzzleDate.self, forKey: .date)
        core = try SetGameCore(from: decoder)
        let limits = SavedStateLimits.self
        try limits.require(
            limits.isExactly(core.table, deck: DailyPuzzle.cards(for: date)) && core.deck.isEmpty,
            "the table must be the 12 cards of \(date.text) and the deck empty", in: decoder)
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

    public func encode(to encoder: any Encoder) throws {
        var values = encoder.container(keyedBy: CodingKeys.self)
        try values.encode(date, forKey: .date)
        try core.encode(to: encoder)
    }
}
