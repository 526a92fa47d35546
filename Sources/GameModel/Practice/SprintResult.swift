/// How a sprint ended: what a record is made of.
public struct SprintResult: Codable, Equatable, Sendable {
    public let mode: SprintMode
    /// The deal number: the seed of the classic game played.
    public let deal: UInt64
    public let setsFound: Int
    /// Wrong sets, and Deal 3 More while a set was on the table.
    public let mistakes: Int
    /// Seconds of play until the end: the last set's move in a find sprint,
    /// the time limit in a timed one (earlier only when the deal ran out).
    public let playSeconds: Double
    /// Whether a hint or the count of sets helped: no record then.
    public let isAssisted: Bool

    public init(mode: SprintMode, deal: UInt64, setsFound: Int, mistakes: Int, playSeconds: Double, isAssisted: Bool) {
        self.mode = mode
        self.deal = deal
        self.setsFound = setsFound
        self.mistakes = mistakes
        self.playSeconds = playSeconds
        self.isAssisted = isAssisted
    }

    /// Seconds added for mistakes (find sprints only).
    public var penaltySeconds: Double { mode.target == nil ? 0 : Double(mistakes) * SprintRules.penaltySeconds }
    /// A find sprint's time: play and penalties.
    public var time: Double { playSeconds + penaltySeconds }
    /// A timed sprint's points: one a set, less `mistakeCost` a mistake (may be negative).
    public var points: Int { setsFound - mistakes * SprintRules.mistakeCost }
    /// Whether the sprint reached its end: the target found, or the time played out.
    public var isComplete: Bool { mode.target.map { setsFound >= $0 } ?? true }
    /// Whether it can be a record: complete and unassisted.
    public var canBeRecord: Bool { isComplete && !isAssisted }

    /// Whether this result beats `other` of the same mode: a shorter time in a
    /// find sprint, more points in a timed one; a tie does not beat.
    public func beats(_ other: SprintResult) -> Bool {
        precondition(mode == other.mode, "results of different sprints do not compare")
        return mode.target == nil ? points > other.points : time < other.time
    }
}
