// libFuzzer target `statistics`: any bytes as `statistics.json`, loaded
// through `DataStore` (see DocumentFuzzing.swift). Loaded statistics must be
// possible (counts not negative, at most `topResultsLimit` results) and must
// keep recording games.
import Foundation
import GameModel
import GLibKit
import Persistence

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    fuzzLoad(Statistics.self, UnsafeBufferPointer(start: data, count: size)) { statistics in
        var problem: String?
        for game in PlayedGame.scored {
            let stats = statistics[game]
            if stats.played < 0 || stats.finished < 0 || stats.finished > stats.played
                || stats.topResults.count > GameStatistics.topResultsLimit {
                problem = problem ?? "\(game): played \(stats.played), finished \(stats.finished), \(stats.topResults.count) results"
            }
            _ = stats.averageScore
        }
        var updated = statistics
        for game in PlayedGame.scored {
            updated.record(game: game, score: 7, duration: 60, finished: true, hasMoved: true, date: Timestamp(secondsSince1970: 0))
            updated.record(game: game, score: -3, duration: 5, finished: false, hasMoved: true, date: Timestamp(secondsSince1970: 0))
        }
        return problem
    }
    return 0
}
