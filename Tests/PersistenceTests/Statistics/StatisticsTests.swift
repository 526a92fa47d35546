import Foundation
import GameModel
import GLibKit
import Testing
@testable import Persistence

@Suite("Statistics and high scores")
struct StatisticsTests {
    static func day(_ n: Double) -> Timestamp { Timestamp(secondsSince1970: 1_790_000_000 + Int64(n * 86_400)) }

    @Test("Finished games and games abandoned after a move count; untouched ones don't")
    func countingRule() {
        var statistics = Statistics()
        let first = statistics.record(game: .matchismo, score: 40, duration: 100, finished: true, hasMoved: true, date: Self.day(1))
        #expect(first)
        let second = statistics.record(game: .matchismo, score: -5, duration: 30, finished: false, hasMoved: true, date: Self.day(2))
        #expect(second)
        let third = statistics.record(game: .matchismo, score: 0, duration: 12, finished: false, hasMoved: false, date: Self.day(3))
        #expect(!third)
        let fourth = statistics.record(game: .matchismo, score: 25, duration: 80, finished: true, hasMoved: true, date: Self.day(4))
        #expect(fourth)
        let matchismo = statistics[.matchismo]
        #expect(matchismo.played == 3)
        #expect(matchismo.finished == 2)
        #expect(matchismo.bestScore == 40)
        #expect(matchismo.totalScore == 60)
        #expect(matchismo.averageScore == 20)
        #expect(matchismo.bestTime == 80)
        #expect(matchismo.topResults == [
            GameResult(score: 40, duration: 100, date: Self.day(1), finished: true),
            GameResult(score: 25, duration: 80, date: Self.day(4), finished: true),
            GameResult(score: -5, duration: 30, date: Self.day(2), finished: false),
        ])
        #expect(statistics[.set(.classic)] == GameStatistics())
        #expect(statistics[.set(.classic)].averageScore == nil && statistics[.set(.classic)].bestScore == nil && statistics[.set(.classic)].bestTime == nil)
        #expect(Statistics.counts(finished: true, hasMoved: false))
    }

    @Test("Best time comes from finished games only; an abandoned quick game doesn't set it")
    func bestTime() {
        var statistics = Statistics()
        statistics.record(game: .set(.classic), score: 3, duration: 5, finished: false, hasMoved: true, date: Self.day(1))
        #expect(statistics[.set(.classic)].bestTime == nil)
        statistics.record(game: .set(.classic), score: 60, duration: 600, finished: true, hasMoved: true, date: Self.day(2))
        statistics.record(game: .set(.classic), score: 45, duration: 420.5, finished: true, hasMoved: true, date: Self.day(3))
        #expect(statistics[.set(.classic)].bestTime == 420.5)
        #expect(statistics[.set(.classic)].bestScore == 60)
        #expect(statistics[.set(.classic)].averageScore == 36)
        #expect(statistics[.matchismo].played == 0)
    }

    @Test("The top list keeps the best 50 while the totals count every game")
    func cap() {
        var statistics = Statistics()
        for score in 0..<60 {
            statistics.record(game: .matchismo, score: score, duration: 10, finished: true, hasMoved: true, date: Self.day(0))
        }
        let matchismo = statistics[.matchismo]
        #expect(matchismo.played == 60)
        #expect(matchismo.averageScore == 29.5)
        #expect(matchismo.topResults.count == GameStatistics.topResultsLimit)
        #expect(matchismo.topResults.map(\.score) == Array((10..<60).reversed()))
    }

    static let a = GameResult(score: 10, duration: 50, date: day(3), finished: true)
    static let b = GameResult(score: 30, duration: 20, date: day(1), finished: true)
    static let c = GameResult(score: 20, duration: 40, date: day(2), finished: false)
    static let d = GameResult(score: 20, duration: 10, date: day(4), finished: true)

    @Test("Results sort by each column both ways, ties in high-score order, whatever the input order",
          arguments: [
            (ResultColumn.score, SortDirection.ascending, [a, d, c, b]),
            (.score, .descending, [b, d, c, a]),
            (.duration, .ascending, [d, b, c, a]),
            (.duration, .descending, [a, c, b, d]),
            (.date, .ascending, [b, c, a, d]),
            (.date, .descending, [d, a, c, b]),
          ])
    func sorting(column: ResultColumn, direction: SortDirection, expected: [GameResult]) {
        let inputs = [[Self.a, Self.b, Self.c, Self.d], [Self.d, Self.c, Self.b, Self.a], [Self.c, Self.a, Self.d, Self.b]]
        for input in inputs {
            #expect(input.sorted(by: column, direction) == expected)
        }
    }

    @Test("Statistics survive the store, and bad durations are stored as zero")
    func roundTrip() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = StatisticsStore(dataStore: DataStore(directory: directory.path))
        #expect(store.load() == .missing)
        var statistics = Statistics()
        statistics.record(game: .matchismo, score: 12, duration: 61.25, finished: true, hasMoved: true, date: Self.day(1))
        statistics.record(game: .set(.classic), score: -2, duration: .nan, finished: false, hasMoved: true, date: Self.day(2))
        try store.save(statistics)
        let loaded = try #require(store.load().value)
        #expect(loaded == statistics)
        #expect(loaded[.set(.classic)].topResults.first?.duration == 0)
        #expect(loaded[.matchismo].bestTime == 61.25)
    }
}
