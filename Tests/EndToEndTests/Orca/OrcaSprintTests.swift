import Foundation
import GameModel
import TableCore
import Testing

/// A sprint by keys alone, heard through Orca: the main menu's
/// "Sprint: 10 Sets" (F10, arrows, Return), Choose Deal… (Ctrl+O) for a known
/// deal, one wrong set (five seconds added, said), then ten sets found with
/// the model alongside; the end is said with the new record, the cover shows
/// the result, statistics.json keeps the record with its day, the
/// Statistics window's Sprints page shows it, and its Recent Games page
/// lists the sprint for review with its result. The 3-minute sprint, started by
/// its key, runs on a sped-up clock (`MATCHISMO_TEST_SPRINT_SPEED`) to its end.
@Suite("Orca: a sprint to a record (end to end)", .serialized, .timeLimit(.minutes(4)))
struct OrcaSprintTests {
    static let deal: UInt64 = 4242

    @Test("Sprint: 10 Sets from the menu, deal 4242 by number, a mistake, 10 sets: \"New record: 10 sets in …\"")
    func tenSetsToARecord() async throws {
        let data = try SavedGameTests.DataFolder()
        defer { data.remove() }
        try await OrcaPlayer.play(["--game=set", "--seed=1"], options: data.options) { player, _ in
            let app = player.app
            // The main menu by keys: Down until "Sprint: 10 Sets" has the focus.
            try await app.key("F10")
            _ = try await app.waitForTree("the main menu") { !$0.findAll(role: "menu item", namePrefix: "Statistics").isEmpty }
            var onSprint = false
            for _ in 0..<20 where !onSprint {
                try await app.key("Down")
                let tree = try await app.waitForTree("a focused menu item") { tree in
                    tree.findAll(role: "menu item").contains { $0.has(state: "focused") }
                }
                onSprint = tree.findAll(role: "menu item").contains { $0.has(state: "focused") && $0.name == "Sprint: 10 Sets" }
            }
            try #require(onSprint, "no Sprint: 10 Sets in the main menu")
            let started = "Sprint: find 10 sets as fast as you can; a mistake adds 5 seconds."
            _ = try await player.press(["Return"], until: "the sprint started", settle: true) { spoken in
                spoken.contains { $0.hasPrefix(started) }
            }
            _ = try await app.waitForTree("the sprint in the header") { $0.allNodes.contains { $0.name == "Game: Sprint: 10 sets" } }

            // Choose Deal… deals the sprint of a known number.
            try await app.key("ctrl+o")
            _ = try await app.waitForTree("the Choose Deal dialog") { tree in
                tree.allNodes.contains { $0.displayedText == "Choose Deal" && $0.isOnScreen }
            }
            try await app.type("\(Self.deal)", inWindowTitled: "Choose Deal")
            _ = try await app.waitForTree("the number accepted") { MatchismoDealTests.dealButton($0)?.has(state: "sensitive") == true }
            let chosen = "\(started) Deal \(Self.deal)."
            try await app.key(["Return"], inWindowTitled: "Choose Deal")
            // (Orca may pass over what is said as the dialog closes; the status line keeps it.)
            _ = try await app.waitForTree("the sprint of deal \(Self.deal)") { $0.statusText?.hasSuffix(chosen) == true }
            let dealt = try await app.settledTree()
            var table = SetMirror(seed: Self.deal)
            #expect(dealt.cardsInGridOrder.map(\.name) == table.game.table.map(\.name), "\(dealt)")
            table.focus = try #require(dealt.cardsInGridOrder.firstIndex { $0.has(state: "focused") }, "\(dealt)")
            // Back at the table from the dialog: a key moves the focus, heard as on any card.
            let (key, target) = table.focus == 11 ? ("Home", 0) : ("End", 11)
            let moved = table.focusSpeech(target)
            _ = try await player.press([key], until: "card \(target + 1)") { $0.suffix(2) == moved }
            table.focus = target

            // A wrong set: the game's sentence with the sprint's five seconds, in one.
            let wrong = try #require(table.notASet())
            let mistake = "Not a set. Minus 1. \(Spoken.score(Self.scoreAfter(wrong, table))) Plus 5 seconds."
            try await table.choose(wrong, with: player, last: mistake) { spoken, _ in
                #expect(spoken.filter { $0 == mistake }.count == 1, "\(spoken)")
            }
            // Ten sets, each said with the sprint's count; the tenth ends the sprint.
            for found in 1...9 {
                let set = try #require(table.game.setsOnTable.first, "deal \(Self.deal) has a set on the table")
                let said = "Set! 3 points. \(Spoken.score(Self.scoreAfter(set, table))) \(found) of 10."
                try await table.choose(set, with: player, last: said) { spoken, _ in
                    #expect(spoken.filter { $0 == said }.count == 1, "\(spoken)")
                }
            }
            let last = try #require(table.game.setsOnTable.first)
            let ending = "Set! 3 points. \(Spoken.score(Self.scoreAfter(last, table))) 10 of 10. Sprint over: 10 sets in "
            for (count, index) in last.enumerated() {
                let keys = table.route(to: index).keys + ["space"]
                table.focus = index
                table.perform(.choose(index))
                if count < 2 {
                    _ = try await player.press(keys, until: "card \(index + 1) selected") { $0.contains("Selected.") }
                } else {
                    _ = try await player.press(keys, until: "the sprint's end", settle: true) { spoken in
                        spoken.contains { $0.hasPrefix(ending) }
                    }
                }
            }
            #expect(table.game.found.count == 10)

            // The record in statistics.json, and the same record said.
            try await waitUntil("statistics.json with the record") { Self.record(in: data) != nil }
            let record = try #require(Self.record(in: data))
            let result = try #require(record["result"] as? [String: Any])
            #expect(result["mode"] as? String == "find-10", "\(record)")
            #expect(result["deal"] as? UInt64 == Self.deal || (result["deal"] as? Int).map(UInt64.init) == Self.deal, "\(record)")
            #expect(result["setsFound"] as? Int == 10 && result["mistakes"] as? Int == 1, "\(record)")
            #expect(result["isAssisted"] as? Bool == false, "\(record)")
            #expect(record["date"] != nil, "\(record)")
            let playSeconds = try #require(result["playSeconds"] as? Double)
            let time = NumberText.duration(playSeconds + 5)
            let end = ending + "\(time), 1 mistake. New record: 10 sets in \(time)."
            let spoken = await player.orca.speech(since: .start)
            #expect(spoken.filter { $0 == end }.count == 1, "\(spoken.suffix(8))")
            let over = try await app.waitForTree("the sprint's result on the cover") { tree in
                tree.allNodes.contains { $0.displayedText == "Game Over" && $0.isOnScreen }
            }
            #expect(over.allNodes.contains { $0.displayedText == "Sprint over: 10 sets in \(time), 1 mistake." }, "\(over)")

            // Statistics (Ctrl+I) opens on the sprints' page during a sprint: the record, today.
            try await app.key("ctrl+i")
            let page = try await app.waitForTree("the Sprints page") { tree in
                tree.visibleLabels.contains { $0.displayedText == "10 sets in \(time)" }
            }
            let labels = page.visibleLabels.map(\.displayedText)
            #expect(labels.contains("Today") && labels.filter { $0 == "No record yet" }.count == 2, "\(labels)")

            // Kept for review with its result, and listed so on the Recent Games page.
            let kept = try Self.latestRecentGame(in: data)
            #expect(kept.deal == ["variant": "classic", "seed": "\(Self.deal)"], "\(kept)")
            #expect(kept.sprint["mode"] == "find-10" && kept.sprint["setsFound"] == "10", "\(kept)")
            try await Self.expectRecentGame("Sprint: 10 sets · Deal \(Self.deal)", result: "10 sets in \(time)", app: app)
        }
    }

