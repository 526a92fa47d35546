/// Junior Set: the 27 solid cards only, so three features instead of four
/// (card reference, section 7). Otherwise exactly Set, through the same
/// `SetMatchRules`: 12 cards dealt, replaced up to 12, the same scoring
/// (`SetScoring`), over when the deck is empty and no set is left, and a
/// saved game must hold the 27 solid cards once each.
public struct JuniorSetGame: SetMatchRules {
    public static let variant = SetVariant.junior
    /// The cards of the game: every card with solid shading.
    public static let fullDeck = SetCard.fullDeck.filter { $0.shading == .solid }

    @usableFromInline var core: SetGameCore

    public init(seed: UInt64) {
        core = SetGameCore(shuffling: Self.fullDeck, seed: seed)
    }

    @usableFromInline init(core: SetGameCore) {
        self.core = core
    }
}
