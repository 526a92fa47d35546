import Foundation
import GameModel
import TableCore
import Testing

/// A human against a computer player at one Set table, with the
/// keyboard alone, on Xvfb and on mutter: the daily puzzle of 2026-11-23 (a seeded deal of six sets)
/// against Beginner. The human claims first once, the computer claims once,
/// and the human plays on to the end; the tree, Orca's speech and
/// statistics.json are checked. The computer players' clock runs
/// `speed` times faster (`MATCHISMO_TEST_OPPONENT_SPEED`), so Beginner's
/// half a minute on a table of six sets passes in a few seconds.
@Suite("Computer players (end to end)", .serialized, .timeLimit(.minutes(4)))
struct ComputerPlayersTests {
    typealias Data = SavedGameTests.DataFolder
    typealias P = PlayersTests
    static let arguments = ["--date=2026-11-23", "--opponents=beginner"]
    static let speed = "4"

    /// `holding`: Beginner's clock waits for the human's first claim (`MATCHISMO_TEST_OPPONENTS_START`),
    /// so that a machine slow to start the game and its tools never lets Beginner claim first.
    static func options(_ data: Data, on displayServer: AppSession.DisplayServer = .xvfb, holding: Bool = false) -> AppSession.Options {
        var options = data.options
        options.appEnvironment["MATCHISMO_TEST_OPPONENT_SPEED"] = speed
        if holding { options.appEnvironment["MATCHISMO_TEST_OPPONENTS_START"] = "first-claim" }
        options.displayServer = displayServer
        return options
    }

    /// A verdict on Beginner's claim, as the status line says it.
    static func isBeginnersVerdict(_ status: String?) -> Bool {
        guard let status else { return false }
        return status.contains("Beginner scores: ") || status.contains("Beginner loses a point")
    }

    /// On X11, and on GNOME's own compositor (Wayland, keys through mutter).
    @Test("Player 1 against Beginner: each claims once, the human plays on to the end, both are in statistics.json",
          arguments: [AppSession.DisplayServer.xvfb, .mutter])
    func humanAgainstBeginner(on displayServer: AppSession.DisplayServer) async throws {
        let data = try Data()
        defer { data.remove() }
        try await AppSession.with(Self.arguments, options: Self.options(data, on: displayServer, holding: true)) { app in
            var tree = try await app.settledTree()
            #expect(tree.statusText?.hasSuffix("2 players. To claim a set, press your key: Player 1, Left Shift. "
                + "Computer player: Beginner.") == true, "\(tree)")
            #expect(P.player("Beginner", in: tree)?.name == "Beginner, computer player, 0 points", "\(tree)")
            #expect(P.player("Player 1", in: tree)?.name == "Player 1, 0 points, claim key Left Shift", "\(tree)")
            // The score is set apart from the name on screen: "Player 1" "· 0 points".
            #expect(tree.visibleLabels.contains { $0.displayedText == "· 0 points" }, "\(tree)")

            // The human claims first: Beginner's clock waits for that claim (`holding`).
            try await Self.claimAndChooseASet(app)
            tree = try await app.waitForTree("Player 1's set") { $0.statusText?.contains("Player 1 scores: 1 point.") == true }

            // Beginner claims: its button shows it choosing, then its verdict.
            tree = try await app.waitForTree("Beginner's claim", timeout: .seconds(60)) {
                P.player("Beginner", in: $0)?.name == "Beginner, computer player, 0 points, choosing"
                    || Self.isBeginnersVerdict($0.statusText)
            }
            tree = try await app.waitForTree("Beginner's verdict", timeout: .seconds(20)) { Self.isBeginnersVerdict($0.statusText) }
            let verdict = try #require(tree.statusText)
            #expect(verdict == "Set! 2 of 6 sets found. Beginner scores: 1 point.", "\(tree)")

            // The human plays on to the end, waiting whenever Beginner is choosing.
            let over = try await Self.playToTheEnd(app)
            let status = try #require(over.statusText)
            #expect(status.contains("Game over. Player 1 wins with "), "\(status)")

