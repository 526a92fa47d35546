import Foundation
import GameModel
import TableCore
import Testing

/// Set's variants, the daily puzzle, the clock and Pause, played with the
/// keyboard only: cards are read from the accessible tree and
/// chosen by their card keys (Tab reaches the cards beside the table).
@Suite("Set variants (end to end)", .serialized, .timeLimit(.minutes(4)))
struct SetVariantTests {
    typealias Player = KeyboardPlayTests.KeyboardPlayer

    @Test("Junior: only solid cards, played to game over with the keyboard")
    func juniorToGameOver() async throws {
        try await AppSession.with(["--variant=junior", "--seed=4"]) { app in try await Self.playJunior(app) }
    }

    static func playJunior(_ app: AppSession) async throws {
        do {
            let player = Player(app: app)
            var tree = try await app.settledTree()
            #expect(tree.allNodes.contains { $0.name == "Game: Set: Junior" }, "\(tree)")
            var sets = 0
            for _ in 0..<30 {
                let cards = Self.grid(tree)
                let table = cards.compactMap(\.setCard)
                #expect(table.count == cards.count && table.allSatisfy { $0.shading == .solid }, "\(cards.map(\.name))")
                if let set = SetRules.firstSet(in: table) {
                    try await Self.choose(set.map { cards[$0] }, with: player)
                    sets += 1
                    tree = try await app.waitForTree("set \(sets) scored") { $0.statusText?.hasPrefix("Set! 3 points.") == true }
                } else {
                    let before = tree.statusText
                    try await app.key("ctrl+d")
                    tree = try await app.waitForTree("3 more dealt") { $0.statusText != before }
                }
                if tree.statusText?.contains("Game over.") == true { break }
                tree = try await app.settledTree()
            }
            let over = try await app.waitForTree("the game over page") { $0.allNodes.contains { $0.displayedText == "Game Over" && $0.isOnScreen } }
            #expect(over.statusText?.contains("Game over. \(sets) sets") == true, "\(over)")
            #expect(sets >= 6, "a Junior game of 27 cards holds at least 6 sets played, got \(sets)")
        }
    }

    @Test("Set-Chain: the last set stays beside the table; a set without one of its cards is refused; one with it scores")
    func chain() async throws {
        try await AppSession.with(["--variant=chain", "--seed=11"]) { app in try await Self.playChain(app) }
    }

