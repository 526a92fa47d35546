import Foundation
import GameModel

/// The computer players' figures (docs/computer-players.md, "The figures"): not
/// timings but what the model does, printed after the benchmarks. Each
/// adjacent pair of levels plays seeded games of Set (the stronger level's
/// share of wins), and each level's median time to claim is measured on
/// opening tables of 1 set and of 6.
enum ComputerFigureReport {
    /// The name `--filter` matches.
    static let name = "opponents"

    static func print(quick: Bool) {
        let games = quick ? 50 : 500
        let tables = quick ? 100 : 500
        let levels = ComputerLevel.ordered
        for (weaker, stronger) in zip(levels, levels.dropFirst()) {
            let record = ComputerFigures.record(stronger, against: weaker, games: games)
            Swift.print("\(name).wins.\(stronger.rawValue)-over-\(weaker.rawValue): "
                        + String(format: "%.1f%%", 100 * record.strongerShare)
                        + " (\(record.games) games: \(record.stronger) won, \(record.weaker) lost, \(record.ties) tied; "
                        + String(format: "%.1f%% of the sets)", 100 * record.strongerSuccessShare))
        }
        for level in levels {
            let one = ComputerFigures.medianClaimSeconds(level, sets: 1, tables: tables)
            let six = ComputerFigures.medianClaimSeconds(level, sets: DailyPuzzle.setCount, tables: tables)
            Swift.print("\(name).claim.\(level.rawValue): " + String(format: "1 set %.1f s, 6 sets %.1f s", one, six)
                        + " (median of \(tables) tables each)")
        }
    }
}
