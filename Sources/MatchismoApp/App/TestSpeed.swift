import GLibKit

/// Clocks the end-to-end tests may speed up, each by its environment variable
/// (HACKING, "Computer players at the table" and "Practice"): a factor F ≥ 1 runs that
/// clock F times faster than real time; unset, or anything else, is 1.
enum TestSpeed {
    /// The computer players' clock (`MATCHISMO_TEST_OPPONENT_SPEED`).
    static let opponents = factor("MATCHISMO_TEST_OPPONENT_SPEED")
    /// The sprints' clock (`MATCHISMO_TEST_SPRINT_SPEED`): a 3-minute sprint ends in 180 / F real seconds.
    static let sprints = factor("MATCHISMO_TEST_SPRINT_SPEED")

    /// The factor `variable` gives: only faster, never slower.
    static func factor(_ variable: String) -> Double {
        guard let text = ProcessEnvironment.value(variable), let value = Double(text), value >= 1, value.isFinite else { return 1 }
        return value
    }
}
