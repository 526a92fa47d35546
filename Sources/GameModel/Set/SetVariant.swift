/// The ways to play Set (card reference, sections 4 and 7), spelled as in
/// `--variant=` and the saved files.
public enum SetVariant: String, CaseIterable, Codable, Sendable {
    /// The 81-card game.
    case classic
    /// The 27 solid cards only: three features, for beginners and children.
    case junior
    /// Set-Chain: each set after the first keeps exactly one card of the last set.
    case chain
    /// UltraSet: four cards that split into two pairs with the same completion.
    case ultra
    /// The daily puzzle: 12 cards holding exactly 6 sets, chosen from the date.
    case puzzle

    /// Cards a player chooses for one try.
    public var cardsPerTry: Int { self == .ultra ? 4 : 3 }

    /// Whether cards are dealt from a deck (not in the puzzle).
    public var deals: Bool { self != .puzzle }
}
