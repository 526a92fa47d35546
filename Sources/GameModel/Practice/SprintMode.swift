/// The sprints: classic Set from a numbered deal against the clock.
/// In the `find` modes, find the target number of sets as fast as possible;
/// each mistake adds `SprintRules.penaltySeconds`. In `timed`, find as many
/// sets as possible in `SprintRules.timedSeconds`; each mistake costs
/// `SprintRules.mistakeCost` points.
public enum SprintMode: String, CaseIterable, Codable, Sendable {
    /// Find 10 sets.
    case findTen = "find-10"
    /// Find 20 sets (every deal of Set holds at least 21: at most 20 cards
    /// can be left without a set, so at least 61 cards leave in sets).
    case findTwenty = "find-20"
    /// As many sets as possible in 3 minutes.
    case timed = "timed-3"

    /// The sets to find; nil in the timed mode.
    public var target: Int? {
        switch self {
        case .findTen: 10
        case .findTwenty: 20
        case .timed: nil
        }
    }

    /// The seconds of play the sprint lasts; nil in the find modes.
    public var timeLimit: Double? { self == .timed ? SprintRules.timedSeconds : nil }
}

/// The sprints' constants (docs/practice.md, "Sprints").
public enum SprintRules {
    /// Seconds added to a find sprint's time for each mistake.
    public static let penaltySeconds = 5.0
    /// The length of a timed sprint: 3 minutes of play.
    public static let timedSeconds = 180.0
    /// Points a timed sprint loses for each mistake (each set found scores 1).
    public static let mistakeCost = 1
}