    /// How many times faster the sprints' clock runs in `threeMinutesByKey`: its 3 minutes take a real minute.
    static let timedSpeed = 3.0

    @Test("Sprint: 3 Minutes by Ctrl+Alt+3, on a clock 3 times as fast: a mistake, 2 sets, then \"Time is up\" with the record")
    func threeMinutesByKey() async throws {
        let data = try SavedGameTests.DataFolder()
        defer { data.remove() }
        var options = data.options
        options.appEnvironment["MATCHISMO_TEST_SPRINT_SPEED"] = String(Self.timedSpeed)
        try await OrcaPlayer.play(["--game=set", "--seed=1"], options: options) { player, _ in
            let app = player.app
            let started = "Sprint: find as many sets as you can in 3 minutes; a mistake costs a point. Deal "
            _ = try await player.press(["ctrl+alt+3"], until: "the timed sprint started", settle: true) { spoken in
                spoken.contains { $0.hasPrefix(started) }
            }
            // The sprint's random deal, from the status line ("New game: … Deal 123."), played alongside with
            // the model. One in a few deals has no set where this test plays one: Ctrl+N deals another.
            var tree = try await app.waitForTree("the sprint in the header") { tree in
                tree.allNodes.contains { $0.name == "Game: Sprint: 3 minutes" } && tree.statusText?.contains(started) == true
            }
            var deal = try #require(Self.deal(in: tree, after: started), "\(tree.statusText ?? "no status")")
            for _ in 0..<20 where !Self.playsAMistakeAndTwoSets(deal) {
                try await app.key("ctrl+n")
                let previous = deal
                tree = try await app.waitForTree("another sprint deal") { tree in
                    Self.deal(in: tree, after: started).map { $0 != previous } ?? false
                }
                deal = try #require(Self.deal(in: tree, after: started))
            }
            try #require(Self.playsAMistakeAndTwoSets(deal), "20 deals without two sets in a row")
            tree = try await app.settledTree()
            var table = SetMirror(seed: deal)
            #expect(tree.cardsInGridOrder.map(\.name) == table.game.table.map(\.name), "\(tree)")
            table.focus = try #require(tree.cardsInGridOrder.firstIndex { $0.has(state: "focused") }, "\(tree)")

            // A wrong set costs a point; each set found is counted.
            let wrong = try #require(table.notASet())
            let mistake = "Not a set. Minus 1. \(Spoken.score(Self.scoreAfter(wrong, table))) Minus 1 point."
            try await table.choose(wrong, with: player, last: mistake) { spoken, _ in
                #expect(spoken.filter { $0 == mistake }.count == 1, "\(spoken)")
            }
            for found in 1...2 {
                let set = try #require(table.game.setsOnTable.first, "deal \(deal) has a set on the table")
                let said = "Set! 3 points. \(Spoken.score(Self.scoreAfter(set, table))) \(found == 1 ? "1 set" : "2 sets")."
                try await table.choose(set, with: player, last: said) { spoken, _ in
                    #expect(spoken.filter { $0 == said }.count == 1, "\(spoken)")
                }
            }

            // The clock runs out between moves: the result and the record are said at once, in one.
            let end = "Time is up: 2 sets, 1 mistake, 1 point. New record: 1 point in 3 minutes."
            try await player.orca.waitForSpeech("\"\(end)\"", since: .start, timeout: .seconds(60)) { $0.contains(end) }
            let over = try await app.waitForTree("the timed sprint's result on the cover") { tree in
                tree.allNodes.contains { $0.displayedText == "Game Over" && $0.isOnScreen }
            }
            #expect(over.allNodes.contains { $0.displayedText == "Time is up: 2 sets, 1 mistake, 1 point." }, "\(over)")
            #expect(await player.orca.speech(since: .start).filter { $0 == end }.count == 1)

            try await waitUntil("statistics.json with the timed record") { Self.record(.timed, in: data) != nil }
            let record = try #require(Self.record(.timed, in: data))
            let result = try #require(record["result"] as? [String: Any])
            // A random deal may pass 2^53, beyond a Double: its digits are read in the file itself.
            let text = try String(contentsOf: data.file("statistics.json"), encoding: .utf8)
            #expect(text.range(of: #""deal"\s*:\s*\#(deal)[,}\s]"#, options: .regularExpression) != nil, "\(text)")
            #expect(result["setsFound"] as? Int == 2 && result["mistakes"] as? Int == 1, "\(record)")
            #expect(result["playSeconds"] as? Double == 180 && result["isAssisted"] as? Bool == false, "\(record)")
            #expect(record["date"] != nil && Self.record(.findTen, in: data) == nil, "\(record)")

            // Statistics (Ctrl+I) opens on the Sprints page: the timed record, today.
            try await app.key("ctrl+i")
            let page = try await app.waitForTree("the Sprints page") { tree in
                tree.visibleLabels.contains { $0.displayedText == "1 point in 3 minutes" }
            }
            let labels = page.visibleLabels.map(\.displayedText)
            #expect(labels.contains("Today") && labels.filter { $0 == "No record yet" }.count == 2, "\(labels)")

            // Ended by its clock, kept for review as one ended by a set is.
            let kept = try Self.latestRecentGame(in: data)
            #expect(kept.sprint["mode"] == "timed-3" && kept.sprint["setsFound"] == "2", "\(kept)")
            try await Self.expectRecentGame("Sprint: 3 minutes · \(DealNumber.label(deal))", result: "1 point in 3 minutes", app: app)
        }
    }

