import Foundation
import GameModel
import Testing

/// Review This Game by keys alone, heard through Orca: Ctrl+Alt+R
/// opens the review of the Set game, and Right, Left, End and Home step
/// through it, each page said once, in the words written out here: a game
/// going on (classic Set deal 11, a set and a wrong try; the review costs a
/// hint, said in the game window) and a finished one (the daily puzzle of a
/// day, a wrong try and its six sets; the review is free).
@Suite("Orca: reviewing a game (end to end)", .serialized, .timeLimit(.minutes(4)))
struct OrcaReviewTests {
    static let deal: UInt64 = 11
    static let date = "2026-11-23"

    /// Sets, each as its cards' names: "A, B and C; D, E and F".
    static func sets(_ sets: [[SetCard]]) -> String {
        sets.map { Spoken.list($0.map(\.name)) }.joined(separator: "; ")
    }

    static func cards(_ cards: [SetCard]) -> String { Spoken.list(cards.map(\.name)) }

    static func plays(_ table: [SetCard], found: [[SetCard]] = []) -> [[SetCard]] {
        SetRules.allSets(in: table).map { $0.map { table[$0] } }.filter { play in !found.contains { Set($0) == Set(play) } }
    }

    @Test("A game going on: Ctrl+Alt+R costs a hint, then Right, Left, End, Home, each page said once")
    func aGameGoingOn() async throws {
        let data = try SavedGameTests.DataFolder()
        defer { data.remove() }
        try await OrcaPlayer.play(["--game=set", "--seed=\(Self.deal)"], options: data.options) { player, _ in
            let dealt = try await player.app.settledTree()
            var table = SetMirror(seed: Self.deal)
            table.focus = try #require(dealt.cardsInGridOrder.firstIndex { $0.has(state: "focused") }, "\(dealt)")

            // A set, said with the other sets beside it in the review.
            let set = try #require(table.game.setsOnTable.first)
            let found = set.map { table.game.table[$0] }
            let othersThen = Self.plays(table.game.table).filter { Set($0) != Set(found) }
            try await table.choose(set, with: player, last: "Set! 3 points. Score 3.") { _, _ in }
            // A wrong try: no set, every set on the table then.
            let wrong = try #require(table.notASet())
            let tried = wrong.map { table.game.table[$0] }
            let setsThen = Self.plays(table.game.table)
            try await table.choose(wrong, with: player, last: "Not a set. Minus 1. Score 2.") { _, _ in }

            let pages = [
                "Move 1 of 2: you found \(Self.cards(found)); \(othersThen.count) other sets were on the table: \(Self.sets(othersThen)).",
                "Move 2 of 2: you tried \(Self.cards(tried)), which is not a set; \(setsThen.count) sets were on the table: \(Self.sets(setsThen)).",
                "The table now, score 1: \(setsThen.count) sets are on the table: \(Self.sets(setsThen)).",
            ]
            try await Self.review(with: player, pages: pages, opening: "Looking back costs a hint: minus 1. Score 1.")

            // Left for a new game, it is kept for the review from Statistics: the set, the try and the look back.
            #expect(!FileManager.default.fileExists(atPath: data.file("recent-games.json").path))
            try await player.app.key("ctrl+n")
            try await waitUntil("the game left kept") { FileManager.default.fileExists(atPath: data.file("recent-games.json").path) }
            let payload = try #require(try data.json("recent-games.json")["payload"] as? [String: Any])
            let recording = try #require((payload["games"] as? [[String: Any]])?.first?["recording"] as? [String: Any])
            #expect((recording["deal"] as? [String: Any])?["seed"] as? Int == Int(Self.deal))
            #expect((recording["moves"] as? [Int])?.count == 7, "\(recording)")
        }
    }

