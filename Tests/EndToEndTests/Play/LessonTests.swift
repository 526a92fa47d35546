import Foundation
import GameModel
import TableCore
import Testing

/// The first lessons (Set's, and Matchismo's), played by keys alone and read from the accessible
/// tree: the offer the first time, each step's words and lit cards, a wrong
/// try and the player's own set on the real table, Done or Skip bringing the
/// player's game back, Learn to Play in the main menu, and no second offer.
@Suite("The first lessons by keys (end to end)", .serialized, .timeLimit(.minutes(3)))
struct LessonTests {
    static let panels = ["Learn to Play Set", "Learn to Play Matchismo"]

    @Test("The first time Set opens it offers the lesson, which keys alone play to Done; it is not offered again")
    func playedToDone() async throws {
        let config = HarnessPaths.appFilesParent.appendingPathComponent("matchismo-lesson-\(UUID())")
        defer { try? FileManager.default.removeItem(at: config) }
        var options = AppSession.Options()
        options.offersLesson = true
        options.settingsBackend = "keyfile"
        options.configHome = config
        let lesson = SetLesson.onDeal
        try await AppSession.with(["--game=set", "--seed=5"], options: options) { app in
            let opening = try await app.settledTree()
            let own = opening.cardsInGridOrder.map(\.name)
            #expect(Self.text(opening).contains("New to Set?"), "\(opening)")
            var tree = try await Self.startFromOffer(app)
            #expect(Self.text(tree).hasPrefix("These three cards are a set: "), "\(Self.text(tree))")
            #expect(Self.lit(tree) == Set(lesson.aSet.map(\.name)), "\(tree)")
            #expect(Self.focused(tree) == "Next")
            try await app.key("Return")
            tree = try await Self.waitForStep(2, app)
            #expect(Self.text(tree).contains("neither all the same nor all different"), "\(Self.text(tree))")
            #expect(Self.lit(tree) == Set(lesson.notASet.map(\.name)), "\(tree)")
            try await app.key("Return")
            tree = try await Self.waitForStep(3, app)
            #expect(Self.lit(tree).isEmpty)
            #expect(tree.focusedCard != nil, "the keyboard is on the table to choose cards")
            #expect(Self.button("Next", in: tree)?.has(state: "sensitive") == false, "Next waits for the player's set")

            // A wrong try is told what breaks it; the step waits on.
            try await Self.choose(lesson.notASet, app)
            tree = try await app.waitForTree("the wrong try told") { ($0.statusText ?? "").contains("Not a set.") }
            #expect((tree.statusText ?? "").contains("neither all the same nor all different"), "\(tree.statusText ?? "")")
            #expect(Self.progress(tree) == "Step 3 of 4")
            // The player's own set: the lesson goes on to the scoring.
            let set = try #require(SetRules.allSets(in: SetLesson.deal().table).last.map { $0.map { SetLesson.deal().table[$0] } })
            try await Self.choose(set, app)
            tree = try await Self.waitForStep(4, app)
            #expect((tree.statusText ?? "").contains("Set! 3 points."), "\(tree.statusText ?? "")")
            #expect((tree.statusText ?? "").contains("Well found: that is a set."), "\(tree.statusText ?? "")")
            #expect(Self.text(tree).contains("A set scores 3 points."))

            // Done, from the table: Shift+Tab reaches it first.
            try await app.key("shift+Tab")
            _ = try await Self.waitForFocus(app, on: "Done")
            try await app.key("Return")
            tree = try await app.waitForTree("the player's own game back") { !Self.panelShown($0) }
            _ = try await app.settledTree()
            tree = try await app.accessibleTree()
            #expect(tree.cardsInGridOrder.map(\.name) == own, "\(tree)")
            let seen = try await app.gsettings("get", "io.github.matchismo.Matchismo", "set-lesson-seen")
            #expect(seen.trimmingCharacters(in: .whitespacesAndNewlines) == "true")
        }
        try await AppSession.with(["--game=set", "--seed=5"], options: options) { app in
            let tree = try await app.settledTree()
            #expect(!Self.panelShown(tree), "offered once: \(tree)")
        }
    }

    @Test("No Thanks declines the offer; Learn to Play in the main menu reopens the lesson, and Skip Lesson leaves it")
    func skipAndReopen() async throws {
        var options = AppSession.Options()
        options.offersLesson = true
        try await AppSession.with(["--game=set", "--seed=5"], options: options) { app in
            let own = try await app.settledTree().cardsInGridOrder.map(\.name)
            try await app.key("shift+Tab")
            _ = try await Self.waitForFocus(app, on: "Start Lesson")
            try await app.key("shift+Tab")
            _ = try await Self.waitForFocus(app, on: "No Thanks")
            try await app.key("Return")
            _ = try await app.waitForTree("the offer declined") { !Self.panelShown($0) }

            try await app.key("F10")
            _ = try await app.waitForTree("the main menu") { !$0.findAll(role: "menu item", namePrefix: "Learn to Play").isEmpty }
            try await app.key("l")
            var tree = try await Self.waitForStep(1, app)
            #expect(Self.focused(tree) == "Next")
            #expect(tree.cardsInGridOrder.map(\.name) != own, "the lesson's own deal")
            // Back is off on the first step, so Shift+Tab from Next goes to Skip Lesson.
            try await app.key("shift+Tab")
            _ = try await Self.waitForFocus(app, on: "Skip Lesson")
            try await app.key("Return")
            _ = try await app.waitForTree("the lesson skipped") { !Self.panelShown($0) }
            tree = try await app.settledTree()
            #expect(tree.cardsInGridOrder.map(\.name) == own, "\(tree)")
            #expect((tree.statusText ?? "").contains("Your game is back."), "\(tree.statusText ?? "")")
        }
    }

