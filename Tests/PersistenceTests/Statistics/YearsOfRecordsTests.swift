import Foundation
import GameModel
import GLibKit
import Testing
import YearsOfRecords
@testable import Persistence

/// Ten years of daily puzzles and 100,000 finished games: the
/// files hold every game's contribution, every record and every streak,
/// exactly, within their size bounds, and one more game adds exactly one.
@Suite("Years of records", .serialized)
struct YearsOfRecordsTests {
    static let lastDay = PuzzleDate(year: 2026, month: 6, day: 30)!
    /// statistics.json and puzzles.json with ten years of records stay under these (docs/behaviour.md, "Years of records").
    static let statisticsBound = 64 * 1024, puzzlesBound = 384 * 1024
    static let records = YearsOfRecords(lastDay: lastDay)

    static func size(_ path: String) throws -> Int {
        try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
    }

    @Test("The generator's ten years: 100,000 finished games, 3,653 days, the records pinned")
    func generated() {
        let statistics = Self.records.statistics, book = Self.records.puzzles
        let played = PlayedGame.scored.map { statistics[$0].played }
        #expect(played.reduce(0, +) == 100_000)
        #expect(PlayedGame.scored.map { statistics[$0].finished }.reduce(0, +) == 100_000)
        #expect(played == [19364, 19515, 19099, 19316, 19289, 3417])
        #expect(PlayedGame.scored.map { statistics[$0].totalScore } == [669_736, 674_623, 662_572, 663_881, 669_161, 61145])
        #expect(book.days.count == 3530 && book.solvedDates.count == 3417)
        #expect(statistics[.set(.puzzle)].played == book.solvedDates.count)
        #expect(book.days.values.filter(\.isSummarized).count == 3499)
        #expect(book.streak(today: Self.lastDay) == PuzzleStreak(solved: book.solvedDates, today: Self.lastDay))
        #expect(book.streak(today: Self.lastDay).longest == 89)
        #expect(book.streak(today: Self.lastDay).current == 13)
        #expect(book.bestTime == 40.25 && statistics[.set(.puzzle)].bestTime == 40.25)
    }

    @Test("Saved and loaded: the same records, within the size bounds; one more game adds exactly one")
    func roundTrip() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try Self.records.write(to: directory.path)
        let store = DataStore(directory: directory.path)
        #expect(try Self.size(directory.file(Statistics.fileName)) <= Self.statisticsBound)
        #expect(try Self.size(directory.file(PuzzleBook.fileName)) <= Self.puzzlesBound)
        var statistics = try #require(store.load(Statistics.self).value)
        var book = try #require(store.load(PuzzleBook.self).value)
        #expect(statistics == Self.records.statistics && book == Self.records.puzzles)

        // The next day's puzzle, solved: one more game and day, the streak one longer.
        let next = Self.lastDay.adding(days: 1)
        var game = PuzzleGame(date: next)
        for set in SetRules.allSets(in: game.table) { for index in set { _ = game.perform(.choose(index)) } }
        book.keep(game, seconds: 39)
        statistics.record(game: .set(.puzzle), score: game.score, duration: 39, finished: true, hasMoved: true)
        try store.save(statistics)
        try store.save(book)
        let reloaded = try #require(store.load(Statistics.self).value)
        let before = Self.records.statistics[.set(.puzzle)], after = reloaded[.set(.puzzle)]
        #expect(after.played == before.played + 1 && after.finished == before.finished + 1)
        #expect(after.totalScore == before.totalScore + 18 && after.bestTime == 39)
        #expect(PlayedGame.scored.map { reloaded[$0].played }.reduce(0, +) == 100_001)
        let rebook = try #require(store.load(PuzzleBook.self).value)
        #expect(rebook.solvedDates.count == 3417 + 1 && rebook.bestTime == 39)
        #expect(rebook.streak(today: next).current == 14)
        #expect(try Self.size(directory.file(Statistics.fileName)) <= Self.statisticsBound)
        #expect(try Self.size(directory.file(PuzzleBook.fileName)) <= Self.puzzlesBound)
    }
}
