import Foundation
import GameModel
import TableCore
import Testing

/// What a blind player hears in Set's variants: results that name
/// the variant's rule, and the cards beside the table read like the table's.
@Suite("Orca: Set variants (end to end)", .serialized, .timeLimit(.minutes(3)))
struct OrcaSetVariantTests {
    static let seed: UInt64 = 11

    @Test("Set-Chain by keys: the free first set, a set that breaks the chain said with the rule, the last set beside the table")
    func chainSpeech() async throws {
        try await OrcaPlayer.play(["--variant=chain", "--seed=\(Self.seed)"]) { player, _ in
            var game = SetChainGame(seed: Self.seed)
            /// Chooses each card by its place in reading order (Home, then Right that many times, then
            /// Space), one card at a time: each selection is heard before the next card's keys, as a
            /// player waits for Orca; returns the speech of the last card up to the fence.
            func choose(_ indices: [Int], until what: String) async throws -> [String] {
                for index in indices.dropLast() {
                    let keys = ["Home"] + Array(repeating: "Right", count: index) + ["space"]
                    _ = try await player.press(keys, until: "\"Selected.\"", timeout: .seconds(20)) { $0.contains("Selected.") }
                }
                let keys = ["Home"] + Array(repeating: "Right", count: indices.last ?? 0) + ["space"]
                return try await player.press(keys, until: "\"\(what)\"", settle: true, timeout: .seconds(20)) {
                    $0.contains { $0.hasPrefix(what) }
                }
            }

            let first = try #require(SetRules.firstSet(in: game.table))
            for index in first { _ = game.perform(.choose(index)) }
            var spoken = try await choose(first, until: "Set! 3 points. Score 3.")
            #expect(spoken.filter { $0 == "Set! 3 points. Score 3." }.count == 1, "\(spoken)")
            let lastSet = try #require(game.found.last)
            // The last set's cards appear under the table, which may then re-flow into more columns.
            _ = try await player.app.waitForTree("the last set beside the table") {
                $0.visibleCards.filter { $0.gridPosition == nil }.count == 3
            }

            let plain = try #require(SetRules.firstSet(in: game.table), "the table holds a set without the last set's cards")
            let expected = "Not a chain: a set must keep one card of the last set, \(Spoken.list(lastSet.map(\.name))). "
                + "Minus 1. Score 2."
            spoken = try await choose(plain, until: "Not a chain")
            #expect(spoken.contains(expected), "\(spoken)")

            // Tab leaves the table for the last set beside it: each card says its name and where it is.
            spoken = try await player.press(["Tab"], until: "a card of the last set") { $0.contains { $0.contains("from the last set") } }
            #expect(spoken.contains("\(lastSet[0].name) \(SpokenRoles.pushButton)."), "\(spoken)")
            #expect(spoken.contains { $0.contains("from the last set") }, "\(spoken)")
        }
    }

    @Test("The daily puzzle by card keys: a set with the progress, the same set again for nothing, then Pause and Resume")
    func puzzleAndPauseSpeech() async throws {
        try await OrcaPlayer.play(["--date=2026-11-23"]) { player, _ in
            let table = PuzzleGame(date: try #require(PuzzleDate(parsing: "2026-11-23"))).table
            let set = try #require(SetRules.firstSet(in: table))
            let keys = set.map { String(OrcaPlayer.qwertyCardKeys[$0]) }
            var spoken = try await player.press(keys, until: "the first set") { $0.contains { $0.hasPrefix("Set! ") } }
            #expect(spoken.contains("Set! 3 points. Score 3. 1 of 6 sets found."), "\(spoken)")

            // The same three cards again: refused, free, and named.
            let names = Spoken.list(set.map { table[$0].name })
            spoken = try await player.press(keys, until: "already found") { $0.contains { $0.hasPrefix("Already found") } }
            #expect(spoken.contains("Already found: \(names). It costs nothing; find another set."), "\(spoken)")

            // Alt+T reads the table, then the sets found beside it.
            let found = "Found set 1: \(Spoken.list(set.sorted().map { table[$0].name }))."
            spoken = try await player.press(["alt+t"], until: "the table read") { $0.contains { $0.contains("Found set 1") } }
            #expect(spoken.contains { $0.hasSuffix(found) }, "\(spoken)")

            spoken = try await player.press(["ctrl+p"], until: "paused") { $0.contains { $0.hasPrefix("Paused") } }
            #expect(spoken.contains("Paused: the clock is stopped and the cards are hidden. Press Ctrl+P or Pause to go on."),
                    "\(spoken)")
            spoken = try await player.press(["ctrl+p"], until: "resumed") { $0.contains("Resumed.") }
            #expect(!spoken.contains { $0.hasPrefix("Paused") }, "said once: \(spoken)")
        }
    }
}