    static func playChain(_ app: AppSession) async throws {
        do {
            let player = Player(app: app)
            var tree = try await app.settledTree()
            var cards = Self.grid(tree)
            let first = try #require(SetRules.firstSet(in: cards.compactMap(\.setCard)))
            let lastSet = first.map { cards[$0].setCard! }
            try await Self.choose(first.map { cards[$0] }, with: player)
            tree = try await app.waitForTree("the first set scored") { $0.statusText == "Set! 3 points. Score 3." }

            // Beside the table: the last set's three cards, named and placed.
            tree = try await app.waitForTree("the last set beside the table") { Self.beside($0).count == 3 }
            #expect(Set(Self.beside(tree).compactMap(\.setCard)) == Set(lastSet), "\(tree)")
            // They can be chosen: buttons that take the focus and click.
            let withActions = try await app.accessibleTree(withActions: true)
            #expect(Self.beside(withActions).count == 3 && Self.beside(withActions).allSatisfy { $0.isChoosableCard }, "\(withActions)")
            #expect(Self.beside(tree).allSatisfy { $0.accessibleDescription.contains("from the last set") }, "\(tree)")
            #expect(tree.allNodes.contains { $0.displayedText.hasPrefix("Last set: the next set keeps exactly one") }, "\(tree)")

            // A set of table cards alone breaks the chain.
            tree = try await app.settledTree()
            cards = Self.grid(tree)
            let table = cards.compactMap(\.setCard)
            if let plain = SetRules.firstSet(in: table) {
                try await Self.choose(plain.map { cards[$0] }, with: player)
                let refused = try await app.waitForTree("not a chain") { $0.statusText?.hasPrefix("Not a chain") == true }
                #expect(refused.statusText?.hasPrefix("Not a chain: a set must keep one card of the last set, ") == true,
                        "\(refused)")
                #expect(refused.scoreText == "Score: 2", "\(refused)")
                tree = try await app.settledTree()
                cards = Self.grid(tree)
            }

            // Two table cards and one of the last set: chosen with Tab to the card beside the table.
            // Without such a pair on the table, deal until there is one.
            for _ in 0..<6 where Self.chainLink(table: cards.compactMap(\.setCard), lastSet: lastSet) == nil {
                try await app.key("ctrl+d")
                tree = try await app.waitForTree("3 more dealt") { Self.grid($0).count == cards.count + 3 }
                tree = try await app.settledTree()
                cards = Self.grid(tree)
            }
            let link = try #require(Self.chainLink(table: cards.compactMap(\.setCard), lastSet: lastSet),
                                    "no chain set on the table")
            try await Self.choose([cards[link.table.0], cards[link.table.1]], with: player)
            let keep = try #require(Self.beside(tree).first { $0.setCard == link.kept })
            for _ in 0..<6 {
                if try await app.accessibleTree().allNodes.contains(where: { $0.name == keep.name && $0.has(state: "focused") && $0.gridPosition == nil }) { break }
                try await app.key("Tab")
            }
            try await app.key("space")
            // The status line first, then the cards beside the table change: both.
            let found = Set([link.kept] + [cards[link.table.0], cards[link.table.1]].compactMap(\.setCard))
            _ = try await app.waitForTree("the chain set scored, the new last set the one just found") {
                $0.statusText?.hasPrefix("Set! 3 points.") == true && Set(Self.beside($0).compactMap(\.setCard)) == found
            }
        }
    }

    @Test("UltraSet: four cards whose pairs share a completion score, and the shared card is shown")
    func ultra() async throws {
        try await AppSession.with(["--variant=ultra", "--seed=5"]) { app in try await Self.playUltra(app) }
    }

    static func playUltra(_ app: AppSession) async throws {
        do {
            let player = Player(app: app)
            var tree = try await app.settledTree()
            for _ in 0..<8 {
                if Self.ultra(in: Self.grid(tree).compactMap(\.setCard)) != nil { break }
                try await app.key("ctrl+d")
                tree = try await app.settledTree()
            }
            let cards = Self.grid(tree)
            let found = try #require(Self.ultra(in: cards.compactMap(\.setCard)), "no UltraSet on \(cards.map(\.name))")
            try await Self.choose(found.cards.map { cards[$0] }, with: player)
            let scored = try await app.waitForTree("the UltraSet scored") { $0.statusText?.hasPrefix("UltraSet!") == true }
            #expect(scored.statusText?.hasPrefix("UltraSet! Both pairs complete \(found.shared.name).") == true, "\(scored)")
            let shown = try await app.waitForTree("the shared card beside the table") { !Self.beside($0).isEmpty }
            #expect(Self.beside(shown).map(\.name) == [found.shared.name], "\(shown)")
            // Only shown, not chosen: an image, neither focusable nor with an action, that says what it is.
            let shared = try #require(Self.beside(try await app.accessibleTree(withActions: true)).first)
            #expect(shared.isDisplayOnlyCard, "\(shared)")
            #expect(shared.accessibleDescription.contains("the shared card"), "\(shared)")
        }
    }

    @Test("The daily puzzle: six sets, a repeat costs nothing, the clock stops, and the solved puzzle reopens solved")
    func dailyPuzzle() async throws {
        let data = try SavedGameTests.DataFolder()
        defer { data.remove() }
        let date = "2026-11-23"
        let expected = DailyPuzzle.cards(for: try #require(PuzzleDate(parsing: date)))
        try await AppSession.with(["--date=\(date)"], options: data.options) { app in
            try await Self.solvePuzzle(app, expected: expected)
        }
        try await Self.checkBook(data, date: date)
        try await AppSession.with(["--date=\(date)"], options: data.options) { app in try await Self.reopenSolved(app) }
    }

    static func solvePuzzle(_ app: AppSession, expected: [SetCard]) async throws {
        do {
            let player = Player(app: app)
            var tree = try await app.settledTree()
            var cards = Self.grid(tree)
            #expect(Set(cards.compactMap(\.setCard)) == Set(expected), "\(tree)")
            let sets = SetRules.allSets(in: cards.compactMap(\.setCard)).map { $0.map { cards[$0].setCard! } }
            #expect(sets.count == 6)
            for (number, set) in sets.enumerated() {
                cards = Self.grid(try await app.settledTree())
                try await Self.choose(set.map { card in cards.first { $0.setCard == card }! }, with: player)
                tree = try await app.waitForTree("set \(number + 1)") {
                    $0.statusText?.contains("\(number + 1) of 6 sets found.") == true
                }
                #expect(Self.grid(tree).count == 12, "nothing leaves the puzzle's table")
                if number == 0 {
                    // The same set again: refused, free.
                    cards = Self.grid(try await app.settledTree())
                    try await Self.choose(set.map { card in cards.first { $0.setCard == card }! }, with: player)
                    let again = try await app.waitForTree("already found") { $0.statusText?.hasPrefix("Already found") == true }
                    #expect(again.scoreText == "Score: 3", "\(again)")
                }
            }
            #expect(tree.statusText?.contains("Game over. 6 sets") == true, "\(tree)")
            #expect(tree.allNodes.contains { $0.displayedText == "Sets found: 6 of 6." }, "\(tree)")
            // The found sets beside the table are images, each saying which set it belongs to.
            _ = try await app.settledTree()
            let found = Self.beside(try await app.accessibleTree(withActions: true))
            #expect(found.count == 18 && found.allSatisfy { $0.isDisplayOnlyCard }, "\(found)")
            #expect(found.filter { $0.accessibleDescription.contains("found set 6") }.count == 3, "\(found)")
            let clock = Self.clock(tree)
            try await Task.sleep(for: .seconds(1.5))
            #expect(Self.clock(try await app.accessibleTree()) == clock, "the clock stops at the end")
            try await app.key("ctrl+q")
            _ = try await app.waitForAppExit()
        }
    }

    static func checkBook(_ data: SavedGameTests.DataFolder, date: String) async throws {
        let book = try data.json("puzzles.json")
        let days = try #require((book["payload"] as? [String: Any])?["days"] as? [String: Any])
        #expect(days.keys.sorted() == [date], "\(book)")
    }

    static func reopenSolved(_ app: AppSession) async throws {
        do {
            let tree = try await app.waitForTree("the solved puzzle") { $0.allNodes.contains { $0.displayedText == "Game Over" && $0.isOnScreen } }
            #expect(tree.allNodes.contains { $0.displayedText == "Sets found: 6 of 6." }, "\(tree)")
            #expect(tree.scoreText == "Score: 18", "\(tree)")
        }
    }

    @Test("Daily Puzzles lists the days with the records; its Open button, pressed from the keyboard, opens yesterday's puzzle")
    func earlierPuzzles() async throws {
        try await AppSession.with(["--variant=puzzle"]) { app in try await Self.openYesterday(app) }
    }

    static func openYesterday(_ app: AppSession) async throws {
        do {
            _ = try await app.settledTree()
            // What the game menu's "Earlier Puzzles…" item does: the application's "puzzles" action.
            _ = try await app.run("gdbus", [
                "call", "--session", "--dest", "io.github.matchismo.Matchismo", "--object-path", "/io/github/matchismo/Matchismo",
                "--method", "org.gtk.Actions.Activate", "puzzles", "[]", "{}",
            ]).check()
            let list = try await app.waitForTree("the Daily Puzzles window") {
                $0.allNodes.contains { Self.isOpenButton($0, day: "Yesterday") && $0.isOnScreen }
            }
            #expect(list.allNodes.contains { $0.displayedText == "Current streak" }, "\(list)")
            #expect(list.allNodes.contains { $0.displayedText == "Today" }, "\(list)")
            for _ in 0..<12 {
                if try await app.accessibleTree().allNodes.contains(where: {
                    Self.isOpenButton($0, day: "Yesterday") && $0.has(state: "focused")
                }) { break }
                try await app.key("Tab")
            }
            try await app.key("space")
            let now = Date()
            let parts = Calendar.current.dateComponents([.year, .month, .day], from: now.addingTimeInterval(-86_400))
            let yesterday = try #require(PuzzleDate(year: parts.year!, month: parts.month!, day: parts.day!))
            let opened = try await app.waitForTree("yesterday's puzzle") {
                $0.allNodes.contains { $0.displayedText == "Puzzle of Yesterday" && $0.isOnScreen }
            }
            let table = try await app.settledTree()
            #expect(Set(Self.grid(table).compactMap(\.setCard)) == Set(DailyPuzzle.cards(for: yesterday)), "\(opened)")
        }
    }

    @Test("A variant resumes like classic Set: quit in UltraSet with a card chosen, relaunch, and it is all there")
    func variantResumes() async throws {
        let data = try SavedGameTests.DataFolder()
        defer { data.remove() }
        let (names, chosen) = try await AppSession.with(["--variant=ultra", "--seed=5"], options: data.options) { app in
            try await Self.chooseOneAndQuit(app)
        }
        try await AppSession.with([], options: data.options) { app in
            try await Self.expectResumed(app, names: names, chosen: chosen)
        }
    }

    static func chooseOneAndQuit(_ app: AppSession) async throws -> (names: [String], chosen: String) {
        let cards = Self.grid(try await app.settledTree())
        try await Self.choose([cards[4]], with: Player(app: app))
        _ = try await app.waitForTree("a card chosen") { $0.visibleCard(named: cards[4].name)?.has(state: "pressed") == true }
        try await app.key("ctrl+q")
        _ = try await app.waitForAppExit()
        return (cards.map(\.name), cards[4].name)
    }

    static func expectResumed(_ app: AppSession, names: [String], chosen: String) async throws {
        let tree = try await app.settledTree()
        #expect(tree.allNodes.contains { $0.name == "Game: Set: UltraSet" }, "\(tree)")
        #expect(Self.grid(tree).map(\.name) == names, "\(tree)")
        #expect(Self.grid(tree).filter { $0.has(state: "pressed") }.map(\.name) == [chosen], "\(tree)")
        #expect(tree.statusText == "Welcome back: your game goes on where you left it.", "\(tree)")
    }

    @Test("Deal Automatically: with no set on the table, 3 more are dealt by themselves, free, and it is said")
    func autoDeal() async throws {
        var options = AppSession.Options()
        options.settingsBackend = "keyfile"
        // Seed 30 deals 12 cards that hold no set.
        try await AppSession.with(["--game=set", "--seed=30"], options: options) { app in try await Self.dealsByItself(app) }
    }

    static func dealsByItself(_ app: AppSession) async throws {
        do {
            let start = try await app.settledTree()
            #expect(Self.grid(start).count == 12)
            #expect(SetRules.containsSet(in: Self.grid(start).compactMap(\.setCard)) == false)
            _ = try await app.gsettings("set", "io.github.matchismo.Matchismo", "auto-deal", "true")
            try await app.key("ctrl+r")
            let dealt = try await app.waitForTree("the deal by itself") { $0.statusText?.hasPrefix("No set on the table") == true }
            #expect(dealt.statusText == "No set on the table, so 3 more cards were dealt. Dealt 3 cards. "
                + "15 on the table, 66 in the deck.", "\(dealt)")
            #expect(dealt.scoreText == "Score: 0", "no penalty: there was no set")
            #expect(Self.grid(try await app.settledTree()).count == 15)
        }
    }

    @Test("The clock runs, Pause hides the cards and stops it, and Resume brings both back")
    func pause() async throws {
        try await AppSession.with(["--game=set", "--seed=3"]) { app in try await Self.pauseAndResume(app) }
    }

    static func pauseAndResume(_ app: AppSession) async throws {
        do {
            let running = try await app.waitForTree("the clock at 0:02") { Self.clock($0) == "0:02" }
            let names = Self.grid(running).map(\.name)
            try await app.key("ctrl+p")
            let paused = try await app.waitForTree("paused") { $0.allNodes.contains { $0.displayedText == "Paused" && $0.isOnScreen } }
            #expect(paused.visibleCards.isEmpty, "no card can be seen or read while paused:\n\(paused)")
            #expect(paused.statusText?.hasPrefix("Paused: the clock is stopped") == true, "\(paused)")
            let stopped = Self.clock(paused)
            // Paused, nothing wakes the app: once the page's transitions and the accessibility
            // events of the hidden table are over (a few seconds), its main thread sleeps through
            // three seconds (nothing reads the tree meanwhile, which would wake it).
            try await Task.sleep(for: .seconds(5))
            let pid = await app.appPID
            let before = try Self.wakeUps(pid)
            try await Task.sleep(for: .seconds(3))
            let wakeUps = try Self.wakeUps(pid) - before
            #expect(wakeUps <= 2, "the paused app woke \(wakeUps) times in 3 s")
            #expect(Self.clock(try await app.accessibleTree()) == stopped)
            try await app.key("ctrl+p")
            let back = try await app.settledTree()
            #expect(Self.grid(back).map(\.name) == names)
            _ = try await app.waitForTree("the clock going on") { Self.clock($0) != stopped }
        }
    }

    // MARK: Reading and choosing

    /// The table's cards in grid order (not the cards beside the table).
    static func grid(_ tree: AccessibleNode) -> [AccessibleNode] {
        tree.cardsInGridOrder.filter { $0.gridPosition != nil }
    }

    /// The cards beside the table.
    static func beside(_ tree: AccessibleNode) -> [AccessibleNode] {
        tree.visibleCards.filter { $0.gridPosition == nil }
    }

    /// A Daily Puzzles row's Open button, which the row names after its day.
    static func isOpenButton(_ node: AccessibleNode, day: String) -> Bool {
        node.role == "push button" && node.name.split(separator: " ").contains { $0 == Substring(day) }
    }

    /// How often the app's main thread has gone to sleep and woken (voluntary context switches).
    static func wakeUps(_ pid: Int32) throws -> Int {
        let status = try String(contentsOfFile: "/proc/\(pid)/task/\(pid)/status", encoding: .utf8)
        let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("voluntary_ctxt_switches:") })
        return try #require(Int(line.split(separator: "\t").last ?? ""), "\(line)")
    }

    /// The header's clock under the game's name ("0:42").
    static func clock(_ tree: AccessibleNode) -> String? {
        tree.visibleLabels.first { $0.displayedText.range(of: #"^\d+:\d\d$"#, options: .regularExpression) != nil }?.displayedText
    }

    /// Chooses table cards by their card keys, as their descriptions name
    /// them ("key Q"); `KeyboardPlayTests` covers the arrows and Space.
    static func choose(_ cards: [AccessibleNode], with player: Player) async throws {
        try await player.app.focusWindow()
        for card in cards { try await PlayersTests.press(card, app: player.app) }
    }

    /// Two table cards (indices) and a card of the last set that form a set.
    static func chainLink(table: [SetCard], lastSet: [SetCard]) -> (table: (Int, Int), kept: SetCard)? {
        for i in table.indices {
            for j in table.indices where j > i {
                let third = SetRules.completing(table[i], table[j])
                if lastSet.contains(third) { return ((i, j), third) }
            }
        }
        return nil
    }

    /// Four table cards that split into two pairs with one completion, by brute force.
    static func ultra(in table: [SetCard]) -> (cards: [Int], shared: SetCard)? {
        let n = table.count
        for a in 0..<n { for b in (a + 1)..<n { for c in (b + 1)..<n { for d in (c + 1)..<n {
            for (p, q) in [((a, b), (c, d)), ((a, c), (b, d)), ((a, d), (b, c))] {
                let shared = SetRules.completing(table[p.0], table[p.1])
                if shared == SetRules.completing(table[q.0], table[q.1]) { return ([a, b, c, d], shared) }
            }
        } } } }
        return nil
    }
}
