import Foundation
import Testing

/// Small files, each about one thing: no Swift file under Sources/ passes 300
/// lines. A file that grows past it is split by concept (an extension in a
/// file of its own, named `Type+Concept.swift`), not trimmed of its comments.
@Suite("Files of at most 300 lines")
struct FileSizeTests {
    static let limit = 300
    /// One drawing, the court cards' figures, kept whole: its paths read best together.
    static let exceptions: Set<String> = ["Sources/CardArt/Shapes/CourtFigure.swift"]

    /// The Swift files under `folder` with more than `limit` lines, by path relative to `root`, with their lines.
    static func oversized(under folder: URL, root: URL, limit: Int) throws -> [String: Int] {
        var found: [String: Int] = [:]
        let files = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
        for case let url as URL in files where url.pathExtension == "swift" {
            let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            // A file ending in a newline has no line after it.
            let count = lines.last?.isEmpty == true ? lines.count - 1 : lines.count
            if count > limit { found[url.path.replacing(root.path + "/", with: "")] = count }
        }
        return found
    }

    @Test("No source file passes 300 lines, but for the listed exceptions")
    func noSourceFilePassesThreeHundredLines() throws {
        let found = try Self.oversized(under: RepositoryLayout.url("Sources"), root: RepositoryLayout.root, limit: Self.limit)
        #expect(found.filter { !Self.exceptions.contains($0.key) } == [:], "split these by concept")
        #expect(Set(found.keys).isSuperset(of: Self.exceptions), "an exception no longer needed: take it out")
    }

    /// The check counts lines as `wc -l` does and finds a file one line over.
    @Test("The size check counts lines as wc -l does and finds a file one line over")
    func theCheckFindsAFileOneLineOver() throws {
        let scratch = RepositoryLayout.url(".build/file-size-check-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        try String(repeating: "x\n", count: 4).write(to: scratch.appendingPathComponent("Long.swift"), atomically: true, encoding: .utf8)
        try String(repeating: "x\n", count: 3).write(to: scratch.appendingPathComponent("Short.swift"), atomically: true, encoding: .utf8)
        #expect(try Self.oversized(under: scratch, root: scratch, limit: 3) == ["Long.swift": 4])
    }
}
