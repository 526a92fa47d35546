/// One player's record over the matches played at one table, kept by name in
/// `Statistics`.
public struct PlayerStatistics: Codable, Equatable, Sendable {
    /// Matches played.
    public private(set) var played = 0
    /// Matches won; a tie for the top score is a win for each leader.
    public private(set) var won = 0
    /// The player's best score in a match (0 before the first).
    public private(set) var bestScore = 0
    /// Sets (UltraSets) found over all matches.
    public private(set) var successes = 0

    init() {}

    /// The saved form's keys; decoding checks the numbers agree (`init(from:)` below).
    enum CodingKeys: String, CodingKey {
        case played, won, bestScore, successes
    }

    /// Counts one match in which the player scored `score` and found `successes`.
    mutating func record(score: Int, won: Bool, successes: Int) {
        bestScore = played == 0 ? score : max(bestScore, score)
        played += 1
        if won { self.won += 1 }
        self.successes += successes
    }
}

extension PlayerStatistics {
    /// Reads a saved record and refuses numbers that cannot go together: no
    /// match played, more won than played, counts or scores a later match
    /// could overflow.
    public init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        played = try values.decode(Int.self, forKey: .played)
        won = try values.decode(Int.self, forKey: .won)
        bestScore = try values.decode(Int.self, forKey: .bestScore)
        successes = try values.decode(Int.self, forKey: .successes)
        let limit = GameStatistics.magnitude
        guard (1...limit).contains(played), (0...played).contains(won), (0...limit).contains(successes),
              (-limit...limit).contains(bestScore) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "impossible player record"))
        }
    }
}
