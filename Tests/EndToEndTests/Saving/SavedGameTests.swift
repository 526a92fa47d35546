import Foundation
import GameModel
import TableCore
import Testing

/// Saved games and statistics across real launches: one data
/// directory (`MATCHISMO_DATA_DIR`) outlives several sessions, each with its
/// own X server and buses, so only the app's files carry anything over.
@Suite("Saved games (end to end)", .serialized, .timeLimit(.minutes(3)))
struct SavedGameTests {
    @Test("Quit in the middle of Set and relaunch: the same table, selection and score; Ctrl+N records the game")
    func resumeAfterQuit() async throws {
        let data = try DataFolder()
        defer { data.remove() }
        let seed: UInt64 = 12, freshSeed: UInt64 = 13

        // 1. Find a set, select one more card, quit with Ctrl+Q.
        let (names, selected) = try await AppSession.with(["--game=set", "--seed=\(seed)"], options: data.options) { app in
            let cards = try await app.settledTree().cardsInGridOrder
            let set = try #require(SetRules.firstSet(in: cards.compactMap(\.setCard)))
            for index in set {
                try await app.click(cards[index])
                try await Task.sleep(for: .milliseconds(150))
            }
            _ = try await app.waitForTree("Score: 3") { $0.scoreText == "Score: 3" }
            let table = try await app.settledTree().cardsInGridOrder
            try #require(table.count == 12)
            let pick = table[5]
            try await app.click(pick)
            _ = try await app.waitForTree("\(pick.name) selected") {
                $0.visibleCard(named: pick.name)?.has(state: "pressed") == true
            }
            try await app.key("ctrl+q")
            let status = try await app.waitForAppExit()
            let stderr = await app.appStderr
            #expect(status == .exited(0), "\(stderr)")
            return (table.map(\.name), pick.name)
        }
        #expect(FileManager.default.fileExists(atPath: data.file("session.json").path))
        let saved = try data.json("session.json")
        #expect(saved["format"] as? Int == 3)

        // 2. A plain launch shows Set exactly as it was; a move then Ctrl+N records the game.
        try await AppSession.with([], options: data.options) { app in
            let tree = try await app.settledTree()
            #expect(tree.allNodes.contains { $0.name == "Game: Set" && $0.isOnScreen }, "\(tree)")
            #expect(tree.cardsInGridOrder.map(\.name) == names, "\(tree)")
            #expect(tree.scoreText == "Score: 3", "\(tree)")
            let pressed = tree.visibleCards.filter { $0.has(state: "pressed") }
            #expect(pressed.map(\.name) == [selected], "\(tree)")
            #expect(pressed.first?.cardStateWords == ["selected"], "\(tree)")
            print("SavedGameTests: resumed with status \"\(tree.statusText ?? "")\"")

            let other = try #require(tree.cardsInGridOrder.first { $0.name != selected })
            try await app.click(other)
            _ = try await app.waitForTree("\(other.name) selected") {
                $0.visibleCard(named: other.name)?.has(state: "pressed") == true
            }
            try await app.key("ctrl+n")
            _ = try await app.waitForTree("a new game") {
                $0.scoreText == "Score: 0" && !$0.visibleCards.contains { $0.has(state: "pressed") }
            }
            try await waitUntil("statistics.json with one Set game") {
                (try? data.statistics("set"))?["played"] as? Int == 1
            }
            let set = try data.statistics("set")
            #expect(set["played"] as? Int == 1, "\(set)")
            #expect(set["finished"] as? Int == 0, "\(set)")
            #expect(set["totalScore"] as? Int == 3, "\(set)")
            #expect(set["bestScore"] as? Int == 3, "\(set)")
            #expect((try data.statistics("matchismo"))["played"] as? Int == 0)
            try await app.key("ctrl+q")
            let status = try await app.waitForAppExit()
            let stderr = await app.appStderr
            #expect(status == .exited(0), "\(stderr)")
        }

        // 3. --seed deals afresh even though a Set game is saved.
        try await AppSession.with(["--game=set", "--seed=\(freshSeed)"], options: data.options) { app in
            let tree = try await app.settledTree()
            #expect(tree.cardsInGridOrder.map(\.name) == ClassicSetGame(seed: freshSeed).table.map(\.name), "\(tree)")
            #expect(tree.cardsInGridOrder.map(\.name) != names)
            #expect(tree.scoreText == "Score: 0", "\(tree)")
            #expect(!tree.visibleCards.contains { $0.has(state: "pressed") }, "\(tree)")
        }
        // The game it replaced had no move since Ctrl+N, so it does not count.
        #expect((try data.statistics("set"))["played"] as? Int == 1)
    }

