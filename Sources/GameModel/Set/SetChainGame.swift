/// Set-Chain (card reference, section 7): the first set is free; after it,
/// each set must keep exactly one card of the set found before and take two
/// new cards from the table.
///
/// The last set found leaves the table and stays beside it
/// (`beside == .lastSet(lastSet)`), where its cards can still be chosen:
/// `choosable` is the table followed by the last set, so `.choose(i)` with
/// `i` in `table.count..<table.count + 3` chooses the last set's card
/// `i - table.count`. A chain set's two table cards leave the table (replaced
/// from the deck like Set's while the table has at most 12) and the three
/// become the new last set; the kept card goes on into it.
///
/// Scoring is Set's (`SetScoring`): a set that keeps the chain scores 3; three
/// cards that are not a set cost 1, and so does a set that keeps no card or
/// more than one card of the last set (`notAChain`). Hints, Deal 3 More's
/// penalty and the end of the game follow the chain rule: the game is over
/// when the deck is empty and no set can continue the chain.
public struct SetChainGame: SetFamilyRules {
    public static let variant = SetVariant.chain

    @usableFromInline var core: SetGameCore

    public init(seed: UInt64) {
        core = SetGameCore(shuffling: SetCard.fullDeck, seed: seed)
    }

    /// The last set found, which the next set must keep exactly one card of; nil before the first.
    public var lastSet: [SetCard]? { core.found.last }
    /// The cards `.choose` can name: the table, then the last set.
    public var choosable: [SetCard] { core.table + (lastSet ?? []) }
    public var beside: BesideTable { .lastSet(lastSet) }
    public var hasPlayOnTable: Bool {
        var any = false
        forEachPlay { _ in
            any = true
            return false
        }
        return any
    }

    /// Every set that continues the chain now, each as the kept card of the
    /// last set and then the two table cards (before the first set, every set
    /// on the table).
    @usableFromInline
    var plays: [[SetCard]] {
        var all: [[SetCard]] = []
        forEachPlay { play in
            all.append(play)
            return true
        }
        return all
    }

    /// Calls `body` with each set that continues the chain until it returns false.
    private func forEachPlay(_ body: ([SetCard]) -> Bool) {
        let table = core.table
        guard let last = lastSet else {
            SetRules.forEachSet(in: table) { i, j, k in body([table[i], table[j], table[k]]) }
            return
        }
        // The table position of each card by deck index; -1 when not on the table.
        var position = [Int](repeating: -1, count: SetCard.deckSize)
        for (index, card) in table.enumerated() { position[card.index] = index }
        for kept in last {
            for (i, card) in table.enumerated() {
                let j = position[SetCard.completingIndex(kept.index, card.index)]
                if j > i, !body([kept, card, table[j]]) { return }
            }
        }
    }

    @usableFromInline
    mutating func judge(_ chosen: [SetCard]) -> GameOutcome {
        let penalty = SetScoring.mismatchPenalty
        guard SetRules.isSet(chosen) else { return core.penalize(.notASet(chosen, penalty: penalty), penalty: penalty) }
        let last = lastSet ?? []
        if !last.isEmpty, chosen.count(where: last.contains) != 1 {
            return core.penalize(.notAChain(chosen, lastSet: last, penalty: penalty), penalty: penalty)
        }
        core.removeOrReplace(chosen.filter { !last.contains($0) })
        return core.reward(chosen, .setFound(chosen, points: SetScoring.setFound), points: SetScoring.setFound)
    }
}

extension SetChainGame {
    /// Reads a saved game and refuses one that cannot happen: sets found that
    /// are not sets or do not chain (each after the first keeps exactly one
    /// card of the one before and two cards never used before), cards missing
    /// or twice among the table, the deck and the cards used, a selection or
    /// hints the player could not have chosen, numbers out of bounds.
    public init(from decoder: any Decoder) throws {
        core = try SetGameCore(from: decoder)
        var used = Set<SetCard>()
        var chained = true
        for (number, set) in core.found.enumerated() where chained {
            let before = number == 0 ? [] : core.found[number - 1]
            let new = set.filter { !before.contains($0) }
            chained = SetRules.isSet(set) && new.count == (before.isEmpty ? 3 : 2) && used.isDisjoint(with: new)
            used.formUnion(set)
        }
        let limits = SavedStateLimits.self
        try limits.require(chained, "every set found must be a set that continues the chain", in: decoder)
        try limits.require(
            limits.isExactly(core.table + core.deck + used, deck: SetCard.fullDeck),
            "the table, the deck and the cards used must hold the 81 cards once each", in: decoder)
        try checkShared(in: decoder)
    }
}
