/// What every game of the Set family offers the table: Set and each of its
/// variants is its own type with its own rules, and all of them are played
/// with the same commands and report the same kinds of events.
public protocol SetFamilyGame: Codable, Equatable, Sendable {
    /// The variant these rules are (and `SetVariant.rules` the other way).
    static var variant: SetVariant { get }
    /// A fresh game: dealt from `seed`, or for the puzzle the one of `date`.
    static func deal(seed: UInt64, date: PuzzleDate) -> Self

    /// The cards on the table, in table order.
    var table: [SetCard] { get }
    /// The cards `SetCommand.choose` can name, in index order: the table,
    /// then in Set-Chain the last set found, which stays beside the table.
    var choosable: [SetCard] { get }
    /// Cards left to deal (always 0 in the puzzle).
    var deckCount: Int { get }
    /// Chosen cards in the order they were chosen; fewer than a whole try between commands.
    var selection: [SetCard] { get }
    /// Cards revealed by hints, cleared when the table changes.
    var hinted: [SetCard] { get }
    /// Each success so far (three cards, or four in UltraSet), in the order found.
    var found: [[SetCard]] { get }
    var score: Int { get }
    /// Commands that changed the game.
    var moves: Int { get }
    var isOver: Bool { get }
    /// Hints taken in this game; a game with any is assisted and sets no best time.
    var hintsTaken: Int { get }
    /// Whether the player was told how many sets were on the table during
    /// this game (the beginner's aid); such a game is assisted, as with hints.
    var setCountShown: Bool { get }
    /// Whether Deal 3 More can deal now.
    var canDeal: Bool { get }
    /// Whether a success is possible on the table under these rules (a set,
    /// a set that keeps the chain, an UltraSet, a set not yet found); when
    /// false and `canDeal`, auto-deal deals.
    var hasPlayOnTable: Bool { get }
    /// How many successes are possible on the table under these rules
    /// (sets, sets that keep the chain, UltraSets, sets not yet found).
    var playsOnTable: Int { get }
    /// What is shown beside the table.
    var beside: BesideTable { get }

    /// Applies one command; every change to the game goes through here.
    mutating func perform(_ command: SetCommand) -> GameOutcome
    /// Notes that the player was told how many sets are on the table; not a
    /// move (nothing on the table changes), so it is no command.
    mutating func noteSetCountShown()
}

/// Everything a player can do to a game of the Set family.
public enum SetCommand: Equatable, Sendable {
    /// Select or deselect the card at an index into `choosable`: indices
    /// `0..<table.count` are the table's cards; in Set-Chain the indices after
    /// them, `table.count..<table.count + 3`, are the last set's cards.
    case choose(Int)
    /// Clear the selection.
    case deselectAll
    case dealThree
    /// Reorder the cards on the table.
    case shuffleTable
    /// Reveal one more card of a possible success on the table.
    case hint
    /// Show Me the Sets: mark every card of the next success on the table,
    /// in `plays` order, after the one marked now (the first again after the last).
    case showNextPlay
    /// Look back at the game while it goes on (the review, which shows every
    /// set on the table): costs a hint and counts as one. A finished game's
    /// review is free and needs no command.
    case openReview
}

/// What a variant shows beside the table.
public enum BesideTable: Equatable, Sendable {
    /// Nothing (classic Set, Junior).
    case nothing
    /// Set-Chain: the last set found, which the next set must keep one card of;
    /// nil before the first set.
    case lastSet([SetCard]?)
    /// UltraSet: the card both pairs of the last UltraSet completed; nil before the first.
    case sharedCard(SetCard?)
    /// The puzzle: the sets found so far, out of `of`.
    case foundSets([[SetCard]], of: Int)
}

extension SetFamilyGame {
    public var variant: SetVariant { Self.variant }
    /// The table: only Set-Chain lets the player choose other cards.
    public var choosable: [SetCard] { table }
    /// Whether a hint was taken or the count of sets was shown.
    public var isAssisted: Bool { hintsTaken > 0 || setCountShown }
}
