import FoundationEssentials
import GameModel
import GLibKit

/// Statistics and high scores for every scored game, stored as `statistics.json`.
///
/// A pure value: recording and sorting never touch the disk; save it with a `StatisticsStore`.
public struct Statistics: StoredDocument, Equatable {
    public static let fileName = "statistics.json"
    public static let format = 1
    public static var messages: DocumentMessages {
        // TRANSLATORS: told once when the statistics cannot be used; {reason} says why, {path} names a file.
        DocumentMessages(
            keptAside: tr("Your statistics could not be read because {reason}, so Matchismo started with empty statistics; the old file was kept as {path}."),
            newerKeptAside: tr("Your statistics was saved by a newer version of Matchismo, so this version started with empty statistics; the old file was kept as {path}."),
            notMoved: tr("Your statistics could not be read because {reason}, and it could not be moved aside ({detail}), so Matchismo started with empty statistics and left the file as it was."),
            notSaved: tr("Matchismo could not save your statistics ({detail}); you can keep playing, and it will try again at the next save."))
    }

    public private(set) var matchismo = GameStatistics()
    public private(set) var set = GameStatistics()

    public init() {}

    /// A game's statistics; empty for a game that keeps no score.
    public private(set) subscript(game: GameKind) -> GameStatistics {
        get {
            switch game {
            case .matchismo: matchismo
            case .set: set
            case .card, .face: GameStatistics()
            }
        }
        set {
            switch game {
            case .matchismo: matchismo = newValue
            case .set: set = newValue
            case .card, .face: break
            }
        }
    }

    /// The rule: a game counts when it is finished, or abandoned after at least one move.
    public static func counts(finished: Bool, hasMoved: Bool) -> Bool {
        finished || hasMoved
    }

    /// Records a game that ended (finished, or abandoned by a new game or a
    /// quit). Returns false, changing nothing, when the game does not count.
    @discardableResult
    public mutating func record(
        game: GameKind, score: Int, duration: Double, finished: Bool, hasMoved: Bool, date: Date = Date()
    ) -> Bool {
        guard game.keepsScore, Self.counts(finished: finished, hasMoved: hasMoved) else { return false }
        self[game].record(GameResult(score: score, duration: duration, date: date, finished: finished))
        return true
    }
}