    @Test("Random bytes in session.json: the app starts afresh, keeps the file aside byte for byte and says where")
    func damagedSession() async throws {
        let data = try DataFolder()
        defer { data.remove() }
        var generator = SplitMix64(seed: 6)
        // 0xFF never starts JSON text.
        let garbage = Data([0xFF] + (0..<4095).map { _ in UInt8.random(in: 0...255, using: &generator) })
        try garbage.write(to: data.file("session.json"))

        try await AppSession.with([], options: data.options) { app in
            let tree = try await app.waitForTree("the \"Your Saved Data\" notice") {
                $0.allNodes.contains { AccessibleNode.dialogRoles.contains($0.role) && $0.name == "Your Saved Data" }
            }
            let backups = try FileManager.default.contentsOfDirectory(atPath: data.url.path)
                .filter { $0.hasPrefix("session.json.broken-") }
            try #require(backups.count == 1, "\(backups)")
            let backup = data.file(backups[0])
            #expect(try Data(contentsOf: backup) == garbage)
            #expect(!FileManager.default.fileExists(atPath: data.file("session.json").path))

            let notice = try #require(tree.allNodes.first { AccessibleNode.dialogRoles.contains($0.role) && $0.name == "Your Saved Data" })
            let texts = notice.allNodes.map(\.displayedText)
            #expect(texts.contains { $0.contains(backup.path) && $0.contains("could not be read") }, "\(notice)")

            // A new game: Matchismo by default, all 30 cards face down, no score.
            let main = try #require(tree.findAll(role: "frame").first { $0.name == "Matchismo" })
            #expect(main.visibleCards.count == 30 && main.visibleCards.allSatisfy { $0.name == CardFace.back.name },
                    "\(main)")
            #expect(main.scoreText == "Score: 0", "\(main)")
            let status = await app.appStatus
            #expect(status == .running)
        }
    }

    /// A data directory for `MATCHISMO_DATA_DIR` that outlives sessions.
    struct DataFolder {
        let url: URL

        init() throws {
            url = HarnessPaths.appFilesParent.appendingPathComponent("matchismo-data-\(UUID())")
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        }

        var options: AppSession.Options {
            var options = AppSession.Options()
            options.appEnvironment["MATCHISMO_DATA_DIR"] = url.path
            return options
        }

        func file(_ name: String) -> URL { url.appendingPathComponent(name) }

        /// A stored document's top-level JSON object.
        func json(_ name: String) throws -> [String: Any] {
            let object = try JSONSerialization.jsonObject(with: Data(contentsOf: file(name)))
            return try #require(object as? [String: Any], "\(name) is not an object")
        }

        /// One game's entry in statistics.json's payload.
        func statistics(_ game: String) throws -> [String: Any] {
            let payload = try #require(try json("statistics.json")["payload"] as? [String: Any])
            return try #require(payload[game] as? [String: Any], "no \(game) in \(payload)")
        }

        func remove() { try? FileManager.default.removeItem(at: url) }
    }

    /// A small seeded generator for reproducible test bytes.
    struct SplitMix64: RandomNumberGenerator {
        var state: UInt64

        init(seed: UInt64) { state = seed }

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}
