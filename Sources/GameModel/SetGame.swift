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
public struct SetGame: Codable, Equatable, Sendable {
    /// Everything a player can do to the game.
    public enum Command: Equatable, Sendable {
        /// Select or deselect the card at a table index.
        case choose(Int)
        /// Clear the selection.
        case deselectAll
        case dealThree
        /// Reorder the cards on the table.
        case shuffleTable
        /// Reveal one more card of a set on the table.
        case hint
    }

    /// Cards on the table at the start.
    public static let initialTableSize = 12
    /// Matched cards are replaced while the table has at most this many.
    public static let replaceUpTo = 12

    public private(set) var table: [SetCard]
    /// The undealt rest of the shuffled deck.
    public private(set) var deck: [SetCard]
    /// Selected cards in the order they were chosen; at most two between commands.
    public private(set) var selection: [SetCard] = []
    /// Cards of one set revealed by hints, cleared when the table changes.
    public private(set) var hinted: [SetCard] = []
    /// Sets found, three cards each.
    public private(set) var found: [[SetCard]] = []
    public private(set) var score = 0
    public private(set) var moves = 0
    public private(set) var isOver = false
    private var generator: SeededGenerator

    /// The saved form's keys; decoding checks the game is possible (`init(from:)` below).
    enum CodingKeys: String, CodingKey {
        case table, deck, selection, hinted, found, score, moves, isOver, generator
    }

    public init(seed: UInt64) {
        generator = SeededGenerator(seed: seed)
        let shuffled = SetCard.fullDeck.shuffled(with: &generator)
        table = Array(shuffled.prefix(Self.initialTableSize))
        deck = Array(shuffled.dropFirst(Self.initialTableSize))
    }

    /// Every set on the table, as table indices.
    public var setsOnTable: [[Int]] { SetRules.allSets(in: table) }

    /// Applies one command; every change to the game goes through here.
    public mutating func perform(_ command: Command) -> GameOutcome {
        if isOver { return .refused(.gameOver) }
        let outcome: GameOutcome
        switch command {
        case .choose(let index): outcome = choose(index)
        case .deselectAll: outcome = deselectAll()
        case .dealThree: outcome = dealThree()
        case .shuffleTable: outcome = shuffleTable()
        case .hint: outcome = hint()
        }
        if outcome.changedGame { moves += 1 }
        return finishIfOver(outcome)
    }

    private mutating func choose(_ index: Int) -> GameOutcome {
        guard table.indices.contains(index) else { return .refused(.noSuchCard) }
        let card = table[index]
        if let position = selection.firstIndex(of: card) {
            selection.remove(at: position)
            return GameOutcome(.deselected(card))
        }
        selection.append(card)
        guard selection.count == 3 else {
            return GameOutcome(.selected(card))
        }
        let chosen = selection
        selection = []
        guard SetRules.isSet(chosen[0], chosen[1], chosen[2]) else {
            score -= SetScoring.mismatchPenalty
            return GameOutcome(.notASet(chosen, penalty: SetScoring.mismatchPenalty),
                               scoreChange: -SetScoring.mismatchPenalty)
        }
        score += SetScoring.set
        found.append(chosen)
        removeOrReplace(chosen)
        return GameOutcome(.setFound(chosen, points: SetScoring.set), scoreChange: SetScoring.set)
    }

    /// Matched cards are replaced in place while the deck lasts and the table
    /// is no larger than the starting size; otherwise they leave and the rest re-flow.
    private mutating func removeOrReplace(_ matched: [SetCard]) {
        hinted = []
        let replace = table.count <= Self.replaceUpTo
        for card in matched {
            guard let index = table.firstIndex(of: card) else { continue }
            if replace, !deck.isEmpty {
                table[index] = deck.removeFirst()
            } else {
                table.remove(at: index)
            }
        }
    }

    private mutating func deselectAll() -> GameOutcome {
        guard !selection.isEmpty else { return .refused(.nothingSelected) }
        let cleared = selection
        selection = []
        return GameOutcome(.selectionCleared(cleared))
    }

    private mutating func dealThree() -> GameOutcome {
        guard !deck.isEmpty else { return .refused(.deckEmpty) }
        let missed = SetRules.containsSet(in: table)
        let dealt = Array(deck.prefix(3))
        deck.removeFirst(dealt.count)
        table += dealt
        hinted = []
        let penalty = missed ? SetScoring.missedSetPenalty : 0
        score -= penalty
        return GameOutcome(.dealt(dealt, missedSetPenalty: penalty), scoreChange: -penalty)
    }

    private mutating func shuffleTable() -> GameOutcome {
        guard table.count > 1 else { return .refused(.nothingToShuffle) }
        table.shuffle(with: &generator)
        return GameOutcome(.shuffled)
    }

    private mutating func hint() -> GameOutcome {
        let sets = setsOnTable.map { $0.map { table[$0] } }
        guard !sets.isEmpty else {
            return .refused(.noSetOnTable(canDeal: !deck.isEmpty))
        }
        // Keep revealing the set already hinted while it is still whole on the table.
        let target = sets.first { Set($0).isSuperset(of: hinted) } ?? sets[0]
        if !Set(target).isSuperset(of: hinted) { hinted = [] }
        guard let next = target.first(where: { !hinted.contains($0) }) else {
            return .refused(.wholeSetHinted(hinted))
        }
        hinted.append(next)
        score -= SetScoring.hintCost
        return GameOutcome(.hinted(next, cost: SetScoring.hintCost), scoreChange: -SetScoring.hintCost)
    }

    private mutating func finishIfOver(_ outcome: GameOutcome) -> GameOutcome {
        guard outcome.changedGame, deck.isEmpty, !SetRules.containsSet(in: table) else { return outcome }
        isOver = true
        selection = []
        var result = outcome
        result.gameOver = GameTotals(score: score, found: found.count)
        return result
    }
}

extension SetGame {
    /// Reads a saved game and refuses one that cannot happen: cards missing or
    /// twice, found "sets" that are not sets, a selection off the table, numbers
    /// out of bounds.
    public init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        table = try values.decode([SetCard].self, forKey: .table)
        deck = try values.decode([SetCard].self, forKey: .deck)
        selection = try values.decode([SetCard].self, forKey: .selection)
        hinted = try values.decode([SetCard].self, forKey: .hinted)
        found = try values.decode([[SetCard]].self, forKey: .found)
        score = try values.decode(Int.self, forKey: .score)
        moves = try values.decode(Int.self, forKey: .moves)
        isOver = try values.decode(Bool.self, forKey: .isOver)
        generator = try values.decode(SeededGenerator.self, forKey: .generator)

        let limits = SavedStateLimits.self
        try limits.require(
            limits.isExactly(table + deck + found.flatMap { $0 }, deck: SetCard.fullDeck),
            "the table, the deck and the sets found must hold the 81 cards once each", in: decoder)
        try limits.require(
            found.allSatisfy { $0.count == 3 && SetRules.isSet($0[0], $0[1], $0[2]) },
            "every set found must be three cards that form a set", in: decoder)
        let onTable = Set(table)
        try limits.require(
            selection.count < 3 && Set(selection).count == selection.count && onTable.isSuperset(of: selection),
            "the selection must be at most two different cards on the table", in: decoder)
        try limits.require(
            hinted.count <= 3 && Set(hinted).count == hinted.count && onTable.isSuperset(of: hinted),
            "the hinted cards must be on the table", in: decoder)
        try limits.require(
            abs(score) <= limits.magnitude && (0...limits.magnitude).contains(moves),
            "the score or the move count is out of range", in: decoder)
    }
}
