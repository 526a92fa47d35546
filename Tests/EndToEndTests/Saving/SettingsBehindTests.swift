import Foundation
import Testing

/// Settings written behind the app's back: `dconf write` knows no
/// schema, so a key can hold a number out of its range, a value of another
/// type, an unknown choice, or be reset while the game runs. GSettings itself
/// hands the schema's default for a value of the wrong type or out of the
/// schema's range or choices; what the schema cannot say (the window's size,
/// the names' count and length, the computer players' levels) the app checks
/// against `PreferenceKey.declaration`. Either way the game keeps running,
/// shows the default or the clamped value, and says at most one plain line.
@Suite("Settings written behind the app's back (end to end)", .serialized, .timeLimit(.minutes(3)))
struct SettingsBehindTests {
    static let path = "/io/github/matchismo/Matchismo/"

    static func options(_ writes: [(String, String?)]) -> AppSession.Options {
        var options = AppSession.Options()
        options.desktop = .gnome(portal: false)
        options.settingsBackend = "dconf"
        options.dconfWrites = writes.map { (key: path + $0.0, value: $0.1) }
        return options
    }

    @Test("Bad values of every kind before start: defaults and clamped values, one plain line on stderr")
    func badValuesBeforeStart() async throws {
        let options = Self.options([
            ("last-game", "'chess'"),  // an unknown choice: Matchismo, the default
            ("card-count", "5"),  // below the schema's 12–52: the default 30
            ("match-mode", "'three'"),  // a string for a number: the default, 2 cards
            ("style", "42"),  // a number for a choice: following the desktop (light here)
            ("window-width", "-5"),  // no range in the schema: the app clamps it to 200
            ("window-height", "'tall'"),  // a string for a number: the default 720
            ("player-names", "42"),  // a number for a list of names: none
            ("opponent-levels", "['grandmaster', 'expert']"),  // an unknown level: a person
            ("players", "@as ['4']"),  // a list for a number: 1, playing alone
        ])
        try await AppSession.with(["--seed=5"], options: options) { app in
            let tree = try await app.settledTree()
            let titles = tree.findAll(role: "frame").map(\.name)
            let cards = Self.grid(tree)
            #expect(titles.contains("Matchismo"), "\(tree)")
            #expect(cards.count == 30, "\(tree)")
            // Two cards per match: the second card chosen is judged at once.
            try await app.click(cards[0])
            try await app.click(cards[1])
            _ = try await app.waitForTree("two cards judged") { Self.isJudged($0) }
            let status = await app.appStatus
            #expect(status == .running)
            // GSettings says nothing of values it replaces; the app says one plain line of its own clamp.
            let stderr = await app.appStderr
            #expect(stderr == "matchismo: The setting “window-width” held -5, outside 200–16384; using 200.\n", "\(stderr)")
        }
    }

    @Test("Written and reset while the game runs: each bad value gives the default, live, and the game goes on")
    func badValuesWhileRunning() async throws {
        let options = Self.options([("card-count", "12")])
        try await AppSession.with(["--game=matchismo", "--seed=5"], options: options) { app in
            try await Self.expectCards(12, app, "12 cards from a good value")
            let key = Self.path + "card-count"
            for (value, count) in [("99", 30), ("12", 12), ("'lots'", 30), ("12", 12), (nil, 30), ("@u 12", 30)] as [(String?, Int)] {
                try await app.dconf(key, value)
                try await Self.expectCards(count, app, "\(count) cards after \(value ?? "a reset")")
                let status = await app.appStatus
                #expect(status == .running)
            }
            // Other keys reset while the game runs: nothing changes on the table, nothing is said.
            for other in ["style", "players", "player-names", "opponent-levels", "window-width"] {
                try await app.dconf(Self.path + other, "@as ['∞']")
                try await app.dconf(Self.path + other, nil)
            }
            try await Self.expectCards(30, app, "30 cards still")
            let status = await app.appStatus
            #expect(status == .running)
            let stderr = await app.appStderr
            #expect(stderr.isEmpty, "\(stderr)")
        }
    }

    static func grid(_ tree: AccessibleNode) -> [AccessibleNode] {
        tree.cardsInGridOrder.filter { $0.gridPosition != nil }
    }

    /// Whether Matchismo's status line judged a pair: a match or a mismatch.
    static func isJudged(_ tree: AccessibleNode) -> Bool {
        guard let status = tree.statusText else { return false }
        return status.contains("match") || status.contains("Match")
    }

    /// Waits until the Matchismo table shows `count` cards.
    static func expectCards(_ count: Int, _ app: AppSession, _ what: String) async throws {
        _ = try await app.waitForTree(what) { grid($0).count == count }
    }
}
