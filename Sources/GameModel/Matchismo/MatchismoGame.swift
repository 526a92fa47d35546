/// The playing-card matching game (card reference, section 3).
///
/// Scoring: turning a card up costs 1 point. When as many cards as the mode
/// needs are up, each pair scores 1 for the same suit and 4 for the same rank;
/// a positive sum matches them all for 4 times the sum, otherwise 2 points are
/// lost and every card but the one just chosen turns back down. The game is
/// over when no cards left on the table can still match.
public struct MatchismoGame: Codable, Equatable, Sendable {
    /// Where a card on the table is in its life.
    public enum CardState: String, Codable, Sendable {
        case faceDown, faceUp, matched
    }

    /// A card on the table with its state.
    public struct Slot: Codable, Equatable, Sendable {
        public let card: PlayingCard
        public internal(set) var state: CardState
    }

    /// Everything a player can do to the game.
    public enum Command: Equatable, Sendable {
        case choose(Int)
    }

    /// Cards dealt by default, from the reference's 30-35.
    public static let defaultCardCount = 30
    /// The table sizes offered.
    public static let cardCountRange = 12...52

    public private(set) var mode: MatchMode
    public private(set) var table: [Slot]
    /// The undealt rest of the shuffled deck.
    public private(set) var deck: [PlayingCard]
    public private(set) var score = 0
    /// Commands that changed the game.
    public private(set) var moves = 0
    public private(set) var isOver = false
    /// Table indices of the face-up, unmatched cards, in the order they were chosen.
    public private(set) var chosen: [Int] = []
    /// The deal's number: the seed the deck was shuffled with, which deals the
    /// same cards again. Nil in games saved before deals were numbered.
    public private(set) var seed: UInt64?
    /// Every turn that changed the game, oldest first (the match history).
    public private(set) var turns: [MatchismoTurn] = []

    /// The saved form's keys; decoding checks the game is possible (`init(from:)` below).
    enum CodingKeys: String, CodingKey {
        case mode, table, deck, score, moves, isOver, chosen, seed, turns
    }

    /// Deals `cardCount` cards (clamped to `cardCountRange`) face down from a deck shuffled by `seed`.
    public init(cardCount: Int = defaultCardCount, mode: MatchMode = .twoCards, seed: UInt64) {
        self.seed = seed
        var generator = SeededGenerator(seed: seed)
        let shuffled = PlayingCard.fullDeck.shuffled(with: &generator)
        let count = min(max(cardCount, Self.cardCountRange.lowerBound), Self.cardCountRange.upperBound)
        self.mode = mode
        table = shuffled.prefix(count).map { Slot(card: $0, state: .faceDown) }
        deck = Array(shuffled.dropFirst(count))
    }

    /// The face of the card at `index` as a painter shows it.
    public func face(at index: Int) -> CardFace {
        table[index].state == .faceDown ? .back : .playing(table[index].card)
    }

    /// Applies one command; every change to the game goes through here.
    public mutating func perform(_ command: Command) -> GameOutcome {
        switch command {
        case .choose(let index): choose(index)
        }
    }

    private mutating func choose(_ index: Int) -> GameOutcome {
        guard !isOver else { return .refused(.gameOver) }
        guard table.indices.contains(index) else { return .refused(.noSuchCard) }
        let card = table[index].card
        switch table[index].state {
        case .matched:
            return .refused(.alreadyMatched(card))
        case .faceUp:
            table[index].state = .faceDown
            chosen.removeAll { $0 == index }
            moves += 1
            turns.append(MatchismoTurn(cards: [card], result: .turnedDown, cost: 0, score: score))
            return GameOutcome(.turnedDown(card))
        case .faceDown:
            moves += 1
            table[index].state = .faceUp
            chosen.append(index)
            score -= MatchismoScoring.costToChoose
            var outcome = chosen.count == mode.cardCount
                ? compareChosen()
                : GameOutcome(.turnedUp(card, cost: MatchismoScoring.costToChoose))
            outcome.scoreChange -= MatchismoScoring.costToChoose
            turns.append(Self.turn(card, outcome.event, score: score))
            if !canStillMatch {
                isOver = true
                outcome.gameOver = GameTotals(score: score, found: matchCount)
            }
            return outcome
        }
    }

