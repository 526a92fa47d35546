import GLibKit
import GameModel
import TableCore

/// A game with a move count and a score, for deciding what a replaced game counts as.
protocol MovesAndScore {
    var moves: Int { get }
    var score: Int { get }
}

extension MatchismoGame: MovesAndScore {}
extension SingleCardGame: MovesAndScore {
    /// The single card keeps no score.
    var score: Int { 0 }
}

extension PuzzleDate {
    /// Today in local time, the day whose puzzle opens by default.
    static var today: PuzzleDate {
        let today = WallClock.localToday
        return PuzzleDate(year: today.year, month: today.month, day: today.day) ?? PuzzleDate(dayNumber: 0)
    }
}