    @Test("Matchismo offers its own lesson: two cards shown face up and lit, a match of the player's own, then Done")
    func matchismo() async throws {
        var options = AppSession.Options()
        options.offersLesson = true
        let lesson = MatchismoLesson.onDeal
        try await AppSession.with(["--game=matchismo", "--seed=5"], options: options) { app in
            let opening = try await app.settledTree()
            #expect(Self.text(opening).contains("New to Matchismo?"), "\(opening)")
            var tree = try await Self.startFromOffer(app)
            #expect(Self.text(tree).contains("They have the same rank: 4 points."), "\(Self.text(tree))")
            #expect(Self.lit(tree) == Set(lesson.aMatch.map(\.name)), "\(tree)")
            try await app.key("Return")
            tree = try await Self.waitForStep(2, app)
            #expect(Self.lit(tree) == Set(lesson.notAMatch.map(\.name)), "\(tree)")
            try await app.key("Return")
            tree = try await Self.waitForStep(3, app)
            #expect(Self.lit(tree).isEmpty && tree.focusedCard != nil, "\(tree)")
            // The pair the first step showed, turned up by its card keys: the deal's places are the grid's.
            let places = MatchismoLesson.deal().table.map(\.card)
            for card in lesson.aMatch {
                let node = tree.cardsInGridOrder[try #require(places.firstIndex(of: card))]
                try await app.key(try #require(node.cardKeys).map { $0.lowercased() })
            }
            tree = try await Self.waitForStep(4, app)
            #expect((tree.statusText ?? "").contains("Well matched."), "\(tree.statusText ?? "")")
            try await app.key("shift+Tab")
            _ = try await Self.waitForFocus(app, on: "Done")
            try await app.key("Return")
            _ = try await app.waitForTree("the player's own game back") { !Self.panelShown($0) }
        }
    }
}

extension LessonTests {
    /// The lesson's panel, on screen.
    static func panelNode(_ tree: AccessibleNode) -> AccessibleNode? {
        tree.allNodes.first { panels.contains($0.name) && $0.isOnScreen }
    }

    static func panelShown(_ tree: AccessibleNode) -> Bool { panelNode(tree) != nil }

    /// The panel's labels: its title, "Step 2 of 4" and the step's words.
    static func labels(_ tree: AccessibleNode) -> [String] {
        panelNode(tree)?.allNodes.filter { $0.role == "label" && $0.isOnScreen }.map(\.displayedText) ?? []
    }

    /// The step's words: the panel's longest label.
    static func text(_ tree: AccessibleNode) -> String { labels(tree).max { $0.count < $1.count } ?? "" }

    static func progress(_ tree: AccessibleNode) -> String? { labels(tree).first { $0.hasPrefix("Step ") } }

    /// The names of the cards lit on the table: those whose states say "in the lesson's example".
    static func lit(_ tree: AccessibleNode) -> Set<String> {
        Set(tree.visibleCards.filter { $0.cardStateWords.contains("in the lesson's example") }.map(\.name))
    }

    static func button(_ name: String, in tree: AccessibleNode) -> AccessibleNode? {
        panelNode(tree)?.findAll(role: "push button").first { $0.name == name }
    }

    /// The name of the panel's focused button.
    static func focused(_ tree: AccessibleNode) -> String? {
        panelNode(tree)?.findAll(role: "push button").first { $0.has(state: "focused") }?.name
    }

    static func waitForStep(_ number: Int, _ app: AppSession) async throws -> AccessibleNode {
        _ = try await app.waitForTree("step \(number) of the lesson") { progress($0) == "Step \(number) of 4" }
        return try await app.settledTree()
    }

    /// Starts the lesson from its offer by keys: Start Lesson is the Tab stop just before the table.
    static func startFromOffer(_ app: AppSession) async throws -> AccessibleNode {
        try await app.key("shift+Tab")
        _ = try await waitForFocus(app, on: "Start Lesson")
        try await app.key("Return")
        return try await waitForStep(1, app)
    }

    static func waitForFocus(_ app: AppSession, on name: String) async throws -> AccessibleNode {
        try await app.waitForTree("the focus on \(name)") { focused($0) == name }
    }

    /// Chooses `cards` by their card keys, as the table's descriptions say them.
    static func choose(_ cards: [SetCard], _ app: AppSession) async throws {
        let tree = try await app.settledTree()
        for card in cards {
            let keys = try #require(tree.visibleCard(named: card.name)?.cardKeys, "\(card.name) in \(tree)")
            try await app.key(keys.map { $0.lowercased() })
        }
    }
}
