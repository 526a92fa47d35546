import Foundation
import GameModel
import Testing

/// A hostile disk under the saved games, made for real: the data
/// folder on a small tmpfs filled to the last block, the same tmpfs remounted
/// read-only, and the folder deleted while the game runs. Each time: a move
/// that cannot be saved leaves the previous `session.json` byte for byte and
/// no temporary file, shows a banner in plain words while the focus stays on
/// the card, and the first move after the disk is mended saves without a
/// restart and takes the banner away.
@Suite("Save problems (end to end)", .serialized, .timeLimit(.minutes(3)))
struct SaveProblemTests {
    static let diskFull = "Your disk is full, so this game could not be saved. Free some space; Matchismo will try again at the next move."
    /// What the first move saves: the session and the (empty) puzzle book.
    static let documents = ["puzzles.json", "session.json"]
    static let readOnly = "The disk that holds your saved games is read-only, so this game could not be saved. Make it writable; Matchismo will try again at the next move."

    @Test("A full disk: a banner, the old session kept; space freed, the next move saves and the banner goes")
    func diskFullThenFreed() async throws {
        let disk = try SmallDisk(kilobytes: 256)
        defer { disk.remove() }
        try await Self.failThenMend(disk, banner: Self.diskFull, extraNames: ["filler"]) {
            try disk.fill(with: "filler")
        } mend: {
            try FileManager.default.removeItem(at: disk.file("filler"))
        }
    }

    @Test("A full disk in each language: the banner in that language", arguments: ["de_DE", "fr_FR", "es_ES", "he_IL"])
    func diskFullTranslated(locale: String) async throws {
        let language = String(locale.prefix(2))
        try LanguageTests.requireCompiledTranslation(language)
        let catalogue = try TranslationCatalogue(language: language)
        let banner = catalogue[Self.diskFull]
        #expect(banner != Self.diskFull)
        let disk = try SmallDisk(kilobytes: 256)
        defer { disk.remove() }
        let environment = ["LANG": "\(locale).UTF-8", "LC_ALL": "\(locale).UTF-8"]
        try await Self.failThenMend(disk, banner: banner, extraNames: ["filler"], environment: environment) {
            try disk.fill(with: "filler")
        } mend: {
            try FileManager.default.removeItem(at: disk.file("filler"))
        }
    }

    @Test("A read-only disk: a banner, the old session kept; writable again, the next move saves and the banner goes")
    func readOnlyThenWritable() async throws {
        let disk = try SmallDisk(kilobytes: 256)
        defer { disk.remove() }
        try await Self.failThenMend(disk, banner: Self.readOnly) {
            try disk.setReadOnly(true)
        } mend: {
            try disk.setReadOnly(false)
        }
    }

    @Test("The data folder deleted while the game runs: the next move makes it again, with the session and the statistics")
    func folderDeleted() async throws {
        let disk = try SmallDisk(kilobytes: 256)
        defer { disk.remove() }
        let folder = disk.file("matchismo")
        try await AppSession.with(["--game=matchismo", "--seed=8"], options: Self.options(folder)) { app in
            _ = try await app.settledTree()
            // A move, then New Game: the abandoned game goes into statistics.json.
            try await app.key("space")
            _ = try await app.waitForTree("a card turned up") { $0.scoreText == "Score: -1" }
            try await app.key("ctrl+n")
            _ = try await app.waitForTree("a new game") { $0.scoreText == "Score: 0" }
            try await waitUntil("statistics.json with one game") { Self.playedMatchismo(folder) == 1 }

            try FileManager.default.removeItem(at: folder)
            try await app.key("space")
            let moved = try await app.waitForTree("a card turned up in the new game") { $0.scoreText == "Score: -1" }
            try await waitUntil("session.json made again with the move") {
                Self.score(folder.appendingPathComponent("session.json")) == -1
            }
            #expect(Self.playedMatchismo(folder) == 1, "the statistics were written again from memory")
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            #expect(names == Self.documents + ["statistics.json"])
            let tree = try await app.accessibleTree()
            #expect(!tree.allNodes.contains { $0.displayedText.contains("could not be saved") && $0.isOnScreen }, "\(tree)")
            #expect(moved.focusedCard != nil, "\(moved)")
        }
    }

