import Foundation
import GameModel
import TableCore
import Testing

/// Set's first lesson with the Orca screen reader, by keys alone: each step
/// is said once, through the app's narrator, a wrong try is told what breaks
/// it, the player's set is told with the step it leads to, and Done says the
/// player's game is back. Each press is closed by the Alt+S fence (`OrcaPlayer`).
@Suite("Orca: Set's first lesson (end to end)", .serialized, .timeLimit(.minutes(3)))
struct OrcaLessonTests {
    @Test("Every step of the lesson is said once: Start Lesson, Next, a wrong try, the player's set, Done")
    func steps() async throws {
        var options = AppSession.Options()
        options.offersLesson = true
        try await OrcaPlayer.play(["--game=set", "--seed=5"], options: options) { player, _ in
            var lesson = SetLesson.onDeal
            _ = try await player.press(["shift+Tab"], until: "Start Lesson") { $0.contains { $0.hasPrefix("Start Lesson") } }
            var spoken = try await player.press("Return", saying: lesson.text)
            #expect(spoken.filter { $0 == lesson.text }.count == 1, "\(spoken)")
            for step in 2...3 {
                let moved = lesson.next()
                #expect(moved)
                spoken = try await player.press("Return", saying: lesson.text)
                #expect(spoken.filter { $0 == lesson.text }.count == 1, "step \(step): \(spoken)")
            }

            // A wrong try: the result and what breaks it, in one sentence, once.
            let breaks = "neither all the same nor all different"
            spoken = try await player.press(try await Self.keys(lesson.notASet, player), until: "the wrong try") { spoken in
                spoken.contains { $0.hasPrefix("Not a set.") }
            }
            let wrong = spoken.filter { $0.hasPrefix("Not a set.") }
            #expect(wrong.count == 1 && wrong[0].contains(breaks), "\(spoken)")

            // The player's set: the result, why, and the scoring step, in one utterance, once.
            let table = SetLesson.deal().table
            let set = try #require(SetRules.allSets(in: table).last).map { table[$0] }
            let found = lesson.heard(.setFound(set, points: SetScoring.setFound))
            let scoring = lesson.text
            spoken = try await player.press(try await Self.keys(set, player), until: "the set found") { spoken in
                spoken.contains { $0.contains(scoring) }
            }
            let told = spoken.filter { $0.contains("Well found") }
            #expect(told.count == 1, "\(spoken)")
            #expect(told.first?.hasPrefix("Set! 3 points.") == true && told.first?.hasSuffix((found ?? "") + " " + scoring) == true,
                    "\(spoken)")
            #expect(spoken.filter { $0.contains(scoring) }.count == 1, "\(spoken)")

            // Done, from the table: the player's own game is back, said once.
            _ = try await player.press(["shift+Tab"], until: "Done") { $0.contains { $0.hasPrefix("Done") } }
            spoken = try await player.press(["Return"], until: "the game back", settle: true) { spoken in
                spoken.contains { $0.hasPrefix("Your game is back.") }
            }
            #expect(spoken.filter { $0.hasPrefix("Your game is back.") }.count == 1, "\(spoken)")
            // The offer, said after the table's first focus, may come before Orca listens; never twice.
            let offers = await player.orca.speech(since: .start).filter { $0.hasPrefix("New to Set?") }
            #expect(offers.count <= 1, "\(offers)")
        }
    }

    /// The card keys of `cards`, as the table's descriptions say them, lower case for xdotool.
    static func keys(_ cards: [SetCard], _ player: OrcaPlayer) async throws -> [String] {
        let tree = try await player.app.settledTree()
        return try cards.flatMap { card in
            try #require(tree.visibleCard(named: card.name)?.cardKeys, "\(card.name) in \(tree)").map { $0.lowercased() }
        }
    }
}
