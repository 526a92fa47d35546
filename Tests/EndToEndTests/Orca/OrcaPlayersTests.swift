import Foundation
import GameModel
import TableCore
import Testing

/// What a blind player hears at a table of players: how to claim,
/// the claim and the seconds counted down, the timeout's cost, a set scored
/// for its claimer, and the standings.
@Suite("Orca: players at one table (end to end)", .serialized, .timeLimit(.minutes(3)))
struct OrcaPlayersTests {
    @Test("A card before a claim says each player's key; a claim counts down aloud; the timeout and a set are said with the player's name")
    func claimSpeech() async throws {
        try await OrcaPlayer.play(["--date=2026-11-23", "--players=2"]) { player, _ in
            var spoken = try await player.press(["space"], until: "Claim first") { $0.contains { $0.hasPrefix("Claim first") } }
            #expect(spoken.contains("Claim first: Player 1, Left Shift; Player 2, Right Shift."), "\(spoken)")

            // Player 1 claims and waits: the last three seconds are said, then the cost.
            spoken = try await player.press(["Shift_L"], until: "Time is up", timeout: .seconds(20)) {
                $0.contains { $0.hasPrefix("Time is up") }
            }
            #expect(spoken.contains("Player 1 claims: 6 seconds to choose."), "\(spoken)")
            let countdown = spoken.filter { $0.hasSuffix(" seconds.") || $0.hasSuffix(" second.") || $0.hasSuffix(" seconds") || $0.hasSuffix(" second") }
            #expect(countdown.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: ".")) } == ["3 seconds", "2 seconds", "1 second"],
                    "\(spoken)")
            #expect(spoken.contains("Time is up: Player 1 loses a point, \u{2212}1 point, and is locked out until the next set."),
                    "\(spoken)")

            // Player 2 claims and chooses a set by its keys: the set and the new score are said.
            let table = PuzzleGame(date: try #require(PuzzleDate(parsing: "2026-11-23"))).table
            let set = try #require(SetRules.firstSet(in: table))
            _ = try await player.press(["Shift_R"], until: "Player 2 claims") { $0.contains { $0.hasPrefix("Player 2 claims") } }
            let keys = set.map { String(OrcaPlayer.qwertyCardKeys[$0]) }
            spoken = try await player.press(keys, until: "Player 2 scores") { $0.contains { $0.contains("Player 2 scores") } }
            #expect(spoken.contains("Set! 1 of 6 sets found. Player 2 scores: 1 point."), "\(spoken)")

            // Alt+S: the standings, with who is locked out.
            spoken = try await player.press(["alt+s"], until: "the standings") { $0.contains { $0.hasPrefix("Player 1 ") } }
            #expect(spoken.contains { $0.hasPrefix("Player 1 \u{2212}1, Player 2 1. 12 cards on the table, 0 in the deck.") }, "\(spoken)")
        }
    }
}
