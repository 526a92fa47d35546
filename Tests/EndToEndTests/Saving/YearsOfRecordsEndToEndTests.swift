import Foundation
import GameModel
import Testing

/// Ten years of records: statistics.json with 100,000 finished
/// games and puzzles.json with 3,653 days of daily puzzles, written by
/// `matchismo-save-probe --records` (the seeded `YearsOfRecords`). The game
/// starts with them, the Statistics window shows their exact totals, and
/// after one more puzzle solved both files hold everything, plus one, within
/// their size bounds (docs/behaviour.md, "Years of records").
@Suite("Years of records (end to end)", .serialized, .timeLimit(.minutes(4)))
struct YearsOfRecordsEndToEndTests {
    /// The records end the day before the puzzle played.
    static let lastDay = "2026-11-22", playedDay = "2026-11-23"
    /// The generator's daily puzzles: solved, and their scores (PersistenceTests' YearsOfRecordsTests).
    static let solved = 3417, puzzleScores = 61145
    static let statisticsBound = 64 * 1024, puzzlesBound = 384 * 1024

    @Test("The Statistics window shows ten years' totals; a puzzle solved adds one to each file, which stay bounded")
    func tenYears() async throws {
        let data = try SavedGameTests.DataFolder()
        defer { data.remove() }
        try Self.writeRecords(into: data)
        #expect(try Self.played(data) == 100_000)
        let puzzle = try data.statistics("set-puzzle", variant: true)
        #expect(puzzle["played"] as? Int == Self.solved && puzzle["totalScore"] as? Int == Self.puzzleScores, "\(puzzle)")

        try await AppSession.with(["--date=\(Self.playedDay)"], options: data.options) { app in
            try await Self.expectStatistics(app, played: Self.solved, average: "17.9")
        }
        let expected = DailyPuzzle.cards(for: try #require(PuzzleDate(parsing: Self.playedDay)))
        try await AppSession.with(["--date=\(Self.playedDay)"], options: data.options) { app in
            try await SetVariantTests.solvePuzzle(app, expected: expected)
        }

        let after = try data.statistics("set-puzzle", variant: true)
        #expect(after["played"] as? Int == Self.solved + 1 && after["finished"] as? Int == Self.solved + 1, "\(after)")
        #expect(after["totalScore"] as? Int == Self.puzzleScores + 18, "\(after)")
        #expect(try Self.played(data) == 100_001)
        // The latest month whole, each earlier day as one line (docs/behaviour.md).
        let book = try #require(try data.json("puzzles.json")["payload"] as? [String: Any])
        let whole = try #require(book["days"] as? [String: Any]), summarized = try #require(book["summarized"] as? [String])
        #expect(whole.count + summarized.count == 3531 && whole[Self.playedDay] != nil && whole[Self.lastDay] != nil)
        #expect(try Self.size(data.file("statistics.json")) <= Self.statisticsBound)
        #expect(try Self.size(data.file("puzzles.json")) <= Self.puzzlesBound)

        try await AppSession.with(["--date=\(Self.playedDay)"], options: data.options) { app in
            try await Self.expectStatistics(app, played: Self.solved + 1, average: "17.9")
        }
    }

    /// Runs `matchismo-save-probe --records` (built beside the app) into `data`.
    static func writeRecords(into data: SavedGameTests.DataFolder) throws {
        let probe = Process()
        probe.executableURL = HarnessPaths.binDirectory.appendingPathComponent("matchismo-save-probe")
        probe.arguments = ["--records", data.url.path, lastDay]
        let output = Pipe()
        probe.standardOutput = output
        try probe.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        probe.waitUntilExit()
        #expect(probe.terminationStatus == 0 && text == "records games=100000 puzzles-solved=\(solved)\n", "\(text)")
    }

    /// Opens Statistics (Ctrl+I) on the daily puzzle's page and checks its totals.
    static func expectStatistics(_ app: AppSession, played: Int, average: String) async throws {
        _ = try await app.settledTree()
        try await app.key("ctrl+i")
        let tree = try await app.waitForTree("the Statistics window with the puzzle's totals") { tree in
            guard let window = tree.findAll(role: "frame").first(where: { $0.name == "Statistics" }) else { return false }
            return window.visibleLabels.contains { $0.displayedText == "Games played" }
        }
        let window = try #require(tree.findAll(role: "frame").first { $0.name == "Statistics" })
        let labels = window.visibleLabels.map(\.displayedText)
        func value(_ title: String) -> String? {
            labels.firstIndex(of: title).flatMap { labels.indices.contains($0 + 1) ? labels[$0 + 1] : nil }
        }
        #expect(value("Games played") == String(played), "\(labels)")
        #expect(value("Games finished") == String(played), "\(labels)")
        #expect(value("Best score") == "18", "\(labels)")
        #expect(value("Average score") == average, "\(labels)")
    }

    /// Games played in all, across every game in statistics.json.
    static func played(_ data: SavedGameTests.DataFolder) throws -> Int {
        let payload = try #require(try data.json("statistics.json")["payload"] as? [String: Any])
        let variants = payload["variants"] as? [String: [String: Any]] ?? [:]
        let games = [payload["matchismo"], payload["set"]].compactMap { $0 as? [String: Any] } + Array(variants.values)
        return games.compactMap { $0["played"] as? Int }.reduce(0, +)
    }

    static func size(_ url: URL) throws -> Int {
        try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int)
    }
}

extension SavedGameTests.DataFolder {
    /// A Set variant's entry in statistics.json's payload ("set-puzzle"), under "variants".
    func statistics(_ game: String, variant: Bool) throws -> [String: Any] {
        guard variant else { return try statistics(game) }
        let payload = try #require(try json("statistics.json")["payload"] as? [String: Any])
        return try #require((payload["variants"] as? [String: Any])?[game] as? [String: Any], "no \(game) in \(payload)")
    }
}
