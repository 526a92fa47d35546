import Foundation
import GameModel
import TableCore
import Testing

/// Two players at one Set table, played to a result with the
/// keyboard: each claims with their own key (Left Shift, Right Shift, let go
/// alone), then chooses the cards by their keys before the time is up. A
/// click on a player in the players bar claims too. The statistics remember
/// both players by name.
@Suite("Players at one table (end to end)", .serialized, .timeLimit(.minutes(4)))
struct PlayersTests {
    typealias Data = SavedGameTests.DataFolder

    @Test("Anna and Ben play the daily puzzle of 2026-11-23 to a result, claiming with Left and Right Shift")
    func twoPlayersToAResult() async throws {
        let data = try Data()
        defer { data.remove() }
        var options = data.options
        options.settingsBackend = "keyfile"
        try await AppSession.with(["--date=2026-11-23", "--players=2"], options: options) { app in
            try await Self.play(app, data: data)
        }
    }

    static func play(_ app: AppSession, data: Data) async throws {
        do {
            var tree = try await app.settledTree()
            #expect(tree.statusText?.hasSuffix("2 players. To claim a set, press your key: Player 1, Left Shift; "
                + "Player 2, Right Shift.") == true, "\(tree)")
            // Names and the seconds to choose come live from the settings, as Preferences writes them
            // (in order: once the names show, the seconds apply too).
            _ = try await app.gsettings("set", "io.github.matchismo.Matchismo", "claim-seconds", "10")
            _ = try await app.gsettings("set", "io.github.matchismo.Matchismo", "player-names", "['Anna', 'Ben']")
            tree = try await app.waitForTree("Anna and Ben in the players bar") { Self.player("Ben", in: $0) != nil }
            #expect(Self.player("Anna", in: tree)?.name == "Anna, 0 points, claim key Left Shift", "\(tree)")
            #expect(tree.scoreText == nil, "each player's score is in the players bar: \(tree)")

            // Cards wait for a claim.
            try await Self.press(Self.grid(tree)[0], app: app)
            tree = try await app.waitForTree("claim first") { $0.statusText?.hasPrefix("Claim first") == true }
            #expect(tree.statusText == "Claim first: Anna, Left Shift; Ben, Right Shift.", "\(tree)")

            // Anna claims and types a set by its keys.
            try await Self.claimAndChooseASet(as: "Shift_L", app: app)
            tree = try await app.waitForTree("Anna's set") { $0.statusText?.contains("Anna scores") == true }
            #expect(tree.statusText == "Set! 1 of 6 sets found. Anna scores: 1 point.", "\(tree)")

            // Ben claims with a click and chooses three cards that are no set: he is locked out.
            try await app.click(try #require(Self.player("Ben", in: tree)))
            _ = try await app.waitForTree("Ben's claim") { $0.statusText == "Ben claims: 10 seconds to choose." }
            let cards = Self.grid(try await app.settledTree())
            let wrong = try #require(Self.nonSet(in: cards.compactMap(\.setCard)))
            for index in wrong { try await Self.press(cards[index], app: app) }
            tree = try await app.waitForTree("Ben locked out") { $0.statusText?.hasPrefix("Not a set.") == true }
            #expect(tree.statusText == "Not a set. Ben loses a point, \u{2212}1 point, and is locked out until the next set.",
                    "\(tree)")
            #expect(Self.player("Ben", in: tree)?.name.hasSuffix(", locked out until the next set") == true, "\(tree)")
            try await app.key("Shift_R")
            tree = try await app.waitForTree("Ben refused") { $0.statusText?.hasPrefix("Ben is locked out") == true }

