/// The daily puzzle (card reference, section 7): the date's 12 cards
/// (`DailyPuzzle`) hold exactly 6 sets; find them all, by `PuzzleRules`.
/// Cards are never dealt or removed, so the deck is always empty and Deal 3
/// More is refused.
public struct PuzzleGame: PuzzleRules {
    public static let variant = SetVariant.puzzle

    /// The day whose puzzle this is.
    public let date: PuzzleDate
    @usableFromInline var core: SetGameCore

    public init(date: PuzzleDate) {
        self.date = date
        let (cards, generator) = DailyPuzzle.draw(for: date)
        core = SetGameCore(table: cards, generator: generator)
    }
}

extension PuzzleGame {
    enum CodingKeys: String, CodingKey {
        case date
    }

    /// Reads a saved puzzle and refuses one that cannot happen (`checkPuzzle`).
    public init(from decoder: any Decoder) throws {
        date = try decoder.container(keyedBy: CodingKeys.self).decode(PuzzleDate.self, forKey: .date)
        core = try SetGameCore(from: decoder)
        try checkPuzzle(cards: DailyPuzzle.cards(for: date), name: date.text, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var values = encoder.container(keyedBy: CodingKeys.self)
        try values.encode(date, forKey: .date)
        try core.encode(to: encoder)
    }
}
