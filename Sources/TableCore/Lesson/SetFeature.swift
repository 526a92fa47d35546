import GameModel

/// One of the four features of a Set card, and how three cards stand on it:
/// the lesson's sentences are made from this, so they say what the cards show.
public enum SetFeature: CaseIterable, Sendable {
    case number, colour, shading, shape

    /// How three cards stand on one feature.
    public enum Standing: Equatable, Sendable {
        case allSame
        case allDifferent
        /// Two alike (`pair`, one of them) and one not (`odd`): the feature breaks the set.
        case twoAndOne(pair: SetCard, odd: SetCard)
    }

    /// How `cards` (three) stand on this feature.
    public func standing(_ cards: [SetCard]) -> Standing {
        precondition(cards.count == 3, "a feature's standing is of three cards")
        let values = cards.map(ordinal)
        if Set(values).count == 1 { return .allSame }
        if Set(values).count == 3 { return .allDifferent }
        let odd = cards.first { card in values.filter { $0 == ordinal(card) }.count == 1 }!
        let pair = cards.first { ordinal($0) != ordinal(odd) }!
        return .twoAndOne(pair: pair, odd: odd)
    }

    /// The features on which `cards` are neither all the same nor all different.
    public static func breaking(_ cards: [SetCard]) -> [SetFeature] {
        allCases.filter { if case .twoAndOne = $0.standing(cards) { true } else { false } }
    }

    private func ordinal(_ card: SetCard) -> Int {
        switch self {
        case .number: card.number.ordinal
        case .colour: card.color.ordinal
        case .shading: card.shading.ordinal
        case .shape: card.shape.ordinal
        }
    }
}
