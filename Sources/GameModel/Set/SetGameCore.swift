/// The bookkeeping every game of the Set family shares: the table, the deck,
/// the selection, hints, successes, score and moves, and the moves whose
/// effect does not depend on the rules (clear, deal, shuffle, replace, hint).
/// Each game type holds one and says what a success is (`SetFamilyRules`).
///
/// Its Codable form is the flat form `ClassicSetGame` has always saved, plus
/// `hintsTaken` (0 when absent, as in games saved before hints were counted)
/// and `setCountShown` (saved only when true, so other games save as before).
/// Decoding reads the values only; each game checks the whole it belongs to.
@usableFromInline
struct SetGameCore: Codable, Equatable, Sendable {
    var table: [SetCard]
    /// The undealt rest of the shuffled deck.
    var deck: [SetCard]
    var selection: [SetCard] = []
    var hinted: [SetCard] = []
    var found: [[SetCard]] = []
    var score = 0
    var moves = 0
    var isOver = false
    var hintsTaken = 0
    /// Saved as `setCountShown: true`, or not at all.
    private var countShown: Bool?
    var generator: SeededGenerator

    var setCountShown: Bool {
        get { countShown == true }
        set { countShown = newValue ? true : nil }
    }

    enum CodingKeys: String, CodingKey {
        case table, deck, selection, hinted, found, score, moves, isOver, hintsTaken, generator
        case countShown = "setCountShown"
    }

    /// Shuffles `cards` with a generator seeded by `seed` and deals the first
    /// `ClassicSetGame.initialTableSize` of them.
    init(shuffling cards: [SetCard], seed: UInt64) {
        generator = SeededGenerator(seed: seed)
        let shuffled = cards.shuffled(with: &generator)
        table = Array(shuffled.prefix(ClassicSetGame.initialTableSize))
        deck = Array(shuffled.dropFirst(ClassicSetGame.initialTableSize))
    }

    /// A table that is never dealt to, shuffled later by `generator`.
    init(table: [SetCard], generator: SeededGenerator) {
        self.table = table
        self.generator = generator
        deck = []
    }

    @usableFromInline init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        table = try values.decode([SetCard].self, forKey: .table)
        deck = try values.decode([SetCard].self, forKey: .deck)
        selection = try values.decode([SetCard].self, forKey: .selection)
        hinted = try values.decode([SetCard].self, forKey: .hinted)
        found = try values.decode([[SetCard]].self, forKey: .found)
        score = try values.decode(Int.self, forKey: .score)
        moves = try values.decode(Int.self, forKey: .moves)
        isOver = try values.decode(Bool.self, forKey: .isOver)
        hintsTaken = try values.decodeIfPresent(Int.self, forKey: .hintsTaken) ?? 0
        countShown = try values.decodeIfPresent(Bool.self, forKey: .countShown) == true ? true : nil
        generator = try values.decode(SeededGenerator.self, forKey: .generator)
    }

    /// Points won: the success is recorded and the score grows.
    mutating func reward(_ success: [SetCard], _ event: GameEvent, points: Int) -> GameOutcome {
        found.append(success)
        score += points
        return GameOutcome(event, scoreChange: points)
    }

    /// Points lost for a wrong try (or nothing, when `penalty` is 0).
    mutating func penalize(_ event: GameEvent, penalty: Int) -> GameOutcome {
        score -= penalty
        return GameOutcome(event, scoreChange: -penalty)
    }

    /// Cards leaving the table are replaced in place while the deck lasts and
    /// the table is no larger than the starting size; otherwise they leave and
    /// the rest re-flow. Hints are cleared: the table changed.
    mutating func removeOrReplace(_ leaving: [SetCard]) {
        hinted = []
        let replace = table.count <= ClassicSetGame.replaceUpTo
        for card in leaving {
            guard let index = table.firstIndex(of: card) else { continue }
            if replace, !deck.isEmpty {
                table[index] = deck.removeFirst()
            } else {
                table.remove(at: index)
            }
        }
    }

    mutating func deselectAll() -> GameOutcome {
        guard !selection.isEmpty else { return .refused(.nothingSelected) }
        let cleared = selection
        selection = []
        return GameOutcome(.selectionCleared(cleared))
    }

    /// Deals three more (fewer when the deck is nearly out), paying `penalty`.
    mutating func dealThree(penalty: Int) -> GameOutcome {
        guard !deck.isEmpty else { return .refused(.deckEmpty) }
        let dealt = Array(deck.prefix(3))
        deck.removeFirst(dealt.count)
        table += dealt
        hinted = []
        score -= penalty
        return GameOutcome(.dealt(dealt, missedSetPenalty: penalty), scoreChange: -penalty)
    }

    mutating func shuffleTable() -> GameOutcome {
        guard table.count > 1 else { return .refused(.nothingToShuffle) }
        table.shuffle(with: &generator)
        return GameOutcome(.shuffled)
    }

    /// Reveals one more card of a possible success, keeping to the success
    /// already hinted while it is still among `plays`.
    mutating func hint(among plays: [[SetCard]]) -> GameOutcome {
        guard !plays.isEmpty else { return .refused(.noSetOnTable(canDeal: !deck.isEmpty)) }
        let target = plays.first { Set($0).isSuperset(of: hinted) } ?? plays[0]
        if !Set(target).isSuperset(of: hinted) { hinted = [] }
        guard let next = target.first(where: { !hinted.contains($0) }) else {
            return .refused(.wholeSetHinted(hinted))
        }
        hinted.append(next)
        hintsTaken += 1
        score -= SetScoring.hintCost
        return GameOutcome(.hinted(next, cost: SetScoring.hintCost), scoreChange: -SetScoring.hintCost)
    }

    /// Show Me the Sets: marks the whole play after the one marked now (the
    /// first when none or only part of one is marked, the first again after
    /// the last). Each card it marks that no hint had marked counts as a hint
    /// and costs as one.
    mutating func showNext(among plays: [[SetCard]]) -> GameOutcome {
        guard !plays.isEmpty else { return .refused(.noSetOnTable(canDeal: !deck.isEmpty)) }
        let shown = plays.firstIndex { Set($0) == Set(hinted) }
        let number = shown.map { ($0 + 1) % plays.count } ?? 0
        let play = plays[number]
        let newCards = play.filter { !hinted.contains($0) }.count
        let cost = newCards * SetScoring.hintCost
        hinted = play
        hintsTaken += newCards
        score -= cost
        return GameOutcome(.playShown(play, number: number + 1, of: plays.count, cost: cost), scoreChange: -cost)
    }

    /// The review opened during the game: it shows every set, so it costs a hint.
    mutating func chargeReview() -> GameOutcome {
        hintsTaken += 1
        score -= SetScoring.hintCost
        return GameOutcome(.reviewOpened(cost: SetScoring.hintCost), scoreChange: -SetScoring.hintCost)
    }

    /// Ends the game with the move that left no play and no deck, adding the
    /// totals to the move's outcome.
    mutating func end(after outcome: GameOutcome) -> GameOutcome {
        isOver = true
        selection = []
        var result = outcome
        result.gameOver = GameTotals(score: score, found: found.count)
        return result
    }
}
