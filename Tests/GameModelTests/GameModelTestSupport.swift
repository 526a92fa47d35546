import GameModel

/// Helpers shared by the model tests: cards from short forms and table look-ups.

/// The playing card with short form `text`, such as `QH` or `10S`.
func playing(_ text: String) -> PlayingCard {
    guard let card = PlayingCard(shortForm: text) else { preconditionFailure("bad playing card \(text)") }
    return card
}

/// The Set card with short form `text`, such as `2-striped-red-oval`.
func setCard(_ text: String) -> SetCard {
    guard let card = SetCard(shortForm: text) else { preconditionFailure("bad Set card \(text)") }
    return card
}

/// The three values of an attribute as 0, 1, 2, so rules can be restated arithmetically.
func vector(_ card: SetCard) -> [Int] {
    [card.number.ordinal, card.shading.ordinal, card.color.ordinal, card.shape.ordinal]
}

/// The textbook definition of a set, independent of `SetRules`: in every
/// attribute the three values are all equal or all distinct.
func bruteForceIsSet(_ a: SetCard, _ b: SetCard, _ c: SetCard) -> Bool {
    zip(zip(vector(a), vector(b)), vector(c)).allSatisfy { pair, z in
        Set([pair.0, pair.1, z]).count != 2
    }
}

/// Whether any three of `cards` form a set, by checking every triple.
func bruteForceHasSet(_ cards: [SetCard]) -> Bool {
    let n = cards.count
    guard n >= 3 else { return false }
    for i in 0..<n {
        for j in (i + 1)..<n {
            for k in (j + 1)..<n where bruteForceIsSet(cards[i], cards[j], cards[k]) {
                return true
            }
        }
    }
    return false
}

extension MatchismoGame {
    /// The table index of the card with short form `text`.
    func index(of text: String) -> Int {
        guard let index = table.firstIndex(where: { $0.card == playing(text) }) else {
            preconditionFailure("\(text) is not on the table")
        }
        return index
    }

    /// Chooses the cards with these short forms in order, returning every outcome.
    @discardableResult
    mutating func choose(_ texts: String...) -> [GameOutcome] {
        texts.map { perform(.choose(index(of: $0))) }
    }

    /// The table's state of the card with short form `text`.
    func state(of text: String) -> CardState { table[index(of: text)].state }
}

extension ClassicSetGame {
    /// The table index of `card`.
    func index(of card: SetCard) -> Int {
        guard let index = table.firstIndex(of: card) else { preconditionFailure("\(card) is not on the table") }
        return index
    }

    /// Three table indices that are not a set (there always are some on a table of 12).
    var nonSetIndices: [Int] {
        for i in table.indices {
            for j in table.indices where j > i {
                for k in table.indices where k > j && !SetRules.isSet(table[i], table[j], table[k]) {
                    return [i, j, k]
                }
            }
        }
        preconditionFailure("every triple is a set")
    }
}

/// The first seed from 0 whose Set deal satisfies `condition`.
func firstSetSeed(where condition: (ClassicSetGame) -> Bool) -> UInt64 {
    var seed: UInt64 = 0
    while !condition(ClassicSetGame(seed: seed)) { seed += 1 }
    return seed
}

extension GameEvent {
    /// The case's name without its payload, for comparing sequences of events.
    var kindName: String {
        String(String(describing: self).prefix { $0 != "(" })
    }
}
