/// The daily puzzle's cards (card reference, section 7): 12 cards holding
/// exactly 6 sets, chosen from the date alone, so every machine gets the same
/// 12 cards for the same date.
///
/// The date's day number seeds a `SeededGenerator`; 12 cards are drawn from
/// the deck in index order by a partial Fisher-Yates shuffle, again and again
/// until a draw holds exactly 6 sets (about one draw in 43 does: half a
/// millisecond a date in a debug build). Nothing else goes in: no hashing,
/// no system randomness, no dictionary order.
public enum DailyPuzzle {
    /// Cards in a puzzle.
    public static let cardCount = 12
    /// Sets among a puzzle's cards.
    public static let setCount = 6
    /// Mixed into the day number so the puzzle's draws are not those of a
    /// game seeded with the same small number.
    static let salt: UInt64 = 0xDA11_7005_E7C4_2D5E

    /// The puzzle of `date`, in the order the cards are dealt to the table.
    public static func cards(for date: PuzzleDate) -> [SetCard] { draw(for: date).cards }

    /// The puzzle of `date` and the generator after drawing it, which goes on
    /// to shuffle the table.
    static func draw(for date: PuzzleDate) -> (cards: [SetCard], generator: SeededGenerator) {
        draw(seed: UInt64(bitPattern: Int64(date.dayNumber)) ^ salt) { _ in true }
    }

    /// The first draw from a generator seeded with `seed` that holds exactly
    /// 6 sets and that `accepts`, with the generator after it. Each draw
    /// takes `cardCount` cards from the front of the deck left by the draw
    /// before, so accepting every such draw gives the daily puzzle's.
    static func draw(seed: UInt64, accepts: ([SetCard]) -> Bool) -> (cards: [SetCard], generator: SeededGenerator) {
        var generator = SeededGenerator(seed: seed)
        var deck = SetCard.fullDeck
        while true {
            for position in 0..<cardCount {
                deck.swapAt(position, position + generator.uniform(below: deck.count - position))
            }
            let cards = Array(deck.prefix(cardCount))
            if countSets(in: cards, upTo: setCount + 1) == setCount, accepts(cards) { return (cards, generator) }
        }
    }

    /// The number of sets among `cards`, counting no further than `limit`.
    static func countSets(in cards: [SetCard], upTo limit: Int) -> Int {
        var count = 0
        SetRules.forEachSet(in: cards) { _, _, _ in
            count += 1
            return count < limit
        }
        return count
    }
}
