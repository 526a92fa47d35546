/// The rules that decide what a set is, as pure functions.
public enum SetRules {
    /// Three cards are a set when each attribute is all the same or all different.
    public static func isSet(_ a: SetCard, _ b: SetCard, _ c: SetCard) -> Bool {
        SetNumber.agree(a.number, b.number, c.number)
            && SetShape.agree(a.shape, b.shape, c.shape)
            && SetShading.agree(a.shading, b.shading, c.shading)
            && SetColor.agree(a.color, b.color, c.color)
    }

    /// The one card that completes a set with `a` and `b`.
    public static func completing(_ a: SetCard, _ b: SetCard) -> SetCard {
        SetCard(
            .completing(a.number, b.number), .completing(a.shading, b.shading),
            .completing(a.color, b.color), .completing(a.shape, b.shape))
    }

    /// Every set among `cards`, each as three indices into `cards` in increasing order.
    public static func allSets(in cards: [SetCard]) -> [[Int]] {
        var sets: [[Int]] = []
        forEachSet(in: cards) { sets.append($0); return true }
        return sets
    }

    /// The first set among `cards` in index order, if there is one.
    public static func firstSet(in cards: [SetCard]) -> [Int]? {
        var found: [Int]?
        forEachSet(in: cards) { found = $0; return false }
        return found
    }

    /// Calls `body` with each set until it returns false. For each pair the
    /// completing card is looked up, so this is quadratic, not cubic.
    private static func forEachSet(in cards: [SetCard], _ body: ([Int]) -> Bool) {
        var position = [SetCard: Int](minimumCapacity: cards.count)
        for (index, card) in cards.enumerated() { position[card] = index }
        for i in cards.indices {
            for j in (i + 1)..<cards.count {
                if let k = position[completing(cards[i], cards[j])], k > j, !body([i, j, k]) { return }
            }
        }
    }
}