    @Test("A finished daily puzzle: Ctrl+Alt+R is free, then Right, Left, End, Home, each page said once")
    func aFinishedPuzzle() async throws {
        let data = try SavedGameTests.DataFolder()
        defer { data.remove() }
        var game = PuzzleGame(date: try #require(PuzzleDate(parsing: Self.date)))
        let table = game.table
        let sets = SetRules.allSets(in: table)
        let wrong = try #require(table.indices.first { $0 > 1 && !SetRules.isSet(table[0], table[1], table[$0]) })
        try await OrcaPlayer.play(["--date=\(Self.date)"], options: data.options) { player, _ in
            // Card keys choose the cards: a wrong try, then each set in turn; the puzzle's cards stay put.
            for (count, chosen) in ([[0, 1, wrong]] + sets).enumerated() {
                for index in chosen { _ = game.perform(.choose(index)) }
                let keys = chosen.map { String(OrcaPlayer.qwertyCardKeys[$0]) }
                let said = count == 0 ? "Not a set." : "\(count) of 6 sets found."
                _ = try await player.press(keys, until: "\"\(said)\"") { $0.contains { $0.contains(said) } }
            }
            #expect(game.isOver)
            let first = sets[0].map { table[$0] }
            let pages = [
                "Move 1 of 7: you tried \(Self.cards([table[0], table[1], table[wrong]])), which is not a set; "
                    + "6 sets were on the table: \(Self.sets(Self.plays(table))).",
                "Move 2 of 7: you found \(Self.cards(first)); 5 other sets were on the table: "
                    + "\(Self.sets(Self.plays(table, found: [first]))).",
                "End of the game, score \(Spoken.signed(game.score)): no set is left on the table.",
            ]
            try await Self.review(with: player, pages: pages, opening: nil)

            // Kept for 30 days, and reviewed again from Statistics by keys.
            let payload = try #require(try data.json("recent-games.json")["payload"] as? [String: Any])
            let kept = try #require(payload["games"] as? [[String: Any]])
            #expect(kept.count == 1, "\(kept)")
            let recording = try #require(kept.first?["recording"] as? [String: Any])
            #expect((recording["deal"] as? [String: Any])?["date"] as? String == Self.date)
            #expect((recording["moves"] as? [Int])?.count == 21, "\(recording)")
            try await Self.reviewFromStatistics(with: player, firstPage: pages[0])
        }
    }

    /// A recent game's Review button ("Review Daily Puzzle · Monday 11/23/26").
    static func isReviewButton(_ node: AccessibleNode) -> Bool {
        node.role == "push button" && node.children.contains { $0.displayedText == "Review" }
    }

    /// Opens Statistics (Ctrl+I), chooses its Recent Games page and the first
    /// game's Review button by keys alone, and hears the review's first page.
    static func reviewFromStatistics(with player: OrcaPlayer, firstPage: String) async throws {
        let app = player.app
        try await app.key("ctrl+i")
        _ = try await app.waitForTree("the Statistics window") { $0.findAll(role: "frame").contains { $0.name == "Statistics" } }
        try await chooseRecentGames(app)
        let beforeFocus = await player.orca.mark()
        var reviewName = ""
        try await waitUntil("the Review button focused", timeout: .seconds(15)) {
            let tree = try await app.accessibleTree()
            if let focused = tree.allNodes.first(where: { Self.isReviewButton($0) && $0.has(state: "focused") }) {
                reviewName = focused.name
                return true
            }
            try await PlayersTests.statisticsKeys(["Tab"], app: app)
            return false
        }
        // The button says what it does and to which game, not the game alone.
        #expect(reviewName.hasPrefix("Review "), "the Review button is named \(reviewName)")
        try await player.orca.waitForSpeech(containing: reviewName, since: beforeFocus)
        let mark = await player.orca.mark()
        try await PlayersTests.statisticsKeys(["space"], app: app)
        try await player.orca.waitForSpeech(containing: firstPage, since: mark)
        let tree = try await app.waitForTree("the review, Statistics closed") { tree in
            let frames = tree.findAll(role: "frame").map(\.name)
            return frames.contains("Game Review") && !frames.contains("Statistics")
        }
        #expect(tree.findAll(role: "frame").count == 2, "\(tree)")
        try await app.key(["Escape"], inWindowTitled: "Game Review")
    }

    /// In the open Statistics window, chooses the Recent Games page by keys
    /// (the game chooser, Space, End, Up, Return) and returns the tree once
    /// a Review button is on screen.
    @discardableResult
    static func chooseRecentGames(_ app: AppSession) async throws -> AccessibleNode {
        try await waitUntil("the game chooser focused", timeout: .seconds(15)) {
            if PlayersTests.chooser(in: try await app.accessibleTree())?.allNodes.contains(where: { $0.has(state: "focused") }) == true {
                return true
            }
            try await PlayersTests.statisticsKeys(["Tab"], app: app)
            return false
        }
        try await PlayersTests.statisticsKeys(["space"], app: app)
        _ = try await app.waitForTree("the chooser's list") { $0.allNodes.contains { $0.displayedText == "Recent Games" } }
        // The recent games come just before the players, which are last.
        try await PlayersTests.statisticsKeys(["End", "Up", "Return"], app: app)
        return try await app.waitForTree("the Recent Games page") { tree in
            tree.allNodes.contains { Self.isReviewButton($0) && $0.isOnScreen }
        }
    }

    /// Opens the review (Ctrl+Alt+R; `opening` is what the game window says
    /// first, if anything), then steps to pages 0, 1, 0, end, 0 of `pages`
    /// (Right, Left, End, Home), and closes it with Escape. Each page's
    /// speech must hold its sentence once and no other page's.
    static func review(with player: OrcaPlayer, pages: [String], opening: String?) async throws {
        let orca = player.orca
        var heard: [[String]] = []
        var mark = await orca.mark()
        try await player.app.key("ctrl+alt+r")
        if let opening { try await orca.waitForSpeech(containing: opening, since: mark) }
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
            let said = spoken.filter { $0.hasPrefix("Move ") || $0.hasPrefix("The table now") || $0.hasPrefix("End of the game") }
            // Each page once, and no other page's sentence within it (a late repeat of the one before).
            #expect(said == [pages[page]], "\(spoken)")
        }
        #expect(opening != nil || !heard[0].contains { $0.hasPrefix("Looking back") }, "a finished game's review is free: \(heard[0])")
    }
}
