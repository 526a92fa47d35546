/// UltraSet (card reference, section 7): choose four cards that split into
/// two pairs with the same completion; that shared card need not be on the
/// table and is shown beside it after a success (`beside == .sharedCard`).
///
/// All four cards leave the table, replaced from the deck like Set's while the
/// table has at most 12. Scoring is `UltraScoring`'s; hints reveal the cards
/// of an UltraSet on the table, Deal 3 More costs 1 when one was there, and
/// the game is over when the deck is empty and no UltraSet is left.
public struct UltraSetGame: DealtGameRules {
    public static let variant = SetVariant.ultra

    @usableFromInline var core: SetGameCore

    public init(seed: UInt64) {
        core = SetGameCore(shuffling: SetCard.fullDeck, seed: seed)
    }

    @usableFromInline init(core: SetGameCore) {
        self.core = core
    }

    /// The 81 cards.
    public static var fullDeck: [SetCard] { SetCard.fullDeck }

    /// The card both pairs of the last UltraSet completed; nil before the first.
    public var lastSharedCard: SetCard? { core.found.last.flatMap(UltraRules.sharedCompletion) }
    public var beside: BesideTable { .sharedCard(lastSharedCard) }
    public var hasPlayOnTable: Bool { UltraRules.containsUltra(in: core.table) }
    /// Every UltraSet on the table, as table indices (see `UltraRules.allUltras`).
    public var ultrasOnTable: [[Int]] { UltraRules.allUltras(in: core.table) }

    @usableFromInline
    static func isSuccess(_ cards: [SetCard]) -> Bool { UltraRules.sharedCompletion(of: cards) != nil }

    @usableFromInline
    var plays: [[SetCard]] { ultrasOnTable.map { $0.map { core.table[$0] } } }

    @usableFromInline
    mutating func judge(_ chosen: [SetCard]) -> GameOutcome {
        guard let shared = UltraRules.sharedCompletion(of: chosen) else {
            let penalty = UltraScoring.mismatchPenalty
            return core.penalize(.notAnUltra(chosen, penalty: penalty), penalty: penalty)
        }
        core.removeOrReplace(chosen)
        return core.reward(chosen, .ultraFound(chosen, sharedCard: shared, points: UltraScoring.ultra), points: UltraScoring.ultra)
    }
}