            // Anna claims and lets the time run out: with both locked out, both may claim again.
            try await app.key("Shift_L")
            _ = try await app.waitForTree("Anna's countdown") {
                Self.player("Anna", in: $0)?.name.contains(", choosing: 9 seconds left") == true
            }
            tree = try await app.waitForTree("Anna's time up", timeout: .seconds(16)) { $0.statusText?.hasPrefix("Time is up") == true }
            #expect(tree.statusText == "Time is up: Anna loses a point, 0 points, and is locked out until the next set. "
                + "Everyone was locked out, so all may claim again.", "\(tree)")

            // The five sets left: Ben, Anna, Ben, Anna, Anna.
            for (round, key) in ["Shift_R", "Shift_L", "Shift_R", "Shift_L", "Shift_L"].enumerated() {
                try await Self.claimAndChooseASet(as: key, app: app)
                tree = try await app.waitForTree("set \(round + 2)") { $0.statusText?.contains("\(round + 2) of 6 sets found") == true }
            }
            let over = try await app.waitForTree("the winner") { $0.statusText?.contains("Game over.") == true }
            let status = try #require(over.statusText)
            #expect(status.contains("Game over. Anna wins with 3 points. Ben 1. Time "), "\(status)")
            #expect(Self.player("Anna", in: over)?.name == "Anna, 3 points, claim key Left Shift", "\(over)")
            let page = try await app.waitForTree("the game over page") { $0.allNodes.contains { $0.displayedText == "Game Over" && $0.isOnScreen } }
            #expect(page.allNodes.contains { $0.displayedText.hasPrefix("Anna wins with 3 points. Time ") }, "\(page)")

            // Both are remembered by name.
            try await waitUntil("both players in statistics.json") { (try? Self.players(data))?.count == 2 }
            let players = try Self.players(data)
            let anna = try #require(players["Anna"] as? [String: Any])
            let ben = try #require(players["Ben"] as? [String: Any])
            #expect(anna["played"] as? Int == 1 && anna["won"] as? Int == 1 && anna["bestScore"] as? Int == 3, "\(anna)")
            #expect(ben["played"] as? Int == 1 && ben["won"] as? Int == 0 && ben["successes"] as? Int == 2, "\(ben)")

            // Statistics lists them on its players' page, chosen in the window's game chooser.
            let playersPage = try await Self.openPlayersPage(app) { labels in
                Set(labels).isSuperset(of: ["Player", "Played", "Won", "Anna", "Ben"])
            }
            let window = try #require(playersPage.findAll(role: "frame").first { $0.name == "Statistics" })
            let labels = window.visibleLabels.map(\.displayedText)
            let row = try #require(labels.firstIndex(of: "Anna"))
            #expect(Array(labels[row..<min(row + 5, labels.count)]) == ["Anna", "1", "1", "3", "4"], "\(labels)")
        }
    }

    @Test("A name typed in Preferences renames the player at once and is stored")
    func nameFromPreferences() async throws {
        var options = AppSession.Options()
        options.settingsBackend = "keyfile"
        try await AppSession.with(["--game=set", "--players=2", "--seed=5"], options: options) { app in
            try await Self.rename(app)
        }
    }

    static func rename(_ app: AppSession) async throws {
        do {
            _ = try await app.settledTree()
            try await app.key("ctrl+comma")
            _ = try await app.waitForTree("the Preferences window") { tree in
                tree.allNodes.contains(where: Self.isPlayersTab)
            }
            // The Players page holds the seconds and the names. Chosen through
            // AT-SPI, as a screen reader would: inside libadwaita 1.7's
            // dialogs GTK 4.18 reports extents about 80 pixels to the right
            // of where they are drawn, so a click there would miss.
            try await app.doAction(name: "Players", role: "page tab")
            // Its name rows and its seconds row both on screen: the page's rows are laid out one by one.
            // The seconds row is named once, by its title (GTK 4.8 read a label of its own as well: "… Seconds to Choose").
            let page = try await app.waitForTree("the Players page") { tree in
                tree.allNodes.contains { $0.role == "text" && $0.name == "Player 2, claim key Right Shift" && $0.isOnScreen }
                    && tree.allNodes.contains { $0.role == "spin button" && $0.name == "Seconds to Choose" && $0.isOnScreen }
            }
            // The name's row is wide enough for a click to land on it even there.
            try await app.click(try #require(page.allNodes.first { $0.role == "text" && $0.name.hasPrefix("Player 2,") }))
            // Preferences is a window of its own with libadwaita 1.2, a dialog
            // inside the game window from 1.5.
            if page.children.contains(where: { $0.role == "frame" && $0.name == "Preferences" }) {
                try await app.type("Zoe", inWindowTitled: "Preferences")
            } else {
                try await app.type("Zoe")
            }
            try await waitUntil("the name stored in GSettings") {
                try await app.gsettings("get", "io.github.matchismo.Matchismo", "player-names").contains("Zoe")
            }
            let renamed = try await app.waitForTree("Zoe in the players bar") { Self.player("Zoe", in: $0) != nil }
            #expect(Self.player("Zoe", in: renamed)?.name == "Zoe, 0 points, claim key Right Shift", "\(renamed)")
            #expect(Self.player("Player 1", in: renamed) != nil, "\(renamed)")
        }
    }

    @Test("A match resumes after quitting, scores and all, also when started again with as many players")
    func matchResumes() async throws {
        let data = try Data()
        defer { data.remove() }
        try await AppSession.with(["--game=set", "--players=2", "--seed=5"], options: data.options) { app in
            _ = try await app.settledTree()
            try await Self.claimAndChooseASet(as: "Shift_L", app: app)
            _ = try await app.waitForTree("Player 1's set") { $0.statusText?.contains("Player 1 scores: 1 point.") == true }
            try await app.key("ctrl+q")
            _ = try await app.waitForAppExit()
        }
        for arguments in [[], ["--players=2"]] {
            try await AppSession.with(arguments, options: data.options) { app in
                let tree = try await app.waitForTree("the match back") { Self.player("Player 1", in: $0) != nil }
                #expect(Self.player("Player 1", in: tree)?.name == "Player 1, 1 point, claim key Left Shift", "\(arguments): \(tree)")
                #expect(Self.player("Player 2", in: tree)?.name == "Player 2, 0 points, claim key Right Shift", "\(tree)")
                #expect(tree.statusText == "Welcome back: your game goes on where you left it.", "\(arguments): \(tree)")
            }
        }
    }

    /// Opens Statistics (Ctrl+I) on its players' page, chosen in the
    /// window's game chooser, and waits until its labels satisfy `shown`.
    static func openPlayersPage(_ app: AppSession, until shown: @escaping @Sendable ([String]) -> Bool) async throws -> AccessibleNode {
        try await app.key("ctrl+i")
        // Its game chooser on screen: the frame is in the tree before its header is laid out.
        _ = try await app.waitForTree("the Statistics window") { tree in
            tree.findAll(role: "frame").contains { $0.name == "Statistics" } && chooser(in: tree) != nil
        }
        // Keys alone, as a keyboard or screen-reader player goes: Tab to the
        // game chooser, Space opens its list, End and Return choose the last game.
        try await waitUntil("the game chooser focused", timeout: .seconds(15)) {
            let tree = try await app.accessibleTree()
            if chooser(in: tree)?.allNodes.contains(where: { $0.has(state: "focused") }) == true { return true }
            try await statisticsKeys(["Tab"], app: app)
            return false
        }
        try await statisticsKeys(["space"], app: app)
        _ = try await app.waitForTree("the chooser's list") { $0.allNodes.contains { $0.displayedText == "Players at One Table" } }
        try await statisticsKeys(["End", "Return"], app: app)
        // The Statistics window's own labels: the game window's players bar shows the same names.
        return try await app.waitForTree("the players' page") { tree in
            let statistics = tree.findAll(role: "frame").first { $0.name == "Statistics" }
            return statistics.map { shown($0.visibleLabels.map(\.displayedText)) } ?? false
        }
    }

    /// The Statistics window's game chooser.
    static func chooser(in tree: AccessibleNode) -> AccessibleNode? {
        tree.allNodes.first { $0.name == "Game" && $0.role != "label" && $0.isOnScreen }
    }

    /// Keys for the Statistics window, which has the keyboard (on mutter the window opened last has it).
    static func statisticsKeys(_ keys: [String], app: AppSession) async throws {
        if app.displayServer == .xvfb {
            try await app.key(keys, inWindowTitled: "Statistics")
        } else {
            try await app.key(keys)
        }
    }

    /// The Preferences window's tab of its Players page.
    static func isPlayersTab(_ node: AccessibleNode) -> Bool {
        node.role == "page tab" && node.name == "Players" && node.isOnScreen && (node.extents?.width ?? 0) > 0
    }

    /// Claims with `key`, then types the keys of the first set on the table not found yet.
    static func claimAndChooseASet(as key: String, app: AppSession) async throws {
        let before = try await app.settledTree()
        try await app.key(key)
        _ = try await app.waitForTree("the claim with \(key)") { $0.statusText != before.statusText && $0.statusText?.contains("claims") == true }
        let cards = Self.grid(try await app.settledTree())
        let setCards = cards.compactMap(\.setCard)
        let found = Set(foundSets(in: before))
        let set = try #require(SetRules.allSets(in: setCards).first { !found.contains(Set($0.map { setCards[$0] })) })
        for index in set { try await Self.press(cards[index], app: app) }
    }

    /// The sets found so far, read from the cards beside the table.
    static func foundSets(in tree: AccessibleNode) -> [Set<SetCard>] {
        let beside = tree.visibleCards.filter { $0.gridPosition == nil }
        let bySet = Dictionary(grouping: beside) { node in
            node.accessibleDescription.split(separator: ",").first { $0.contains("found set") }.map(String.init) ?? ""
        }
        return bySet.values.map { Set($0.compactMap(\.setCard)) }
    }

    /// Presses the key its description names for `card` (QWERTY, the session's keymap).
    static func press(_ card: AccessibleNode, app: AppSession) async throws {
        let keys = try #require(card.cardKeys, "\(card)")
        for key in keys { try await app.key(key.lowercased()) }
    }

    /// The players bar's button of `name`.
    static func player(_ name: String, in tree: AccessibleNode) -> AccessibleNode? {
        tree.allNodes.first { $0.role == "push button" && $0.isOnScreen && $0.name.hasPrefix("\(name), ") }
    }

    static func grid(_ tree: AccessibleNode) -> [AccessibleNode] {
        tree.cardsInGridOrder.filter { $0.gridPosition != nil }
    }

    /// Three indices of `cards` that are not a set.
    static func nonSet(in cards: [SetCard]) -> [Int]? {
        for a in cards.indices {
            for b in cards.indices where b > a {
                if let c = cards.indices.first(where: { $0 > b && !SetRules.isSet(cards[a], cards[b], cards[$0]) }) {
                    return [a, b, c]
                }
            }
        }
        return nil
    }

    /// statistics.json's players.
    static func players(_ data: Data) throws -> [String: Any] {
        let payload = try #require(try data.json("statistics.json")["payload"] as? [String: Any])
        return try #require(payload["players"] as? [String: Any])
    }
}
