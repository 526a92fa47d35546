/// A game of the Set family built on `SetGameCore`: the type keeps its state
/// in `core` and says what a success is; the extension below plays every
/// command the same way for all of them and checks what all saved games share.
///
/// `@usableFromInline` (with `SetGameCore` and the witnesses below) so that
/// the members this extension gives each game count as the game's own in
/// other modules too: the app can make the games conform to protocols of its
/// own, which those members satisfy.
@usableFromInline
protocol SetFamilyRules: SetFamilyGame {
    var core: SetGameCore { get set }
    /// Judges a whole try, in the order chosen; the selection is already cleared.
    mutating func judge(_ chosen: [SetCard]) -> GameOutcome
    /// Every success possible now, each in the order a hint reveals its cards.
    var plays: [[SetCard]] { get }
}

extension SetFamilyRules {
    public var table: [SetCard] { core.table }
    public var deckCount: Int { core.deck.count }
    public var selection: [SetCard] { core.selection }
    public var hinted: [SetCard] { core.hinted }
    public var found: [[SetCard]] { core.found }
    public var score: Int { core.score }
    public var moves: Int { core.moves }
    public var isOver: Bool { core.isOver }
    public var hintsTaken: Int { core.hintsTaken }
    public var setCountShown: Bool { core.setCountShown }
    public var playsOnTable: Int { plays.count }
    public var canDeal: Bool { !core.deck.isEmpty && !core.isOver }

    public mutating func noteSetCountShown() { core.setCountShown = true }

    /// Applies one command; every change to the game goes through here.
    public mutating func perform(_ command: SetCommand) -> GameOutcome {
        if core.isOver { return .refused(.gameOver) }
        let outcome: GameOutcome
        switch command {
        case .choose(let index): outcome = choose(index)
        case .deselectAll: outcome = core.deselectAll()
        case .dealThree: outcome = core.dealThree(penalty: hasPlayOnTable ? SetScoring.missedSetPenalty : 0)
        case .shuffleTable: outcome = core.shuffleTable()
        case .hint: outcome = core.hint(among: plays)
        case .showNextPlay: outcome = core.showNext(among: plays)
        case .openReview: outcome = core.chargeReview()
        }
        guard outcome.changedGame else { return outcome }
        core.moves += 1
        guard core.deck.isEmpty, !hasPlayOnTable else { return outcome }
        return core.end(after: outcome)
    }

    /// Selects or deselects a choosable card; the last card of a try is judged at once.
    private mutating func choose(_ index: Int) -> GameOutcome {
        let cards = choosable
        guard cards.indices.contains(index) else { return .refused(.noSuchCard) }
        let card = cards[index]
        if let position = core.selection.firstIndex(of: card) {
            core.selection.remove(at: position)
            return GameOutcome(.deselected(card))
        }
        core.selection.append(card)
        guard core.selection.count == Self.variant.cardsPerTry else { return GameOutcome(.selected(card)) }
        let chosen = core.selection
        core.selection = []
        return judge(chosen)
    }
}

extension SetFamilyRules {
    /// Checks what every saved game of the family must satisfy: a selection
    /// of fewer than a whole try and hints among the cards the player can
    /// choose, and numbers in bounds.
    func checkShared(in decoder: any Decoder) throws {
        let limits = SavedStateLimits.self
        let choosable = Set(self.choosable)
        let perTry = Self.variant.cardsPerTry
        try limits.require(
            core.selection.count < perTry && Set(core.selection).count == core.selection.count
                && choosable.isSuperset(of: core.selection),
            "the selection must be fewer than \(perTry) different cards the player can choose", in: decoder)
        try limits.require(
            core.hinted.count <= perTry && Set(core.hinted).count == core.hinted.count && choosable.isSuperset(of: core.hinted),
            "the hinted cards must be on the table", in: decoder)
        try limits.require(
            abs(core.score) <= limits.magnitude && (0...limits.magnitude).contains(core.moves)
                && (0...limits.magnitude).contains(core.hintsTaken),
            "the score, the move count or the hint count is out of range", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws { try core.encode(to: encoder) }
}
