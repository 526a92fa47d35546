import GameModel
import GLibKit

/// Every daily puzzle the player has opened, by day: how far they got, the
/// time they took, and whether they solved it. A solved puzzle reopens as
/// solved; the streak and the best time come from here. Stored as `puzzles.json`.
///
/// Years of daily play stay small and quick to load: a day more than
/// `summarizedAfterDays` before the latest day in the book keeps only its
/// time, score, help and the sets found (`Day`), not the whole game. Every
/// day stays, so the streaks, the best time and the count of puzzles solved
/// are exact, and a puzzle left half done can still be finished.
public struct PuzzleBook: StoredDocument, Equatable {
    public static let fileName = "puzzles.json"
    /// 2: the days before the latest month are summary lines (`summarized`).
    public static let format = 2
    /// How many days before the latest one a day is kept whole: the month
    /// the puzzle list shows (`PuzzleListWindow.daysBack`).
    public static let summarizedAfterDays = 31
    public static var messages: DocumentMessages {
        // TRANSLATORS: told once when the daily puzzles' results cannot be used; {reason} says why, {path} names a file.
        DocumentMessages(
            keptAside: tr("Your daily puzzle results could not be read because {reason}, so Matchismo started a new record of them; the old file was kept as {path}."),
            newerKeptAside: tr("Your daily puzzle results were saved by a newer version of Matchismo, so this version started a new record of them; the old file was kept as {path}."),
            notMoved: tr("Your daily puzzle results could not be read because {reason}, and they could not be moved aside ({detail}), so Matchismo started a new record of them and left the file as it was."),
            notSaved: tr("Matchismo could not save your daily puzzle results ({detail}); you can keep playing, and it will try again at the next save."))
    }

    /// By day; in the file, whole days under `YYYY-MM-DD` keys in `days`,
    /// summaries as lines in `summarized`.
    public private(set) var days: [PuzzleDate: Day] = [:]

    public init() {}

    /// Keeps `game`'s progress and time under its day; days long
    /// before the latest day are summarized (`summarizedAfterDays`).
    public mutating func keep(_ game: PuzzleGame, seconds: Double) {
        let day = Day(game: game, seconds: seconds)
        let previous = latest
        latest = max(previous ?? game.date, game.date)
        days[game.date] = game.date < cutoff ? day.summarized : day
        if latest != previous { summarizeOldDays(after: previous) }
    }

    /// The latest day in the book: the clock of the summaries.
    private var latest: PuzzleDate?

    /// Days before this one are summarized.
    private var cutoff: PuzzleDate {
        (latest ?? PuzzleDate(dayNumber: 0)).adding(days: -Self.summarizedAfterDays)
    }

    /// Summarizes the days before `cutoff`: counted from the book's
    /// latest day, not the clock. A summary loses no record, so even a clock
    /// set years ahead costs only the old tables' order and selections.
    /// When the latest day was `previous`, only the days that have just
    /// grown old are looked at, so keeping a day stays quick in a long book.
    private mutating func summarizeOldDays(after previous: PuzzleDate?) {
        let end = cutoff.dayNumber
        let old: [PuzzleDate] = if let start = previous?.adding(days: -Self.summarizedAfterDays).dayNumber,
                                   end - start < days.count {
            (start..<end).map(PuzzleDate.init(dayNumber:))
        } else {
            days.keys.filter { $0.dayNumber < end }
        }
        for date in old { if let day = days[date] { days[date] = day.summarized } }
    }

    /// The days solved.
    public var solvedDates: Set<PuzzleDate> { Set(days.filter { $0.value.isSolved }.keys) }

    /// The fastest puzzle solved without hints, in seconds.
    public var bestTime: Double? {
        days.values.filter { $0.isSolved && !$0.isAssisted }.map(\.seconds).min()
    }

    /// The streaks of days solved, as of `today`.
    public func streak(today: PuzzleDate) -> PuzzleStreak {
        PuzzleStreak(solved: solvedDates, today: today)
    }

    enum CodingKeys: String, CodingKey {
        case days
        /// Format 2: the summarized days, one line each in date order (`Day.summaryLine`).
        case summarized
    }

    /// Refuses a day whose key is not a date or not its puzzle's date, and a
    /// summary line that cannot be; the old days of a format 1 file are
    /// summarized as they load, so the next save is small.
    public init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        func refuse(_ key: CodingKeys, _ what: String) -> DecodingError {
            .dataCorrupted(.init(codingPath: decoder.codingPath + [key], debugDescription: what))
        }
        for (key, whole) in try values.decode([String: WholeDay].self, forKey: .days) {
            guard let date = PuzzleDate(parsing: key), date == whole.game.date else {
                throw refuse(.days, "the puzzle under \(key) is not that day's puzzle")
            }
            days[date] = Day(game: whole.game, seconds: whole.seconds)
        }
        for line in try values.decodeIfPresent([String].self, forKey: .summarized) ?? [] {
            guard let day = Day(summaryLine: line), days[day.date] == nil else {
                throw refuse(.summarized, "\(line) is not a summary of a day")
            }
            days[day.date] = day
        }
        latest = days.keys.max()
        summarizeOldDays(after: nil)
    }

    public func encode(to encoder: any Encoder) throws {
        var values = encoder.container(keyedBy: CodingKeys.self)
        let whole = days.compactMap { date, day in
            if case .game(let game) = day.kept { (date.text, WholeDay(game: game, seconds: day.seconds)) } else { nil }
        }
        try values.encode(Dictionary(uniqueKeysWithValues: whole), forKey: .days)
        let summaries = days.keys.sorted().compactMap { days[$0]?.summaryLine }
        if !summaries.isEmpty { try values.encode(summaries, forKey: .summarized) }
    }
}
