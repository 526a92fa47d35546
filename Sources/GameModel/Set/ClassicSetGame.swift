/// The solo game of Set (card reference, section 4).
///
/// Scoring (see `SetScoring`): a set scores 3; three cards that are not a set
/// cost 1; each card a hint reveals costs 1; dealing 3 more while a set is on
/// the table costs 1. The game is over when the deck is empty and no set is left.
///
/// Deviation from the reference: the third selection is judged at once, and a
/// found set leaves the table in the same move (the view animates it out and
/// the status line announces it) instead of lingering until the next touch.
/// So "dealing replaces a matched selection" never arises, and a screen-reader
/// user hears the result of a choice right after making it.
///
/// The table, the selection, the score, `perform` and the validating Codable
/// form come from `SetFamilyRules` and `SetMatchRules`, shared with Junior.
/// Games saved before hints were counted load with `hintsTaken` 0.
public struct ClassicSetGame: SetMatchRules {
    /// Everything a player can do to the game (the family's commands).
    public typealias Command = SetCommand

    public static let variant = SetVariant.classic
    /// Cards on the table at the start.
    public static let initialTableSize = 12
    /// Matched cards are replaced while the table has at most this many.
    public static let replaceUpTo = 12
    /// The 81 cards.
    public static var fullDeck: [SetCard] { SetCard.fullDeck }

    @usableFromInline var core: SetGameCore

    public init(seed: UInt64) {
        core = SetGameCore(shuffling: Self.fullDeck, seed: seed)
    }

    @usableFromInline init(core: SetGameCore) {
        self.core = core
    }

    /// The undealt rest of the shuffled deck.
    public var deck: [SetCard] { core.deck }
    /// Every set on the table, as table indices.
    public var setsOnTable: [[Int]] { SetRules.allSets(in: core.table) }
}
