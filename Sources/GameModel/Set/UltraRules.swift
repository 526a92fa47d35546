/// The rule of UltraSet as pure functions: four cards A, B, C, D form an
/// UltraSet when some split into two pairs, (A,B)/(C,D), (A,C)/(B,D) or
/// (A,D)/(B,C), has the same completion for both pairs (card reference, section 7).
///
/// Two facts keep the search simple. Two different pairs with the same
/// completion never share a card (a card and a completion fix the pair's
/// other card), so any two pairs of one completion are an UltraSet. And four
/// different cards have at most one such split (two splits would make two of
/// the cards equal), so each UltraSet is found once, with one shared card.
public enum UltraRules {
    /// The card both pairs of `cards` complete, or nil when the four are no
    /// UltraSet (or not four different cards).
    public static func sharedCompletion(of cards: [SetCard]) -> SetCard? {
        guard cards.count == 4, Set(cards).count == 4 else { return nil }
        let indices = cards.map(\.index)
        for (a, b, c, d) in [(0, 1, 2, 3), (0, 2, 1, 3), (0, 3, 1, 2)] {
            let shared = SetCard.completingIndex(indices[a], indices[b])
            if shared == SetCard.completingIndex(indices[c], indices[d]) { return SetCard(index: shared) }
        }
        return nil
    }

    /// Every UltraSet among `cards` (all different), each as four indices into
    /// `cards`: a pair and then the other pair, each pair in increasing order.
    /// Listed by shared card (in deck order), then by pair.
    public static func allUltras(in cards: [SetCard]) -> [[Int]] {
        var ultras: [[Int]] = []
        for pairs in pairsByCompletion(cards) where pairs.count > 1 {
            for p in pairs.indices {
                for q in pairs.indices where q > p {
                    ultras.append([pairs[p].0, pairs[p].1, pairs[q].0, pairs[q].1])
                }
            }
        }
        return ultras
    }

    /// Whether `cards` (all different) hold an UltraSet: whether two pairs
    /// share a completion. Allocates nothing.
    public static func containsUltra(in cards: [SetCard]) -> Bool {
        let completions = SetCard.completions
        return withUnsafeTemporaryAllocation(of: Bool.self, capacity: SetCard.deckSize) { seen in
            seen.initialize(repeating: false)
            for i in cards.indices {
                let row = cards[i].index * SetCard.deckSize
                for j in (i + 1)..<cards.count {
                    let shared = Int(completions[row + cards[j].index])
                    if seen[shared] { return true }
                    seen[shared] = true
                }
            }
            return false
        }
    }

    /// The pairs `(i, j)`, `i < j`, of indices into `cards`, grouped by the
    /// deck index of their completion.
    static func pairsByCompletion(_ cards: [SetCard]) -> [[(Int, Int)]] {
        let completions = SetCard.completions
        var groups = [[(Int, Int)]](repeating: [], count: SetCard.deckSize)
        for i in cards.indices {
            let row = cards[i].index * SetCard.deckSize
            for j in (i + 1)..<cards.count {
                groups[Int(completions[row + cards[j].index])].append((i, j))
            }
        }
        return groups
    }
}
