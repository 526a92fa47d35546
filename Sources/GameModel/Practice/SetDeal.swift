/// Where a game of the Set family starts: its variant and what dealt it (a
/// seed, the daily puzzle's day, a numbered puzzle's number). Dealing it
/// again gives the same first state on every machine, which a move log
/// (`SetGameRecording`) replays from.
public struct SetDeal: Hashable, Sendable {
    /// What dealt the game.
    public enum Source: Hashable, Sendable {
        /// A deal number: `SeededSetGame.init(seed:)`.
        case seed(UInt64)
        /// The daily puzzle of this day.
        case day(PuzzleDate)
        /// The numbered puzzle (`NumberedPuzzle`).
        case puzzleNumber(Int)
    }

    public let variant: SetVariant
    public let source: Source

    /// The deal of `seed` in a variant dealt from a deck; nil for the puzzle.
    public static func seeded(_ variant: SetVariant, seed: UInt64) -> SetDeal? {
        variant.deals ? SetDeal(variant: variant, source: .seed(seed)) : nil
    }

    /// The daily puzzle of `date`.
    public static func daily(_ date: PuzzleDate) -> SetDeal { SetDeal(variant: .puzzle, source: .day(date)) }

    /// Numbered puzzle `number`; nil for a number outside `NumberedPuzzle.numbers`.
    public static func numberedPuzzle(_ number: Int) -> SetDeal? {
        NumberedPuzzle.numbers.contains(number) ? SetDeal(variant: .puzzle, source: .puzzleNumber(number)) : nil
    }

    /// The game as dealt, before any move.
    public func start() -> any SetFamilyGame {
        switch source {
        case .seed(let seed): variant.deal(seed: seed, date: PuzzleDate(dayNumber: 0))
        case .day(let date): PuzzleGame(date: date)
        case .puzzleNumber(let number): NumberedPuzzleGame(number: number)
        }
    }
}

extension SetDeal: Codable {
    enum CodingKeys: String, CodingKey {
        case variant, seed, date, number
    }

    /// Saved as `{"variant": "classic", "seed": 42}`, `{"variant": "puzzle",
    /// "date": "2026-01-01"}` or `{"variant": "puzzle", "number": 7}`; any
    /// other mix fails to decode.
    public init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        let variant = try values.decode(SetVariant.self, forKey: .variant)
        let deal: SetDeal?
        if let seed = try values.decodeIfPresent(UInt64.self, forKey: .seed) {
            deal = .seeded(variant, seed: seed)
        } else if let date = try values.decodeIfPresent(PuzzleDate.self, forKey: .date) {
            deal = variant == .puzzle ? .daily(date) : nil
        } else {
            let number = try values.decode(Int.self, forKey: .number)
            deal = variant == .puzzle ? .numberedPuzzle(number) : nil
        }
        guard let deal else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "no such deal of \(variant)"))
        }
        self = deal
    }

    public func encode(to encoder: any Encoder) throws {
        var values = encoder.container(keyedBy: CodingKeys.self)
        try values.encode(variant, forKey: .variant)
        switch source {
        case .seed(let seed): try values.encode(seed, forKey: .seed)
        case .day(let date): try values.encode(date, forKey: .date)
        case .puzzleNumber(let number): try values.encode(number, forKey: .number)
        }
    }
}