    /// The sprint's deal number in the status line ("… Deal 123."), after `started`; nil while it says something else.
    static func deal(in tree: AccessibleNode, after started: String) -> UInt64? {
        guard let status = tree.statusText, let range = status.range(of: started) else { return nil }
        return UInt64(status[range.upperBound...].prefix { $0.isNumber })
    }

    /// Whether `deal` has a wrong set to try and then a set on the table twice
    /// in a row (where it has none, the game would deal three more cards).
    static func playsAMistakeAndTwoSets(_ deal: UInt64) -> Bool {
        var table = SetMirror(seed: deal)
        guard table.notASet() != nil else { return false }
        for _ in 1...2 {
            guard let set = table.game.setsOnTable.first else { return false }
            for index in set { table.perform(.choose(index)) }
        }
        return true
    }

    /// The score once `cards` are chosen on `table`.
    static func scoreAfter(_ cards: [Int], _ table: SetMirror) -> Int {
        var copy = table
        for index in cards { copy.perform(.choose(index)) }
        return copy.game.score
    }

    /// The latest game in the data folder's recent-games.json: its deal and
    /// its sprint result, each field as the file writes it ("4242", "find-10").
    static func latestRecentGame(in data: SavedGameTests.DataFolder) throws -> (deal: [String: String], sprint: [String: String]) {
        let payload = try #require(try data.json("recent-games.json")["payload"] as? [String: Any])
        let game = try #require((payload["games"] as? [[String: Any]])?.first, "\(payload)")
        let deal = try #require((game["recording"] as? [String: Any])?["deal"] as? [String: Any], "\(game)")
        let sprint = try #require(game["sprint"] as? [String: Any], "no sprint result: \(game)")
        return (deal.mapValues { "\($0)" }, sprint.mapValues { "\($0)" })
    }

    /// Chooses the open Statistics window's Recent Games page, which must list
    /// `title` over a finished sprint's summary with `result`.
    static func expectRecentGame(_ title: String, result: String, app: AppSession) async throws {
        let shown = try await OrcaReviewTests.chooseRecentGames(app).visibleLabels.map(\.displayedText)
        #expect(shown.contains(title), "\(shown)")
        #expect(shown.contains { $0.hasPrefix("Finished · ") && $0.contains(" · \(result) · ") }, "\(shown)")
    }

    /// The record of the sprint `mode` (the 10-set one unless told) in the data folder's statistics.json.
    static func record(_ mode: SprintMode = .findTen, in data: SavedGameTests.DataFolder) -> [String: Any]? {
        guard let payload = (try? data.json("statistics.json"))?["payload"] as? [String: Any],
              let sprints = payload["sprints"] as? [String: Any], let records = sprints["records"] as? [[String: Any]] else { return nil }
        return records.first { ($0["result"] as? [String: Any])?["mode"] as? String == mode.rawValue }
    }
}
