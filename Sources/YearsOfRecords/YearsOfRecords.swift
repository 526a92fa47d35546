import GLibKit
import GameModel
import Persistence

/// Ten years of a keen player's records,
/// seeded: a daily puzzle opened nearly every day up to `lastDay`, and
/// `games` finished games in all, the solved puzzles among them, spread
/// over the same years across every scored game. For the unit tests, the
/// benchmarks and the end-to-end tests (`matchismo-save-probe --records`),
/// built through the same calls the game makes, so the files are what such
/// a player's game would have saved.
public struct YearsOfRecords: Sendable {
    public static let years = 10
    /// Ten years of days, leap days included.
    public static let dayCount = 3653
    /// Finished games in the statistics, the solved puzzles included.
    public static let games = 100_000

    public private(set) var statistics = Statistics()
    public private(set) var puzzles = PuzzleBook()

    /// In percent of the days: a day missed (no puzzle opened), a puzzle
    /// left half done, a puzzle solved with a hint; the rest solved unhelped.
    static let missed = 3, unfinished = 3, assisted = 10

    public init(lastDay: PuzzleDate, seed: UInt64 = 35) {
        var random = SeededGenerator(seed: seed)
        let first = lastDay.adding(days: 1 - Self.dayCount)
        for offset in 0..<Self.dayCount {
            let date = first.adding(days: offset), roll = random.uniform(below: 100)
            guard roll >= Self.missed else { continue }
            let seconds = Double(40 + random.uniform(below: 400)) + 0.25
            var game = PuzzleGame(date: date)
            if roll < Self.missed + Self.unfinished {
                Self.find(sets: 2, in: &game)
                puzzles.keep(game, seconds: seconds)
                continue
            }
            if roll < Self.missed + Self.unfinished + Self.assisted { _ = game.perform(.hint) }
            Self.find(sets: DailyPuzzle.setCount, in: &game)
            puzzles.keep(game, seconds: seconds)
            statistics.record(game: .set(.puzzle), score: game.score, duration: seconds, finished: true, hasMoved: true,
                              assisted: game.isAssisted, date: Self.noon(of: date))
        }
        let others = PlayedGame.scored.filter { $0 != .set(.puzzle) }
        let rest = Self.games - statistics[.set(.puzzle)].played
        for index in 0..<rest {
            let date = first.adding(days: index * Self.dayCount / rest)
            let game = others[random.uniform(below: others.count)]
            statistics.record(
                game: game, score: random.uniform(below: 90) - 10, duration: Double(60 + random.uniform(below: 900)) + 0.5,
                finished: true, hasMoved: true, assisted: random.uniform(below: 7) == 0,
                date: Timestamp(secondsSince1970: Self.noon(of: date).secondsSince1970 + Int64(index % 600)))
        }
    }

    /// Writes `statistics.json` and `puzzles.json` into `directory`.
    public func write(to directory: String) throws(StorageError) {
        let store = DataStore(directory: directory)
        try store.save(statistics)
        try store.save(puzzles)
    }

    /// Finds the first `sets` sets of the table, in table order.
    static func find(sets: Int, in game: inout PuzzleGame) {
        for set in SetRules.allSets(in: game.table).prefix(sets) {
            for index in set { _ = game.perform(.choose(index)) }
        }
    }

    static func noon(of date: PuzzleDate) -> Timestamp {
        Timestamp(secondsSince1970: Int64(date.dayNumber) * 86_400 + 43_200)
    }
}
