/// What a computer player sees of a game: the cards on the table, the cards
/// beside it that can be chosen, the successes already found, and the
/// successes the rules allow among those cards. Nothing else: not the deck
/// or its order, not the hinted cards (a hint's answer is for the humans).
///
/// The plays come from the variant's own rules (`allPlays`, the
/// list the hint and the end of the game read), which each variant derives
/// from the table and what lies beside it (Set-Chain's last set, the puzzle's
/// sets found), all in view of every player; so a variant added later is
/// seen correctly without touching the computer players.
public struct VisibleTable: Equatable, Sendable {
    /// The cards on the table, in table order.
    public let table: [SetCard]
    /// The cards a try can name, in `SetCommand.choose` index order.
    public let choosable: [SetCard]
    /// Cards in one try (3, or 4 in UltraSet).
    public let cardsPerTry: Int
    /// Every success possible now, as the rules list them.
    public let plays: [[SetCard]]
    /// The successes found so far, each as a set of cards.
    public let found: Set<Set<SetCard>>

    /// What a player sees of `game`.
    public init(_ game: any SetFamilyGame) {
        table = game.table
        choosable = game.choosable
        cardsPerTry = game.variant.cardsPerTry
        plays = game.allPlays
        found = Set(game.found.map(Set.init))
    }

    /// Whether `cards`, in any order, are one of the successes possible now.
    public func isPlay(_ cards: [SetCard]) -> Bool {
        let chosen = Set(cards)
        return plays.contains { Set($0) == chosen }
    }
}
