import Foundation
import GameModel
import GLibKit
import Testing

@testable import Persistence

/// The sprints' records in statistics.json: kept per mode with
/// their day, written only once there is one, refused when no sprint could
/// have set them, and never counted as classic Set.
@Suite("Sprint records in the statistics")
struct SprintStatisticsTests {
    static let day = PuzzleDate(year: 2026, month: 11, day: 26)!

    static func result(_ mode: SprintMode, sets: Int, mistakes: Int = 0, seconds: Double, assisted: Bool = false) -> SprintResult {
        SprintResult(mode: mode, deal: 4242, setsFound: sets, mistakes: mistakes, playSeconds: seconds, isAssisted: assisted)
    }

    @Test("Sprint records keep the best of each mode with its day, through JSON")
    func recordsRoundTripWithTheirDay() throws {
        var statistics = Statistics()
        #expect(statistics.offerSprint(Self.result(.findTen, sets: 10, mistakes: 1, seconds: 97), on: Self.day) == .first)
        #expect(statistics.offerSprint(Self.result(.timed, sets: 14, mistakes: 2, seconds: 180), on: Self.day) == .first)
        let slower = Self.result(.findTen, sets: 10, seconds: 103)
        #expect(statistics.offerSprint(slower, on: Self.day.adding(days: 1)) == .notARecord, "97 s + 5 s beats 103 s")
        let best = try #require(statistics.sprints.best(.findTen))
        #expect(best.result.time == 102 && best.date == Self.day)
        let data = try JSONEncoder().encode(statistics)
        #expect(String(decoding: data, as: UTF8.self).contains("\"sprints\""))
        let loaded = try JSONCoder.decode(Statistics.self, from: data)
        #expect(loaded == statistics)
        #expect(loaded.sprints.best(.timed)?.result.points == 12)
        #expect(loaded.sprints.best(.findTwenty) == nil)
    }

    /// The fuzzer's seed with sprints (Checks/Fuzz/Corpus/statistics) loads whole through the store.
    @Test("The fuzzer's seed with sprints loads whole through the store")
    func theFuzzSeedLoads() throws {
        let seed = TestPaths.repositoryRoot.appendingPathComponent("Checks/Fuzz/Corpus/statistics/sprint-records.json")
        let statistics = try #require(try FuzzRegressionTests.load(Statistics.self, from: Data(contentsOf: seed)).value)
        #expect(statistics.sprints.best(.findTen)?.result.time == 102.25)
        #expect(statistics.sprints.best(.timed)?.result.points == 12 && statistics.sprints.best(.timed)?.result.deal == .max)
        #expect(statistics.sprints.best(.timed)?.date == Self.day.adding(days: -1))
    }

    @Test("Statistics without sprints write no sprints field")
    func noSprintsWritesNoField() throws {
        let data = try JSONEncoder().encode(Statistics())
        #expect(!String(decoding: data, as: UTF8.self).contains("sprints"))
    }

    @Test("An incomplete or assisted sprint is no record")
    func anIncompleteOrAssistedSprintIsNoRecord() {
        var statistics = Statistics()
        #expect(statistics.offerSprint(Self.result(.findTwenty, sets: 19, seconds: 50), on: Self.day) == .notARecord)
        #expect(statistics.offerSprint(Self.result(.findTen, sets: 10, seconds: 50, assisted: true), on: Self.day) == .notARecord)
        #expect(statistics.sprints == SprintRecords())
    }

    @Test("A sprint is never recorded as a classic Set game")
    func aSprintIsNeverAClassicGame() {
        var statistics = Statistics()
        let recorded = statistics.record(game: .sprint(.findTen), score: 30, duration: 60, finished: true, hasMoved: true)
        #expect(!recorded)
        #expect(statistics[.set(.classic)] == GameStatistics())
    }

    @Test("Records no sprint could set are refused: two of a mode, too few sets, an unknown mode")
    func recordsNoSprintCouldSetAreRefused() {
        let empty = #"{"played":0,"finished":0,"totalScore":0,"topResults":[]}"#
        let record = { (mode: String, sets: Int) in
            #"{"result":{"mode":"\#(mode)","deal":1,"setsFound":\#(sets),"mistakes":0,"playSeconds":60,"isAssisted":false},"date":"2026-11-26"}"#
        }
        for records in [[record("find-10", 10), record("find-10", 10)], [record("find-10", 9)], [record("find-99", 10)]] {
            let text = #"{"matchismo":\#(empty),"set":\#(empty),"sprints":{"records":[\#(records.joined(separator: ","))]}}"#
            #expect(throws: DecodingError.self, "\(records)") { try JSONCoder.decode(Statistics.self, from: Data(text.utf8)) }
        }
    }
}