    /// Scores the chosen cards once there are as many as the mode needs.
    private mutating func compareChosen() -> GameOutcome {
        let cards = chosen.map { table[$0].card }
        let points = MatchismoScoring.pairPoints(cards)
        if points > 0 {
            let gain = points * MatchismoScoring.matchBonus
            score += gain
            for index in chosen { table[index].state = .matched }
            chosen = []
            return GameOutcome(.matched(cards, points: gain), scoreChange: gain)
        }
        score -= MatchismoScoring.mismatchPenalty
        let justChosen = chosen.removeLast()
        for index in chosen { table[index].state = .faceDown }
        chosen = [justChosen]
        let penalty = MatchismoScoring.mismatchPenalty
        return GameOutcome(.mismatched(cards, penalty: penalty), scoreChange: -penalty)
    }

    /// The history's entry for `card` turned up, with what the comparison did.
    private static func turn(_ card: PlayingCard, _ event: GameEvent, score: Int) -> MatchismoTurn {
        let cost = MatchismoScoring.costToChoose
        return switch event {
        case .matched(let cards, let points): MatchismoTurn(cards: cards, result: .matched(points: points), cost: cost, score: score)
        case .mismatched(let cards, let penalty):
            MatchismoTurn(cards: cards, result: .mismatched(penalty: penalty), cost: cost, score: score)
        default: MatchismoTurn(cards: [card], result: .turnedUp, cost: cost, score: score)
        }
    }

    /// Matches made so far (matched cards come in groups of the mode's size).
    public var matchCount: Int { table.filter { $0.state == .matched }.count / mode.cardCount }

    /// Whether the unmatched cards still hold a match for this mode.
    public var canStillMatch: Bool {
        let open = table.filter { $0.state != .matched }.map(\.card)
        guard open.count >= mode.cardCount else { return false }
        var suits = Set<Suit>(), ranks = Set<Rank>()
        for card in open {
            if !suits.insert(card.suit).inserted || !ranks.insert(card.rank).inserted { return true }
        }
        return false
    }
}

extension MatchismoGame {
    /// Reads a saved game and refuses one that cannot happen: cards missing or
    /// twice, chosen cards that are not face up, numbers out of bounds.
    public init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        mode = try values.decode(MatchMode.self, forKey: .mode)
        table = try values.decode([Slot].self, forKey: .table)
        deck = try values.decode([PlayingCard].self, forKey: .deck)
        score = try values.decode(Int.self, forKey: .score)
        moves = try values.decode(Int.self, forKey: .moves)
        isOver = try values.decode(Bool.self, forKey: .isOver)
        chosen = try values.decode([Int].self, forKey: .chosen)
        // Games saved before deals were numbered have neither; they load without them.
        seed = try values.decodeIfPresent(UInt64.self, forKey: .seed)
        turns = try values.decodeIfPresent([MatchismoTurn].self, forKey: .turns) ?? []

        let limits = SavedStateLimits.self
        try limits.require(
            limits.isExactly(table.map(\.card) + deck, deck: PlayingCard.fullDeck),
            "the table and the deck must hold the 52 cards once each", in: decoder)
        try limits.require(Self.cardCountRange.contains(table.count), "the table size is out of range", in: decoder)
        let faceUp = table.indices.filter { table[$0].state == .faceUp }
        try limits.require(
            Set(chosen) == Set(faceUp) && chosen.count == faceUp.count && chosen.count < mode.cardCount,
            "the chosen cards must be exactly the face-up unmatched ones", in: decoder)
        try limits.require(
            abs(score) <= limits.magnitude && (0...limits.magnitude).contains(moves),
            "the score or the move count is out of range", in: decoder)
        try limits.require(turns.count <= moves, "the match history is longer than the game", in: decoder)
    }
}
