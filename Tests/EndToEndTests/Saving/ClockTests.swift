import Foundation
import GameModel
import Testing

/// A wall clock that jumps while the game runs, made for real with
/// libfaketime (`FakeClock`): set back five hours, then forward ten, as a
/// laptop's clock does when it syncs. The game's time (on the header and in
/// Alt+S's summary, which Orca says), the claim countdown
/// and the computer player's timer run on the monotonic clock, which does not
/// jump: each follows the real seconds gone by, never negative, never a leap;
/// only the dates of records follow the wall clock.
@Suite("Clock jumps (end to end)", .serialized, .timeLimit(.minutes(3)))
struct ClockTests {
    typealias Data = SavedGameTests.DataFolder

    static func options(_ data: Data, _ clock: FakeClock) -> AppSession.Options {
        var options = data.options
        options.appEnvironment.merge(clock.environment) { _, new in new }
        return options
    }

    /// The header's time ("0:07", "1:02:03") in seconds.
    static func clockSeconds(_ tree: AccessibleNode) -> Int? {
        let text = tree.visibleLabels.first { $0.displayedText.range(of: #"^\d+(:\d\d)+$"#, options: .regularExpression) != nil }
        return text?.displayedText.split(separator: ":").reduce(0) { $0 * 60 + Int($1)! }
    }

    static func seconds(since start: ContinuousClock.Instant) -> Double {
        let gone = ContinuousClock.now - start
        return Double(gone.components.seconds) + Double(gone.components.attoseconds) / 1e18
    }

    @Test("Matchismo's time and the recorded game's time follow real time across a jump back and a jump forward")
    func gameTime() async throws {
        let data = try Data()
        let clock = try FakeClock()
        defer { data.remove(); clock.remove() }
        let launched = ContinuousClock.now
        try await AppSession.with(["--game=matchismo", "--seed=8"], options: Self.options(data, clock)) { app in
            _ = try await app.settledTree()
            let shown = ContinuousClock.now
            try await app.key("space")
            _ = try await app.waitForTree("a card turned up") { $0.scoreText == "Score: -1" }
            for offset in ["-5h", "+5h"] {
                try clock.set(offset)
                // Two more real seconds on the header, and never more than the real time since launch.
                let target = Int(Self.seconds(since: shown)) + 2
                let tree = try await app.waitForTree("the clock at \(target) s after \(offset)") {
                    (Self.clockSeconds($0) ?? -1) >= target
                }
                let shownTime = try #require(Self.clockSeconds(tree))
                #expect(Double(shownTime) <= Self.seconds(since: launched) + 1, "after \(offset): \(shownTime) s shown")
            }
            let lower = Self.seconds(since: shown) - 1
            try await app.key("ctrl+n")
            _ = try await app.waitForTree("a new game") { $0.scoreText == "Score: 0" }
            let upper = Self.seconds(since: launched) + 1
            try await waitUntil("statistics.json with the abandoned game") { (try? data.statistics("matchismo"))?["played"] as? Int == 1 }
            let results = try #require(try data.statistics("matchismo")["topResults"] as? [[String: Any]])
            let duration = try #require(results.first?["duration"] as? Double)
            #expect((lower...upper).contains(duration), "recorded \(duration) s, real \(lower)…\(upper) s")
            // The record's date is the wall clock's, five hours ahead now: the jump was real.
            let stamp = try #require(results.first?["date"] as? String)
            let date = try #require(ISO8601DateFormatter().date(from: stamp))
            let ahead = date.timeIntervalSinceNow
            #expect(abs(ahead - 5 * 3600) < 120, "the date is \(ahead) s from now")
        }
    }

    @Test("Alt+S: Orca hears the time played, the real seconds, after a jump back and after a jump forward")
    func spokenTime() async throws {
        let data = try Data()
        let clock = try FakeClock()
        defer { data.remove(); clock.remove() }
        let launched = ContinuousClock.now
        try await OrcaPlayer.play(["--game=matchismo", "--seed=8"], options: Self.options(data, clock)) { player, _ in
            _ = try await player.app.waitForTree("two seconds played") { (Self.clockSeconds($0) ?? 0) >= 2 }
            for offset in ["-5h", "+5h"] {
                try clock.set(offset)
                let spoken = try await player.press(["alt+s"], until: "the summary with its time") {
                    $0.contains { Self.spokenSeconds($0) != nil }
                }
                let seconds = try #require(spoken.compactMap(Self.spokenSeconds).last, "\(spoken)")
                #expect((2...Int(Self.seconds(since: launched)) + 1).contains(seconds), "after \(offset): \(spoken)")
            }
        }
    }

    /// The time at the end of an Alt+S summary ("… Time 0:42.") in seconds.
    static func spokenSeconds(_ utterance: String) -> Int? {
        guard let time = utterance.range(of: #"(?<= Time )\d+(:\d\d)+(?=\.$)"#, options: .regularExpression) else { return nil }
        return utterance[time].split(separator: ":").reduce(0) { $0 * 60 + Int($1)! }
    }

    @Test("Against Beginner: its claim comes after a jump back, and the claim countdown runs its real seconds after a jump forward")
    func countdownAndComputer() async throws {
        let data = try Data()
        let clock = try FakeClock()
        defer { data.remove(); clock.remove() }
        var options = Self.options(data, clock)
        options.appEnvironment["MATCHISMO_TEST_OPPONENT_SPEED"] = ComputerPlayersTests.speed
        try await AppSession.with(ComputerPlayersTests.arguments, options: options) { app in
            _ = try await app.settledTree()
            try clock.set("-5h")
            // Beginner's timer does not wait five hours for its claim.
            _ = try await app.waitForTree("Beginner's verdict", timeout: .seconds(60)) {
                ComputerPlayersTests.isBeginnersVerdict($0.statusText)
            }

            try clock.set("+5h")
            try await app.key("Shift_L")
            _ = try await app.waitForTree("Player 1's claim") { $0.statusText?.contains("Player 1 claims") == true }
            let claimed = ContinuousClock.now
            // The countdown is not over at once: it still counts down a second later.
            _ = try await app.waitForTree("the countdown ticking") {
                PlayersTests.player("Player 1", in: $0)?.name.contains(", choosing: 4 seconds left") == true
            }
            let over = try await app.waitForTree("Player 1's time up", timeout: .seconds(15)) {
                $0.statusText?.hasPrefix("Time is up") == true
            }
            let took = Self.seconds(since: claimed)
            // Six seconds to choose by default.
            #expect((5.0...9.0).contains(took), "the time was up after \(took) s")
            #expect(over.statusText?.hasPrefix("Time is up: Player 1 loses a point") == true, "\(over)")
        }
    }
}
