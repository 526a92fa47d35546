import Foundation
import GameModel
@testable import Persistence

/// A fresh directory under the system temporary directory, removed by `remove()`.
struct TemporaryDirectory {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("matchismo-persist-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func file(_ name: String) -> String { path + "/" + name }

    func remove() {
        // Restore permissions a test may have removed, so cleanup never fails.
        _ = chmod(path, 0o700)
        try? FileManager.default.removeItem(atPath: path)
    }

    /// The names in the directory, sorted.
    func names() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }
}

enum TestPaths {
    /// The package root, two levels above this file's folder.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let schema = repositoryRoot.appendingPathComponent("data/io.github.matchismo.Matchismo.gschema.xml").path

    /// Built next to the test bundle by `swift build` / `swift test`.
    static var probe: String {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: executable).deletingLastPathComponent()
            .appendingPathComponent("matchismo-save-probe").path
    }
}

/// Tests run as root in CI, where file permissions do not stop reads or writes.
let runningAsRoot = geteuid() == 0

/// A fixed moment, so backup names are predictable.
let fixedDate = Date(timeIntervalSince1970: 1_795_000_000)

/// Everything a session can hold: all three games mid-play.
func midPlaySession() -> SavedSession {
    var matchismo = MatchismoGame(cardCount: 24, mode: .threeCards, seed: 5)
    for index in [0, 1, 2, 3, 4, 5, 6, 7, 8, 3] { _ = matchismo.perform(.choose(index)) }
    var classic = ClassicSetGame(seed: 9)
    _ = classic.perform(.shuffleTable)
    if let found = classic.setsOnTable.first { for index in found { _ = classic.perform(.choose(index)) } }
    _ = classic.perform(.dealThree)
    _ = classic.perform(.hint)
    _ = classic.perform(.choose(0))
    var card = SingleCardGame(seed: 4)
    _ = card.perform(.nextCard)
    _ = card.perform(.flip)
    return SavedSession(
        showing: .set,
        matchismo: SavedGame(game: matchismo, elapsedSeconds: 61.5, hasMoved: true),
        setGames: SavedSetGames([SavedGame(game: classic, elapsedSeconds: 125.25, hasMoved: true, isRecorded: false)]),
        card: SavedGame(game: card, elapsedSeconds: 3, hasMoved: true),
        matchMode: .twoCards, cardCount: 40)
}

/// Bytes that are almost certainly not JSON, the same on every run.
func pseudoRandomBytes(count: Int, seed: UInt64) -> Data {
    var generator = SeededGenerator(seed: seed)
    return Data((0..<count).map { _ in UInt8(truncatingIfNeeded: generator.next()) })
}

/// The bytes of a file, or nil.
func contents(_ path: String) -> Data? {
    FileManager.default.contents(atPath: path)
}
