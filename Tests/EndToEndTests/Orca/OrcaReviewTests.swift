import GameModel
import Testing

/// Review This Game by keys alone, heard through Orca (issue 34): a set found
/// and a wrong try in classic Set deal 11, then Ctrl+Alt+R (a hint's cost,
/// said in the game window) opens the review, and Right, Left, End and Home
/// step through it, each page said once in the words written out here.
@Suite("Orca: reviewing a game (end to end)", .serialized, .timeLimit(.minutes(3)))
struct OrcaReviewTests {
    static let deal: UInt64 = 11

    /// The sets on `game`'s table, each as its cards' names: "A, B and C; D, E and F".
    static func sets(_ sets: [[SetCard]]) -> String {
        sets.map { Spoken.list($0.map(\.name)) }.joined(separator: "; ")
    }

    static func plays(_ game: ClassicSetGame) -> [[SetCard]] { game.setsOnTable.map { $0.map { game.table[$0] } } }

    @Test("Ctrl+Alt+R, then Right, Left, End, Home: \"Move 1 of 2: you found …\", each page said once")
    func stepForwardAndBack() async throws {
        try await OrcaPlayer.play(["--game=set", "--seed=\(Self.deal)"]) { player, _ in
            let dealt = try await player.app.settledTree()
            var table = SetMirror(seed: Self.deal)
            table.focus = try #require(dealt.cardsInGridOrder.firstIndex { $0.has(state: "focused") }, "\(dealt)")

            // A set, said with the other sets beside it in the review.
            let set = try #require(table.game.setsOnTable.first)
            let found = set.map { table.game.table[$0] }
            let othersThen = Self.plays(table.game).filter { Set($0) != Set(found) }
            try await table.choose(set, with: player, last: "Set! 3 points. Score 3.") { _, _ in }
            // A wrong try: no set, every set on the table then.
            let wrong = try #require(table.notASet())
            let tried = wrong.map { table.game.table[$0] }
            let setsThen = Self.plays(table.game)
            try await table.choose(wrong, with: player, last: "Not a set. Minus 1. Score 2.") { _, _ in }

            // The review of a game going on costs a hint.
            let pages = [
                "Move 1 of 2: you found \(Spoken.list(found.map(\.name))); \(othersThen.count) other sets were on the table: \(Self.sets(othersThen)).",
                "Move 2 of 2: you tried \(Spoken.list(tried.map(\.name))), which is not a set; \(setsThen.count) sets were on the table: \(Self.sets(setsThen)).",
                "The table now, score 1: \(setsThen.count) sets are on the table: \(Self.sets(setsThen)).",
            ]
            let orca = player.orca
            var heard: [[String]] = []
            var mark = await orca.mark()
            try await player.app.key("ctrl+alt+r")
            try await orca.waitForSpeech(containing: "Looking back costs a hint: minus 1. Score 1.", since: mark)
            for (key, page) in [(nil, 0), ("Right", 1), ("Left", 0), ("End", 2), ("Home", 0)] as [(String?, Int)] {
                if let key {
                    mark = await orca.mark()
                    try await player.app.key([key], inWindowTitled: "Game Review")
                }
                try await orca.waitForSpeech(containing: pages[page], since: mark)
                heard.append(await orca.speech(since: mark))
            }
            // Escape closes the review; the game window's fence ends the last page's speech.
            try await player.app.key(["Escape"], inWindowTitled: "Game Review")
            heard[heard.count - 1] = try await player.fence(since: mark)
            for (spoken, page) in zip(heard, [0, 1, 0, 2, 0]) {
                let said = spoken.filter { $0.hasPrefix("Move ") || $0.hasPrefix("The table now") }
                // Each page once, and no other page's sentence within it (a late repeat of the one before).
                #expect(said == [pages[page]], "\(spoken)")
            }
        }
    }
}
