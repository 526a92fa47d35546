import Foundation
import GameModel
import TableCore
import Testing

/// A seeded random player hammers the real app; afterwards the app must be
/// alive and answering, show exactly the cards its saved model holds, and
/// every saved game must keep every card in exactly one place.
///
/// Short by default (two seeds, 150 steps each). A long run or a replay:
/// `MONKEY_SEED=7,8,9 MONKEY_STEPS=2000 swift test --filter MonkeyTests`.
@Suite("Monkey (end to end)", .serialized, .timeLimit(.minutes(MonkeyPlan.current.minutes)))
struct MonkeyTests {
    @Test("Random input leaves the app alive, responsive and consistent with its model", arguments: MonkeyPlan.current.seeds)
    func randomInput(seed: UInt64) async throws {
        let plan = MonkeyPlan.current
        let folder = HarnessPaths.appFilesParent.appendingPathComponent("matchismo-monkey-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let xsettings = folder.appendingPathComponent("xsettingsd.conf")
        var options = try MonkeyDesktop.options(xsettings: xsettings)
        options.screenWidth = 1700
        options.screenHeight = 1100
        // Every fourth seed plays Set against a computer player, which claims on its own clock meanwhile.
        let againstComputer = seed % 4 == 3
        let game = againstComputer ? "set" : ["set", "matchismo", "card"][Int(seed % 3)]
        let arguments = ["--game=\(game)", "--seed=\(seed)"] + (againstComputer ? ["--opponents=beginner"] : [])
        try await AppSession.with(arguments, options: options, testName: "monkey-seed-\(seed)") { app in
            var driver = MonkeyDriver(seed: seed, xsettings: xsettings)
            do {
                try await driver.run(steps: plan.steps, on: app)
                try await MonkeyChecks.appIsAlive(app)
                try await MonkeyChecks.screenMatchesSavedModel(app)
                try await MonkeyChecks.keysStillMoveFocus(app)
            } catch {
                throw MonkeyFailure(seed: seed, steps: plan.steps, underlying: error, driver: driver)
            }
            let moves = try await MonkeyChecks.movesSaved(app)
            print("monkey seed \(seed): \(plan.steps) steps passed; moves saved \(moves); windows opened \(driver.windowsOpened)"
                + (driver.windowsMissing.isEmpty ? "" : "; keys that opened no window: \(driver.windowsMissing)")
                + (driver.turnedAway == 0 ? "" : "; presses on Quit or Close left out: \(driver.turnedAway)"))
        }
    }
}

/// The seeds and steps of this run, from `MONKEY_SEED` and `MONKEY_STEPS`.
struct MonkeyPlan: Sendable {
    static let defaultSeeds: [UInt64] = [1, 2]
    static let defaultSteps = 150

    var seeds: [UInt64]
    var steps: Int

    static let current = MonkeyPlan(environment: ProcessInfo.processInfo.environment)

    init(environment: [String: String]) {
        let seeds = (environment["MONKEY_SEED"] ?? "").split(separator: ",").compactMap {
            UInt64($0.trimmingCharacters(in: .whitespaces))
        }
        self.seeds = seeds.isEmpty ? Self.defaultSeeds : seeds
        steps = environment["MONKEY_STEPS"].flatMap { Int($0) }.map { max($0, 1) } ?? Self.defaultSteps
    }

    /// A generous limit: about 0.2 s a step, a minute a seed for start-up and checks.
    var minutes: Int { seeds.count * (1 + steps / 300) + 1 }
}

/// A failed monkey run: how to replay it and what it did last.
struct MonkeyFailure: Error, CustomStringConvertible {
    let seed: UInt64
    let steps: Int
    let underlying: any Error
    let driver: MonkeyDriver

    var description: String {
        """
        monkey failed with seed \(seed) after \(driver.history.count) of \(steps) steps: \(underlying)
        replay: MONKEY_SEED=\(seed) MONKEY_STEPS=\(steps) swift test --filter MonkeyTests
        last steps:
        \(driver.history.suffix(25).joined(separator: "\n"))
        """
    }
}

/// What must hold after the monkey.
enum MonkeyChecks {
    struct Mismatch: Error, CustomStringConvertible {
        let description: String
    }

    /// The saved games' move counts, for the run's summary.
    static func movesSaved(_ app: AppSession) async throws -> String {
        guard let url = SavedSessionFile.url(environment: await app.environment) else { return "?" }
        let payload = try SavedSessionFile.read(from: url).payload
        return "matchismo \(payload.matchismo?.game.moves ?? 0), set \(payload.setGames?.classic?.game.moves ?? 0), "
            + "card \(payload.card?.game.moves ?? 0)"
    }

