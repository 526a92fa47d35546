/// The rules that decide what a set is, as pure functions.
public enum SetRules {
    /// Three cards are a set when each attribute is all the same or all different.
    public static func isSet(_ a: SetCard, _ b: SetCard, _ c: SetCard) -> Bool {
        SetNumber.agree(a.number, b.number, c.number)
            && SetShape.agree(a.shape, b.shape, c.shape)
            && SetShading.agree(a.shading, b.shading, c.shading)
            && SetColor.agree(a.color, b.color, c.color)
    }

    /// Whether `cards` are three different cards that form a set.
    public static func isSet(_ cards: [SetCard]) -> Bool {
        cards.count == 3 && Set(cards).count == 3 && isSet(cards[0], cards[1], cards[2])
    }

    /// The one card that completes a set with `a` and `b`.
    public static func completing(_ a: SetCard, _ b: SetCard) -> SetCard {
        SetCard(index: SetCard.completingIndex(a.index, b.index))
    }

    /// Every set among `cards`, each as three indices into `cards` in increasing order.
    public static func allSets(in cards: [SetCard]) -> [[Int]] {
        var sets: [[Int]] = []
        forEachSet(in: cards) { i, j, k in
            sets.append([i, j, k])
            return true
        }
        return sets
    }

    /// The first set among `cards` in index order, if there is one.
    public static func firstSet(in cards: [SetCard]) -> [Int]? {
        var found: [Int]?
        forEachSet(in: cards) { i, j, k in
            found = [i, j, k]
            return false
        }
        return found
    }

    /// Whether `cards` hold a set; allocates nothing.
    public static func containsSet(in cards: [SetCard]) -> Bool {
        var found = false
        forEachSet(in: cards) { _, _, _ in
            found = true
            return false
        }
        return found
    }

    /// Calls `body` with the indices `i < j < k` into `cards` of each set, in
    /// the order `allSets` lists them, until `body` returns false. Allocates
    /// nothing itself.
    ///
    /// For each pair the completing card is read from `SetCard.completions`
    /// and its position in `cards` from a table indexed by deck index, so this
    /// is quadratic, not cubic. When a card occurs more than once, its last
    /// position is the one looked up.
    public static func forEachSet(in cards: [SetCard], _ body: (Int, Int, Int) -> Bool) {
        let completions = SetCard.completions
        let absent = -1
        // 81 integers: small enough for the stack, so no allocation.
        withUnsafeTemporaryAllocation(of: Int.self, capacity: SetCard.deckSize) { position in
            position.initialize(repeating: absent)
            for (index, card) in cards.enumerated() { position[card.index] = index }
            for i in cards.indices {
                let row = cards[i].index * SetCard.deckSize
                for j in (i + 1)..<cards.count {
                    let k = position[Int(completions[row + cards[j].index])]
                    if k > j, !body(i, j, k) { return }
                }
            }
        }
    }
}
