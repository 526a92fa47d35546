/// A game of the Set family dealt from a shuffled deck whose successes leave
/// the table (Set, Junior, UltraSet): every card is on the table, in the deck
/// or in exactly one success, which is what decoding checks.
@usableFromInline
protocol DealtGameRules: SetFamilyRules {
    /// Every card of the game.
    static var fullDeck: [SetCard] { get }
    /// Whether `cards` are one success under these rules.
    static func isSuccess(_ cards: [SetCard]) -> Bool
    init(core: SetGameCore)
}

extension DealtGameRules {
    /// Reads a saved game and refuses one that cannot happen: cards missing or
    /// twice, successes that are none, a selection or hints the player could
    /// not have chosen, numbers out of bounds.
    public init(from decoder: any Decoder) throws {
        self.init(core: try SetGameCore(from: decoder))
        let limits = SavedStateLimits.self
        try limits.require(
            limits.isExactly(core.table + core.deck + core.found.joined(), deck: Self.fullDeck),
            "the table, the deck and the cards found must hold the \(Self.fullDeck.count) cards once each", in: decoder)
        try limits.require(core.found.allSatisfy(Self.isSuccess), "every success found must be one under the rules", in: decoder)
        try checkShared(in: decoder)
    }
}

/// Set and Junior: three cards that form a set score and leave the table.
@usableFromInline
protocol SetMatchRules: DealtGameRules {}

extension SetMatchRules {
    public var hasPlayOnTable: Bool { SetRules.containsSet(in: core.table) }
    public var beside: BesideTable { .nothing }

    @usableFromInline
    static func isSuccess(_ cards: [SetCard]) -> Bool { SetRules.isSet(cards) }

    @usableFromInline
    mutating func judge(_ chosen: [SetCard]) -> GameOutcome {
        guard SetRules.isSet(chosen[0], chosen[1], chosen[2]) else {
            return core.penalize(.notASet(chosen, penalty: SetScoring.mismatchPenalty), penalty: SetScoring.mismatchPenalty)
        }
        core.removeOrReplace(chosen)
        return core.reward(chosen, .setFound(chosen, points: SetScoring.setFound), points: SetScoring.setFound)
    }

    /// The sets on the table, in `SetRules.allSets` order.
    @usableFromInline
    var plays: [[SetCard]] { SetRules.allSets(in: core.table).map { $0.map { core.table[$0] } } }
}
