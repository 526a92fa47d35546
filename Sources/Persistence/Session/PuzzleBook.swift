import GameModel
import GLibKit

/// Every daily puzzle the player has opened, by day: how far they got, the
/// time they took, and whether they solved it. A solved puzzle reopens as
/// solved; the streak and the best time come from here. Stored as `puzzles.json`.
public struct PuzzleBook: StoredDocument, Equatable {
    public static let fileName = "puzzles.json"
    public static let format = 1
    public static var messages: DocumentMessages {
        // TRANSLATORS: told once when the daily puzzles' results cannot be used; {reason} says why, {path} names a file.
        DocumentMessages(
            keptAside: tr("Your daily puzzle results could not be read because {reason}, so Matchismo started a new record of them; the old file was kept as {path}."),
            newerKeptAside: tr("Your daily puzzle results were saved by a newer version of Matchismo, so this version started a new record of them; the old file was kept as {path}."),
            notMoved: tr("Your daily puzzle results could not be read because {reason}, and they could not be moved aside ({detail}), so Matchismo started a new record of them and left the file as it was."),
            notSaved: tr("Matchismo could not save your daily puzzle results ({detail}); you can keep playing, and it will try again at the next save."))
    }

    /// One day's puzzle as the player left it.
    public struct Day: Codable, Equatable, Sendable {
        /// The puzzle with the sets found so far.
        public var game: PuzzleGame
        /// Seconds of play so far; the solving time once solved.
        public var seconds: Double

        public init(game: PuzzleGame, seconds: Double) {
            self.game = game
            self.seconds = seconds.isFinite && seconds > 0 ? seconds : 0
        }

        public var isSolved: Bool { game.isOver }
    }

    /// By day, in the file as `YYYY-MM-DD` keys.
    public private(set) var days: [PuzzleDate: Day] = [:]

    public init() {}

    /// Keeps `game`'s progress and time under its day.
    public mutating func keep(_ game: PuzzleGame, seconds: Double) {
        days[game.date] = Day(game: game, seconds: seconds)
    }

    /// The days solved.
    public var solvedDates: Set<PuzzleDate> { Set(days.filter { $0.value.isSolved }.keys) }

    /// The fastest puzzle solved without hints, in seconds.
    public var bestTime: Double? {
        days.values.filter { $0.isSolved && !$0.game.isAssisted }.map(\.seconds).min()
    }

    /// The streaks of days solved, as of `today`.
    public func streak(today: PuzzleDate) -> PuzzleStreak {
        PuzzleStreak(solved: solvedDates, today: today)
    }

    enum CodingKeys: String, CodingKey {
        case days
    }

    /// Refuses a day whose key is not a date or not its puzzle's date.
    public init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        let stored = try values.decode([String: Day].self, forKey: .days)
        for (key, day) in stored {
            guard let date = PuzzleDate(parsing: key), date == day.game.date else {
                throw DecodingError.dataCorrupted(.init(
                    codingPath: decoder.codingPath + [CodingKeys.days],
                    debugDescription: "the puzzle under \(key) is not that day's puzzle"))
            }
            days[date] = day
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var values = encoder.container(keyedBy: CodingKeys.self)
        try values.encode(Dictionary(uniqueKeysWithValues: days.map { ($0.key.text, $0.value) }), forKey: .days)
    }
}
