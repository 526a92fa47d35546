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
    /// The shortest duration, in seconds, of a game finished without hints.
    public private(set) var bestTime: Double?
    /// The best results in high-score order (`GameResult.ranksAbove`), at most `topResultsLimit`.
    public private(set) var topResults: [GameResult] = []

    public init() {}

    /// The saved form's keys; decoding checks the numbers agree (`init(from:)` below).
    enum CodingKeys: String, CodingKey {
        case played, finished, bestScore, totalScore, bestTime, topResults
    }

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
            if !result.assisted { bestTime = Swift.min(bestTime ?? result.duration, result.duration) }
        }
        let position = topResults.firstIndex { GameResult.ranksAbove(result, $0) } ?? topResults.endIndex
        topResults.insert(result, at: position)
        if topResults.count > Self.topResultsLimit { topResults.removeLast(topResults.count - Self.topResultsLimit) }
    }
}

extension GameStatistics {
    /// The largest count or score total saved statistics may hold.
    static let magnitude = 1_000_000_000_000

    /// Reads saved statistics and refuses numbers that cannot go together:
    /// negative counts, more finished than played, too many or unordered top
    /// results, totals that a later game could overflow.
    public init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        played = try values.decode(Int.self, forKey: .played)
        finished = try values.decode(Int.self, forKey: .finished)
        bestScore = try values.decodeIfPresent(Int.self, forKey: .bestScore)
        totalScore = try values.decode(Int.self, forKey: .totalScore)
        bestTime = try values.decodeIfPresent(Double.self, forKey: .bestTime)
        topResults = try values.decode([GameResult].self, forKey: .topResults)

        func require(_ condition: Bool, _ what: String) throws {
            guard condition else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: what))
            }
        }
        let limit = Self.magnitude
        try require((0...limit).contains(played) && (0...played).contains(finished), "impossible game counts")
        try require(abs(totalScore) <= limit && bestScore.map { abs($0) <= limit } ?? true, "a score is out of range")
        try require((bestScore == nil) == (played == 0), "a best score needs a counted game")
        try require(bestTime.map { $0.isFinite && $0 >= 0 } ?? true, "the best time is not a duration")
        try require(bestTime == nil || finished > 0, "a best time needs a finished game")
        try require(topResults.count <= min(Self.topResultsLimit, played), "more top results than games")
        try require(
            topResults.allSatisfy { $0.duration.isFinite && $0.duration >= 0 && abs($0.score) <= limit },
            "a top result is out of range")
    }
}