    /// Starts Matchismo with its data on `disk`, turns the first card up (saved),
    /// `breaks` the disk, turns it down (the save fails), `mends` the disk and
    /// turns the second card up (saved).
    static func failThenMend(
        _ disk: SmallDisk, banner: String, extraNames: [String] = [], environment: [String: String] = [:],
        breaks: () throws -> Void, mend: () throws -> Void
    ) async throws {
        let session = disk.file("session.json")
        var options = options(disk.url)
        options.appEnvironment.merge(environment) { $1 }
        try await AppSession.with(["--game=matchismo", "--seed=8"], options: options) { app in
            // The focused card, found by role and place among its table's cards: the tests run in every language.
            let start = try await app.waitForTree("a focused card") { Self.focusedCard(in: $0) != nil }
            #expect(Self.focusedCard(in: start) == 0)
            try await app.key("space")
            try await waitUntil("session.json with the first card up") { Self.score(session) == -1 }
            // Broken first, then read: the launch may save more than once, and no save gets through now.
            try breaks()
            let before = try Data(contentsOf: session)

            try await app.key("space")
            let failed = try await app.waitForTree("the banner") { tree in
                tree.allNodes.contains { $0.displayedText == banner && $0.isOnScreen }
            }
            #expect(Self.focusedCard(in: failed) == 0, "the focus stays on the card: \(failed)")
            // Only one notice: no dialog took the focus.
            #expect(!failed.allNodes.contains { AccessibleNode.dialogRoles.contains($0.role) }, "\(failed)")
            #expect(try Data(contentsOf: session) == before, "the previous session.json is intact")
            let names = try disk.names()
            #expect(names == (Self.documents + extraNames).sorted(), "no temporary file is left")
            let stderr = await app.appStderr
            #expect(stderr.contains(session.path), "the log names the file: \(stderr)")

            try mend()
            try await app.key("Right")
            try await app.key("space")
            let mended = try await app.waitForTree("the banner gone after the next move") { tree in
                !tree.allNodes.contains { $0.displayedText == banner && $0.isOnScreen }
            }
            #expect(Self.focusedCard(in: mended) == 1, "\(mended)")
            try await waitUntil("session.json with the move") { Self.score(session) == -2 }
            if environment.isEmpty {
                let expected = try #require(try SavedSessionFile.read(from: session).expectedCards)
                #expect(expected.map(\.name) == mended.cardsInGridOrder.map(\.name))
            }
            let after = try disk.names()
            #expect(after == Self.documents, "nothing left over")
        }
    }

    /// Where the card with the keyboard focus stands among its table's cards.
    static func focusedCard(in tree: AccessibleNode) -> Int? {
        for node in tree.allNodes {
            if let index = node.children.firstIndex(where: {
                AccessibleNode.buttonRoles.contains($0.role) && $0.has(state: "focused") && $0.isOnScreen
            }) { return index }
        }
        return nil
    }

    /// The Matchismo score in a session file; nil while there is none.
    static func score(_ session: URL) -> Int? {
        (try? SavedSessionFile.read(from: session))?.payload.matchismo?.game.score
    }

    static func options(_ folder: URL) -> AppSession.Options {
        var options = AppSession.Options()
        options.appEnvironment["MATCHISMO_DATA_DIR"] = folder.path
        return options
    }

    /// How many Matchismo games statistics.json in `folder` counts; nil without the file.
    static func playedMatchismo(_ folder: URL) -> Int? {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("statistics.json")),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let payload = object["payload"] as? [String: Any],
              let matchismo = payload["matchismo"] as? [String: Any]
        else { return nil }
        return matchismo["played"] as? Int
    }
}
