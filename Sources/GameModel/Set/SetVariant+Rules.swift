/// Where each Set variant meets its rules type: the one list a new variant
/// joins. Everything else that knows the variants (dealing, the saved
/// session, the clocks, the records, the fuzzer) reads this, and the
/// compiler's exhaustive switches cover the rest (titles, help).
extension SetVariant {
    /// The type whose rules this variant plays by.
    public var rules: any SetFamilyGame.Type {
        switch self {
        case .classic: ClassicSetGame.self
        case .junior: JuniorSetGame.self
        case .chain: SetChainGame.self
        case .ultra: UltraSetGame.self
        case .puzzle: PuzzleGame.self
        }
    }

    /// A fresh game of this variant: dealt from `seed`, or the puzzle of `date`.
    public func deal(seed: UInt64, date: PuzzleDate) -> any SetFamilyGame {
        rules.deal(seed: seed, date: date)
    }

    /// Whether a game of this variant in progress is kept in the saved
    /// session; the daily puzzle is kept in the puzzle book, day by day.
    public var isKeptInSession: Bool { self != .puzzle }
}

/// A variant whose games are dealt from a seed (all but the daily puzzle).
public protocol SeededSetGame: SetFamilyGame {
    init(seed: UInt64)
}

extension SeededSetGame {
    public static func deal(seed: UInt64, date: PuzzleDate) -> Self { Self(seed: seed) }
}

extension ClassicSetGame: SeededSetGame {}
extension JuniorSetGame: SeededSetGame {}
extension SetChainGame: SeededSetGame {}
extension UltraSetGame: SeededSetGame {}

extension PuzzleGame {
    /// The puzzle of `date`; a puzzle is never dealt from a seed.
    public static func deal(seed: UInt64, date: PuzzleDate) -> PuzzleGame { PuzzleGame(date: date) }
}
