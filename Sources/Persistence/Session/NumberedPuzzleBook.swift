import GameModel
import GLibKit

/// Every numbered puzzle the player has opened (`NumberedPuzzle`), by number:
/// how far they got, the time they took, and whether they solved it; and the
/// one last opened, which Next Puzzle follows and which comes back at start
/// when it was on the table. Kept apart from the daily puzzles' `PuzzleBook`,
/// whose streaks and best time it leaves alone. Stored as `numbered-puzzles.json`.
public struct NumberedPuzzleBook: StoredDocument, Equatable {
    public static let fileName = "numbered-puzzles.json"
    public static let format = 1
    public static var messages: DocumentMessages {
        // TRANSLATORS: told once when the numbered puzzles' results cannot be used; {reason} says why, {path} names a file.
        DocumentMessages(
            keptAside: tr("Your numbered puzzle results could not be read because {reason}, so Matchismo started a new record of them; the old file was kept as {path}."),
            newerKeptAside: tr("Your numbered puzzle results were saved by a newer version of Matchismo, so this version started a new record of them; the old file was kept as {path}."),
            notMoved: tr("Your numbered puzzle results could not be read because {reason}, and they could not be moved aside ({detail}), so Matchismo started a new record of them and left the file as it was."),
            notSaved: tr("Matchismo could not save your numbered puzzle results ({detail}); you can keep playing, and it will try again at the next save."))
    }

    /// One numbered puzzle as the player left it.
    public struct Entry: Codable, Equatable, Sendable {
        /// The puzzle with the sets found so far.
        public var game: NumberedPuzzleGame
        /// Seconds of play so far; the solving time once solved.
        public var seconds: Double

        public init(game: NumberedPuzzleGame, seconds: Double) {
            self.game = game
            self.seconds = seconds.isFinite && seconds > 0 ? seconds : 0
        }

        public var isSolved: Bool { game.isOver }
        public var difficulty: PuzzleDifficulty { game.difficulty }
    }

    /// By number, in the file as decimal keys ("1234").
    public private(set) var puzzles: [Int: Entry] = [:]
    /// The puzzle last opened; nil before the first.
    public private(set) var current: Int?
    /// Whether `current` was on the Set table, in the puzzle's place, when last kept.
    public var isOnTable = false

    public init() {}

    /// Keeps `game`'s progress and time under its number; it becomes the current puzzle.
    public mutating func keep(_ game: NumberedPuzzleGame, seconds: Double) {
        puzzles[game.number] = Entry(game: game, seconds: seconds)
        current = game.number
    }

    /// Puzzle `number` as the player left it, or fresh.
    public func game(_ number: Int) -> NumberedPuzzleGame {
        puzzles[number]?.game ?? NumberedPuzzleGame(number: number)
    }

    /// Next Puzzle of `difficulty`: the one after the current puzzle when it
    /// has that difficulty, else the one after the highest of it opened, else
    /// its first; nil past the last number.
    public func nextNumber(of difficulty: PuzzleDifficulty) -> Int? {
        if let current, NumberedPuzzle.difficulty(of: current) == difficulty { return NumberedPuzzle.next(after: current) }
        guard let highest = puzzles.keys.filter({ NumberedPuzzle.difficulty(of: $0) == difficulty }).max() else {
            return NumberedPuzzle.number(1, of: difficulty)
        }
        return NumberedPuzzle.next(after: highest)
    }

    /// The puzzles of `difficulty` solved.
    public func solvedCount(of difficulty: PuzzleDifficulty) -> Int {
        puzzles.values.count { $0.isSolved && $0.difficulty == difficulty }
    }

    /// The fastest puzzle of `difficulty` solved without hints, in seconds.
    public func bestTime(of difficulty: PuzzleDifficulty) -> Double? {
        puzzles.values.filter { $0.isSolved && !$0.game.isAssisted && $0.difficulty == difficulty }.map(\.seconds).min()
    }

    enum CodingKeys: String, CodingKey {
        case puzzles, current, onTable
    }

    /// Refuses a key that is not its puzzle's number, and a current number no puzzle has.
    public init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        for (key, entry) in try values.decode([String: Entry].self, forKey: .puzzles) {
            guard let number = Int(key), String(number) == key, number == entry.game.number else {
                throw Self.corrupt(decoder, .puzzles, "the puzzle under \(key) is puzzle \(entry.game.number)")
            }
            puzzles[number] = entry
        }
        current = try values.decodeIfPresent(Int.self, forKey: .current)
        if let current, !NumberedPuzzle.numbers.contains(current) {
            throw Self.corrupt(decoder, .current, "no puzzle has number \(current)")
        }
        isOnTable = try values.decodeIfPresent(Bool.self, forKey: .onTable) ?? false
    }

    private static func corrupt(_ decoder: any Decoder, _ key: CodingKeys, _ what: String) -> DecodingError {
        DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath + [key], debugDescription: what))
    }

    public func encode(to encoder: any Encoder) throws {
        var values = encoder.container(keyedBy: CodingKeys.self)
        try values.encode(Dictionary(uniqueKeysWithValues: puzzles.map { (String($0.key), $0.value) }), forKey: .puzzles)
        try values.encodeIfPresent(current, forKey: .current)
        try values.encode(isOnTable, forKey: .onTable)
    }
}
