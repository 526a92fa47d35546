import Foundation
import GameModel
import Testing

/// The records on a full disk, beside `SaveProblemTests`' session:
/// the daily puzzle's last set found while the disk is full leaves
/// `puzzles.json` and `statistics.json` as they were, shows the banner, and
/// the first move after space is freed writes the solved day and the finished
/// game; and a screen reader hears the banner once, however many saves fail
/// for the same cause, and hears when saving works again.
@Suite("Records on a full disk (end to end)", .serialized, .timeLimit(.minutes(4)))
struct RecordsOnFullDiskTests {
    typealias Variants = SetVariantTests
    static let date = "2026-11-23"

    @Test("The daily puzzle solved on a full disk: its records kept back, then written by the first move after space is freed")
    func puzzleSolvedOnAFullDisk() async throws {
        let disk = try SmallDisk(kilobytes: 256)
        defer { disk.remove() }
        let (book, statistics) = (disk.file("puzzles.json"), disk.file("statistics.json"))
        try await AppSession.with(["--date=\(Self.date)"], options: SaveProblemTests.options(disk.url)) { app in
            let player = Variants.Player(app: app)
            var tree = try await app.settledTree()
            let cards = Variants.grid(tree)
            let sets = SetRules.allSets(in: cards.compactMap(\.setCard)).map { $0.map { cards[$0].setCard! } }
            #expect(sets.count == 6)
            for (number, set) in sets.enumerated() {
                if number == 5 {
                    // Broken before the last set, and read after: the earlier saves are all in.
                    try await waitUntil("the fifth set saved") { Self.puzzleGame(book)?["score"] as? Int == 15 }
                    try disk.fill(with: "filler")
                }
                let bookBefore = try? Data(contentsOf: book), statisticsBefore = try? Data(contentsOf: statistics)
                let grid = Variants.grid(try await app.settledTree())
                try await Variants.choose(set.map { card in grid.first { $0.setCard == card }! }, with: player)
                tree = try await app.waitForTree("set \(number + 1)") { $0.statusText?.contains("\(number + 1) of 6 sets found.") == true }
                guard number == 5 else { continue }
                tree = try await app.waitForTree("the banner") { $0.allNodes.contains { $0.displayedText == SaveProblemTests.diskFull && $0.isOnScreen } }
                #expect((try? Data(contentsOf: book)) == bookBefore, "puzzles.json is as it was")
                #expect((try? Data(contentsOf: statistics)) == statisticsBefore, "statistics.json is as it was")
                #expect(try disk.names() == ["filler", "puzzles.json", "session.json"], "no temporary file is left")
                #expect(!tree.allNodes.contains { AccessibleNode.dialogRoles.contains($0.role) }, "\(tree)")
            }
            #expect(!Self.isSolved(book) && Self.puzzleGame(book)?["score"] as? Int == 15)

            // Space freed; the next move (a card turned up in Matchismo) saves everything that failed.
            try FileManager.default.removeItem(at: disk.file("filler"))
            try await app.key("ctrl+1")
            _ = try await app.waitForTree("Matchismo on show") { $0.scoreText == "Score: 0" }
            try await app.key("space")
            _ = try await app.waitForTree("the banner gone") { tree in
                tree.scoreText == "Score: -1" && !tree.allNodes.contains { $0.displayedText == SaveProblemTests.diskFull && $0.isOnScreen }
            }
            try await waitUntil("puzzles.json with the solved day") { Self.isSolved(book) }
            try await waitUntil("statistics.json with the puzzle") { Self.puzzlesPlayed(statistics) == 1 }
            // The solved puzzle's move log, kept back by the full disk too, is written with them (Statistics' Recent Games).
            #expect(try disk.names() == ["puzzles.json", "recent-games.json", "session.json", "statistics.json"])
        }
    }

    @Test("Orca hears the full disk once for two failed saves, and hears when the game is saved again")
    func orcaHearsTheBannerOnce() async throws {
        let disk = try SmallDisk(kilobytes: 256)
        defer { disk.remove() }
        try await AppSession.withOrca(["--game=matchismo", "--seed=8"], options: SaveProblemTests.options(disk.url)) { app, orca in
            _ = try await app.settledTree()
            try await app.key("space")
            try await waitUntil("the first card saved") { SaveProblemTests.score(disk.file("session.json")) == -1 }
            try disk.fill(with: "filler")

            let mark = await orca.mark()
            try await app.key("space")
            _ = try await orca.waitForSpeech("the banner said", since: mark, timeout: .seconds(20)) { $0.contains(SaveProblemTests.diskFull) }
            // A second save that fails for the same cause is not said again.
            try await app.key("Right")
            try await app.key("space")
            _ = try await app.waitForTree("the second card up") { $0.scoreText == "Score: -2" }
            try FileManager.default.removeItem(at: disk.file("filler"))
            try await app.key("space")
            let spoken = try await orca.waitForSpeech("saved again", since: mark, timeout: .seconds(20)) {
                $0.contains("Your game is saved again.")
            }
            #expect(spoken.filter { $0 == SaveProblemTests.diskFull }.count == 1, "\(spoken)")
            #expect(spoken.filter { $0 == "Your game is saved again." }.count == 1, "\(spoken)")
        }
    }

    /// The puzzle of `date` as `puzzles.json` keeps it (its sets found, score, whether it is over), or nil.
    static func puzzleGame(_ book: URL) -> [String: Any]? {
        guard let data = try? Data(contentsOf: book),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let days = (object["payload"] as? [String: Any])?["days"] as? [String: Any] else { return nil }
        return (days[date] as? [String: Any])?["game"] as? [String: Any]
    }

    /// Whether `puzzles.json` keeps the puzzle of `date` as solved.
    static func isSolved(_ book: URL) -> Bool { puzzleGame(book)?["isOver"] as? Bool == true }

    /// How many daily puzzles `statistics.json` counts as played; nil without the file.
    static func puzzlesPlayed(_ statistics: URL) -> Int? {
        guard let data = try? Data(contentsOf: statistics),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
        let variants = (object["payload"] as? [String: Any])?["variants"] as? [String: Any]
        return (variants?["set-puzzle"] as? [String: Any])?["played"] as? Int
    }
}