    /// The process runs, and its accessible tree reads in reasonable time.
    static func appIsAlive(_ app: AppSession) async throws {
        try await app.checkAppRunning()
        try await MonkeyDriver.closeSecondaryWindows(of: app)
        let start = ContinuousClock.now
        _ = try await app.accessibleTree()
        let elapsed = ContinuousClock.now - start
        guard elapsed < .seconds(10) else { throw Mismatch(description: "the accessible tree took \(elapsed) to read") }
    }

    /// Once animations end, the cards on screen are the saved game's table:
    /// names, order and states, and the switcher names the saved game.
    static func screenMatchesSavedModel(_ app: AppSession) async throws {
        guard let url = SavedSessionFile.url(environment: await app.environment) else {
            throw Mismatch(description: "no data directory in the app's environment")
        }
        var problem = ""
        do {
            try await waitUntil("the screen to match the saved model", timeout: .seconds(6), interval: .milliseconds(300)) {
                problem = try await compare(app, url)
                return problem.isEmpty
            }
        } catch HarnessError.timedOut {
            throw Mismatch(description: problem)
        }
        let file = try SavedSessionFile.read(from: url)
        let broken = file.invariantViolations
        guard broken.isEmpty else { throw Mismatch(description: "broken invariants:\n" + broken.joined(separator: "\n")) }
    }

    /// What differs between the screen and `session.json`; empty when nothing.
    private static func compare(_ app: AppSession, _ url: URL) async throws -> String {
        guard FileManager.default.fileExists(atPath: url.path) else { return "\(url.path) does not exist" }
        let file = try SavedSessionFile.read(from: url)
        let tree = try await app.accessibleTree()
        let titles = ["matchismo": "Matchismo", "set": "Set", "card": "Single card"]
        let switcher = "Game: \(titles[file.payload.showing] ?? file.payload.showing)"
        // Set's variants, sprints and puzzles are Set too ("Game: Set: Junior"):
        // the header's menus can reach them, as a player's keys can.
        guard tree.allNodes.contains(where: { $0.name == switcher || $0.name.hasPrefix(switcher + ": ") }) else {
            return "session.json shows \(file.payload.showing) but no \"\(switcher)\" in the tree:\n\(tree)"
        }
        guard let expected = file.expectedCards else { return "session.json has no \(file.payload.showing) game" }
        let shown = tree.cardsInGridOrder.map {
            SavedSessionFile.ExpectedCard(name: $0.name, states: Set($0.cardStateWords))
        }
        guard shown != expected else { return "" }
        let rows = (0..<max(shown.count, expected.count)).map { index in
            let a = index < shown.count ? "\(shown[index])" : "-", b = index < expected.count ? "\(expected[index])" : "-"
            return "\(a == b ? " " : "≠") \(index): screen \(a) | model \(b)"
        }
        return "the \(file.payload.showing) cards on screen differ from session.json:\n" + rows.joined(separator: "\n")
    }

    /// Keys still reach the table: in Set, Home and End move keyboard focus
    /// to the first and the last card.
    static func keysStillMoveFocus(_ app: AppSession) async throws {
        try await app.key("ctrl+2")
        // Set or any of its variants, sprints and puzzles: arrows can take the
        // focus to the header bar's menus, as a player's can.
        let otherGames = GameKind.allCases.filter { $0 != .set }.map { "Game: \($0.title)" }
        try await waitUntil("the Set table", timeout: .seconds(5)) {
            try await app.accessibleTree().allNodes.contains { $0.name.hasPrefix("Game: ") && !otherGames.contains($0.name) }
        }
        if try await app.cards().count < 2 {
            try await app.key("ctrl+n")
            try await waitUntil("a new Set deal", timeout: .seconds(5)) { try await app.cards().count >= 2 }
        }
        // Escape spreads a pile the monkey gathered (Home and End do nothing
        // in a pile), or else clears the selection.
        try await app.key("Escape")
        for (key, position) in [("Home", "first"), ("End", "last")] {
            try await app.key(key)
            do {
                try await waitUntil("\(key) to focus the \(position) card", timeout: .seconds(5), interval: .milliseconds(200)) {
                    let cards = try await app.accessibleTree().cardsInGridOrder
                    let target = position == "first" ? cards.first : cards.last
                    return target?.has(state: "focused") == true
                }
            } catch HarnessError.timedOut {
                let tree = try await app.accessibleTree()
                throw Mismatch(description: "\(key) did not focus the \(position) card:\n\(tree)")
            }
        }
    }
}