            try await Self.checkRecords(app, data: data)
            try await Self.checkRecordsPage(app, data: data)
        }
    }

    /// On X11, and on GNOME's own compositor (Orca reads the app through AT-SPI either way; the keys go through mutter).
    @Test("Orca says the computer's claim and its result once, and the standings on Alt+S",
          arguments: [AppSession.DisplayServer.xvfb, .mutter])
    func orcaHearsBeginner(on displayServer: AppSession.DisplayServer) async throws {
        let data = try Data()
        defer { data.remove() }
        try await OrcaPlayer.play(Self.arguments, options: Self.options(data, on: displayServer, holding: true)) { player, _ in
            _ = try await player.press(["Shift_L"], until: "Player 1 claims") { $0.contains { $0.hasPrefix("Player 1 claims") } }
            let table = PuzzleGame(date: try #require(PuzzleDate(parsing: "2026-11-23"))).table
            let set = try #require(SetRules.firstSet(in: table))
            let keys = set.map { String(OrcaPlayer.qwertyCardKeys[$0]) }
            _ = try await player.press(keys, until: "Player 1 scores") { $0.contains { $0.contains("Player 1 scores") } }

            // Beginner's turn, heard without a key: its claim, its cards, its verdict, each once.
            let mark = await player.orca.mark()
            let spoken = try await player.orca.waitForSpeech("Beginner's verdict", since: mark, timeout: .seconds(60)) {
                $0.contains { $0.contains("Beginner scores") || $0.contains("Beginner loses") }
            }
            #expect(spoken.filter { $0 == "Beginner claims." }.count == 1, "\(spoken)")
            #expect(spoken.filter { $0 == "Set! 2 of 6 sets found. Beginner scores: 1 point." }.count == 1, "\(spoken)")
            // Its first two cards are said as they light; the third is the set.
            #expect(spoken.filter { $0.hasPrefix("Selected ") }.count == 2, "\(spoken)")
            // The last seconds are counted aloud for a human only.
            #expect(!spoken.contains { $0.hasSuffix(" seconds") || $0.hasSuffix(" second") }, "\(spoken)")

            // Alt+S: the standings.
            let standings = try await player.press(["alt+s"], until: "the standings") { $0.contains { $0.hasPrefix("Player 1 ") } }
            #expect(standings.contains { $0.hasPrefix("Player 1 1, Beginner 1. 12 cards on the table, 0 in the deck.") }, "\(standings)")
        }
    }

    @Test("A match against Beginner resumes with Beginner in its seat")
    func matchResumes() async throws {
        let data = try Data()
        defer { data.remove() }
        try await AppSession.with(["--game=set", "--seed=5", "--opponents=beginner"], options: Self.options(data, holding: true)) { app in
            try await Self.claimAndChooseASet(app)
            _ = try await app.waitForTree("Player 1's set") { $0.statusText?.contains("Player 1 scores: 1 point.") == true }
            try await app.key("ctrl+q")
            _ = try await app.waitForAppExit()
        }
        let session = try #require(try data.json("session.json")["payload"] as? [String: Any])
        #expect((session["opponents"] as? [Any])?.last as? String == "beginner", "\(session)")
        try await AppSession.with([], options: Self.options(data)) { app in
            let tree = try await app.waitForTree("the match back") { P.player("Beginner", in: $0) != nil }
            #expect(P.player("Player 1", in: tree)?.name == "Player 1, 1 point, claim key Left Shift", "\(tree)")
            #expect(P.player("Beginner", in: tree)?.name.hasPrefix("Beginner, computer player, ") == true, "\(tree)")
            // It plays on: its claim comes without a key.
            _ = try await app.waitForTree("Beginner's claim", timeout: .seconds(60)) { $0.statusText?.contains("Beginner") == true }
        }
    }

    /// statistics.json and the Statistics window after the game: both players, the puzzle's six
    /// sets between them, and the person's record against Beginner.
    static func checkRecords(_ app: AppSession, data: Data) async throws {
        // Both are remembered: the human and Beginner, each with one game played.
        try await waitUntil("both players in statistics.json") { (try? P.players(data))?.count == 2 }
        let players = try P.players(data)
        let human = try #require(players["Player 1"] as? [String: Any], "\(players)")
        let beginner = try #require(players["Beginner"] as? [String: Any], "\(players)")
        #expect(human["played"] as? Int == 1 && human["won"] as? Int == 1, "\(human)")
        #expect(beginner["played"] as? Int == 1 && beginner["won"] as? Int == 0, "\(beginner)")
        // The human never errs, so its best score is its sets; Beginner found the rest.
        let humanSets = try #require(human["successes"] as? Int), beginnerSets = try #require(beginner["successes"] as? Int)
        #expect(humanSets == human["bestScore"] as? Int && humanSets >= 2 && humanSets + beginnerSets == 6, "\(players)")
        // And the person's record against Beginner: one played, one won, the human's score.
        let payload = try #require(try data.json("statistics.json")["payload"] as? [String: Any])
        let against = try #require((payload["opponents"] as? [String: Any])?["beginner"] as? [String: Any], "\(payload)")
        #expect(against["played"] as? Int == 1 && against["won"] as? Int == 1, "\(against)")
        #expect(against["bestScore"] as? Int == human["bestScore"] as? Int, "\(against)")
    }

    /// Statistics' players page shows the record against Beginner under the players, in the same columns.
    static func checkRecordsPage(_ app: AppSession, data: Data) async throws {
        let human = try #require(try P.players(data)["Player 1"] as? [String: Any])
        let page = try await P.openPlayersPage(app) { $0.contains("Against Beginner") }
        let window = try #require(page.findAll(role: "frame").first { $0.name == "Statistics" })
        let labels = window.visibleLabels.map(\.displayedText)
        #expect(labels.contains("Against Computer Players"), "\(labels)")
        let row = try #require(labels.firstIndex(of: "Against Beginner"))
        let best = String(human["bestScore"] as? Int ?? 0)
        #expect(Array(labels[row..<min(row + 4, labels.count)]) == ["Against Beginner", "1", "1", best], "\(labels)")
    }

    /// Claims with Left Shift and chooses a set until the game is over, waiting
    /// out Beginner's claims; the tree at the end.
    static func playToTheEnd(_ app: AppSession) async throws -> AccessibleNode {
        var tree = try await app.settledTree()
        while !(tree.statusText?.contains("Game over.") ?? false) {
            try await app.key("Shift_L")
            tree = try await app.waitForTree("a claim") {
                $0.statusText?.contains("Player 1 claims") == true || $0.statusText?.contains("Beginner") == true
                    || $0.statusText?.contains("Game over.") == true
            }
            if tree.statusText?.contains("Player 1 claims") == true {
                try await chooseASet(app, before: tree)
                tree = try await app.waitForTree("Player 1's verdict") {
                    $0.statusText?.contains("Player 1 scores") == true || $0.statusText?.contains("Game over.") == true
                }
            } else if tree.statusText?.contains("Game over.") != true {
                tree = try await app.waitForTree("Beginner's verdict", timeout: .seconds(20)) {
                    isBeginnersVerdict($0.statusText) || $0.statusText?.contains("Game over.") == true
                }
            }
        }
        return tree
    }

    /// Claims with Left Shift and chooses a set not found yet.
    static func claimAndChooseASet(_ app: AppSession) async throws {
        let before = try await app.settledTree()
        try await app.key("Shift_L")
        _ = try await app.waitForTree("Player 1's claim") { $0.statusText?.contains("Player 1 claims") == true }
        try await chooseASet(app, before: before)
    }

    /// Types the keys of a set on the table not found by `before`.
    static func chooseASet(_ app: AppSession, before: AccessibleNode) async throws {
        let cards = P.grid(try await app.settledTree())
        let setCards = cards.compactMap(\.setCard)
        let found = Set(P.foundSets(in: before))
        let set = try #require(SetRules.allSets(in: setCards).first { !found.contains(Set($0.map { setCards[$0] })) })
        for index in set { try await P.press(cards[index], app: app) }
    }
}
