import GLibKit

/// Clocks the end-to-end tests may speed up, each by its environment variable
/// (docs/computer-players.md, "Computer players at the table", and docs/practice.md,
/// "Sprints in the app"): a factor F runs that clock F times faster than real
/// time, or slower where F < 1 (the harness slows the clocks of a game run
/// under Valgrind, so a computer player is no quicker against the slowed
/// person than at full speed); unset, or anything but a positive number, is 1.
enum TestSpeed {
    /// The computer players' clock (`MATCHISMO_TEST_OPPONENT_SPEED`).
    static let computers = factor("MATCHISMO_TEST_OPPONENT_SPEED")
    /// The sprints' clock (`MATCHISMO_TEST_SPRINT_SPEED`): a 3-minute sprint ends in 180 / F real seconds.
    static let sprints = factor("MATCHISMO_TEST_SPRINT_SPEED")
    /// Whether the computer players' clock waits for a person's first claim
    /// (`MATCHISMO_TEST_OPPONENTS_START=first-claim`), so that a test's first
    /// key comes first however slowly the machine starts the game.
    static let computersWaitForFirstClaim = ProcessEnvironment.value("MATCHISMO_TEST_OPPONENTS_START") == "first-claim"

    /// The factor `variable` gives, from a thousandth to a thousand times real time.
    static func factor(_ variable: String) -> Double {
        guard let text = ProcessEnvironment.value(variable), let value = Double(text), (0.001...1000).contains(value) else { return 1 }
        return value
    }
}
