import FoundationEssentials
import GameModel
import GLibKit
import Testing

@testable import Persistence

/// Each Set variant keeps its own statistics, hints keep a game off the best
/// times, and statistics saved before the variants still load.
@Suite("Each variant's statistics")
struct VariantStatisticsTests {
    static func day(_ n: Int) -> Timestamp { Timestamp(secondsSince1970: Int64(n) * 86_400) }

    @Test("Each Set variant counts apart, saved under its own name")
    func eachVariantCountsApart() throws {
        var statistics = Statistics()
        statistics.record(game: .set(.junior), score: 30, duration: 200, finished: true, hasMoved: true, date: Self.day(1))
        statistics.record(game: .set(.ultra), score: 8, duration: 90, finished: false, hasMoved: true, date: Self.day(2))
        #expect(statistics[.set(.junior)].played == 1)
        #expect(statistics[.set(.junior)].bestTime == 200)
        #expect(statistics[.set(.ultra)].played == 1)
        #expect(statistics[.set(.classic)].played == 0)
        #expect(statistics[.set(.chain)] == GameStatistics())
        let data = try JSONEncoder().encode(statistics)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("\"set-junior\"") && text.contains("\"set-ultra\""))
        #expect(try JSONCoder.decode(Statistics.self, from: data) == statistics)
    }

    @Test("An assisted game sets no best time, and is marked in the top results")
    func anAssistedGameSetsNoBestTime() {
        var statistics = Statistics()
        statistics.record(game: .set(.classic), score: 20, duration: 100, finished: true, hasMoved: true, assisted: true,
                          date: Self.day(1))
        #expect(statistics[.set(.classic)].finished == 1)
        #expect(statistics[.set(.classic)].bestTime == nil)
        #expect(statistics[.set(.classic)].topResults.first?.assisted == true)
        statistics.record(game: .set(.classic), score: 10, duration: 300, finished: true, hasMoved: true, date: Self.day(2))
        #expect(statistics[.set(.classic)].bestTime == 300)
    }

    @Test("Statistics saved before the variants load, the variants empty")
    func statisticsFromBeforeTheVariantsLoad() throws {
        let old = """
            {"matchismo":{"played":1,"finished":1,"bestScore":5,"totalScore":5,"bestTime":40,
            "topResults":[{"score":5,"duration":40,"date":"1970-01-01T00:00:00Z","finished":true}]},
            "set":{"played":0,"finished":0,"totalScore":0,"topResults":[]}}
            """
        let statistics = try JSONCoder.decode(Statistics.self, from: Data(old.utf8))
        #expect(statistics[.matchismo].bestTime == 40)
        #expect(statistics[.matchismo].topResults.first?.assisted == false)
        #expect(statistics[.set(.puzzle)] == GameStatistics())
    }

    @Test("Statistics of an unknown variant are refused, not dropped")
    func anUnknownVariantIsRefusedNotDropped() {
        let text = """
            {"matchismo":{"played":0,"finished":0,"totalScore":0,"topResults":[]},
            "set":{"played":0,"finished":0,"totalScore":0,"topResults":[]},
            "variants":{"set-speed":{"played":0,"finished":0,"totalScore":0,"topResults":[]}}}
            """
        #expect(throws: DecodingError.self) { try JSONCoder.decode(Statistics.self, from: Data(text.utf8)) }
    }

    @Test("Every scored game's storage name reads back as that game; classic Set's is \"set\"")
    func storageNamesRoundTrip() {
        for game in PlayedGame.scored + [.card] {
            #expect(PlayedGame(storageName: game.storageName) == game)
        }
        #expect(PlayedGame.set(.classic).storageName == "set")
        #expect(PlayedGame(storageName: "set-nonsense") == nil)
    }
}
