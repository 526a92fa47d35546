import Foundation
import GameModel
import TableCore
import Testing

/// The first lessons (Set's, and Matchismo's) with the Orca screen reader, by keys alone: each step
/// is said once, through the app's narrator, a wrong try is told what breaks
/// it, the player's set is told with the step it leads to, and Done says the
/// player's game is back. Each press is closed by the Alt+S fence (`OrcaPlayer`).
@Suite("Orca: the first lessons (end to end)", .serialized, .timeLimit(.minutes(3)))
struct OrcaLessonTests {
    /// A session whose game offers its lesson, as on a first start.
    static var offering: AppSession.Options {
        var options = AppSession.Options()
        options.offersLesson = true
        return options
    }

    @Test("Every step of the lesson is said once: Start Lesson, Next, a wrong try, the player's set, Done")
    func steps() async throws {
        try await OrcaPlayer.play(["--game=set", "--seed=5"], options: Self.offering) { player, _ in
            var lesson = SetLesson.onDeal
            try await Self.stepToFindOne(player, &lesson)
            var spoken: [String]

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

    @Test("Matchismo's lesson is said once a step too, and the match found with the scoring after it")
    func matchismoSteps() async throws {
        try await OrcaPlayer.play(["--game=matchismo", "--seed=5"], options: Self.offering) { player, _ in
            var lesson = MatchismoLesson.onDeal
            try await Self.stepToFindOne(player, &lesson)
            // The pair the first step showed, by the keys of its places (the deal's places are the grid's).
            let places = MatchismoLesson.deal().table.map(\.card)
            let tree = try await player.app.settledTree()
            let keys = try lesson.aMatch.flatMap { card in
                try #require(tree.cardsInGridOrder[places.firstIndex(of: card)!].cardKeys).map { $0.lowercased() }
            }
            _ = lesson.heard(.matched(lesson.aMatch, points: 16))
            let scoring = lesson.text
            let spoken = try await player.press(keys, until: "the match found") { $0.contains { $0.contains(scoring) } }
            let told = spoken.filter { $0.contains("Well matched.") }
            #expect(told.count == 1 && told.first?.hasSuffix(scoring) == true, "\(spoken)")
        }
    }

    /// Starts `lesson` from its offer (Shift+Tab to Start Lesson, Enter) and
    /// goes on with Enter to the step that asks for a match: each step said once.
    static func stepToFindOne(_ player: OrcaPlayer, _ lesson: inout some TableLesson) async throws {
        _ = try await player.press(["shift+Tab"], until: "Start Lesson") { $0.contains { $0.hasPrefix("Start Lesson") } }
        for step in 1...3 {
            if step > 1 {
                let moved = lesson.next()
                #expect(moved)
            }
            let text = lesson.text
            let spoken = try await player.press("Return", saying: text)
            #expect(spoken.filter { $0 == text }.count == 1, "step \(step): \(spoken)")
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
