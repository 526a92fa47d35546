import GLibKit

/// Clocks the end-to-end tests may speed up, each by its environment variable
/// (docs/computer-players.md, "Computer players at the table", and docs/practice.md,
/// "Sprints in the app"): a factor F ≥ 1 runs that clock F times faster than
/// real time; unset, or anything else, is 1.
enum TestSpeed {
    /// The computer players' clock (`MATCHISMO_TEST_OPPONENT_SPEED`).
    static let opponents = factor("MATCHISMO_TEST_OPPONENT_SPEED")
    /// The sprints' clock (`MATCHISMO_TEST_SPRINT_SPEED`): a 3-minute sprint ends in 180 / F real seconds.
    static let sprints = factor("MATCHISMO_TEST_SPRINT_SPEED")
    /// Whether the computer players' clock waits for a person's first claim
    /// (`MATCHISMO_TEST_OPPONENTS_START=first-claim`), so that a test's first
    /// key comes first however slowly the machine starts the game.
    static let opponentsWaitForFirstClaim = ProcessEnvironment.value("MATCHISMO_TEST_OPPONENTS_START") == "first-claim"

    /// The factor `variable` gives: only faster, never slower.
    static func factor(_ variable: String) -> Double {
        guard let text = ProcessEnvironment.value(variable), let value = Double(text), value >= 1, value.isFinite else { return 1 }
        return value
    }
}
