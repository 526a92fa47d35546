import FoundationEssentials

/// One counted game: a row of the high-score table.
public struct GameResult: Codable, Equatable, Sendable {
    public var score: Int
    /// Seconds of play; never negative.
    public var duration: Double
    /// When the game ended.
    public var date: Date
    /// Whether the game was played to the end (otherwise abandoned after a move).
    public var finished: Bool
    /// Whether hints helped: such a game sets no best time.
    public var assisted: Bool

    public init(score: Int, duration: Double, date: Date, finished: Bool, assisted: Bool = false) {
        self.score = score
        self.duration = duration.isFinite && duration > 0 ? duration : 0
        self.date = date
        self.finished = finished
        self.assisted = assisted
    }

    /// Results saved before hints were marked load as unassisted.
    public init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            score: try values.decode(Int.self, forKey: .score),
            duration: try values.decode(Double.self, forKey: .duration),
            date: try values.decode(Date.self, forKey: .date),
            finished: try values.decode(Bool.self, forKey: .finished),
            assisted: try values.decodeIfPresent(Bool.self, forKey: .assisted) ?? false)
    }

    /// The high-score order: higher score first, then the faster, then the earlier.
    public static func ranksAbove(_ a: GameResult, _ b: GameResult) -> Bool {
        if a.score != b.score { return a.score > b.score }
        if a.duration != b.duration { return a.duration < b.duration }
        return a.date < b.date
    }
}
