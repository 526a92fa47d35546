/// The statistics and top results of one game.
public struct GameStatistics: Codable, Equatable, Sendable {
    /// How many results the high-score table keeps.
    public static let topResultsLimit = 50

    /// Games counted: finished, or abandoned after at least one move.
    public private(set) var played = 0
    public private(set) var finished = 0
    /// The best score of any counted game.
    public private(set) var bestScore: Int?
    /// The sum of the scores of all counted games, for the average.
    public private(set) var totalScore = 0
    /// The shortest duration, in seconds, of a finished game.
    public private(set) var bestTime: Double?
    /// The best results in high-score order (`GameResult.ranksAbove`), at most `topResultsLimit`.
    public private(set) var topResults: [GameResult] = []

    public init() {}

    /// The mean score of all counted games; nil before the first.
    public var averageScore: Double? {
        played > 0 ? Double(totalScore) / Double(played) : nil
    }

    /// Counts one game.
    public mutating func record(_ result: GameResult) {
        played += 1
        totalScore += result.score
        bestScore = Swift.max(bestScore ?? result.score, result.score)
        if result.finished {
            finished += 1
            bestTime = Swift.min(bestTime ?? result.duration, result.duration)
        }
        let position = topResults.firstIndex { GameResult.ranksAbove(result, $0) } ?? topResults.endIndex
        topResults.insert(result, at: position)
        if topResults.count > Self.topResultsLimit { topResults.removeLast(topResults.count - Self.topResultsLimit) }
    }
}
