import Foundation
import Testing

/// Tests a newcomer can find and read: a unit-test target's folders are its
/// module's folders, so a test sits where the code it checks sits, and every
/// test and suite says in a sentence what it checks. The functions keep their
/// short names, which `--filter` and the scripts that name `Suite/function` use.
@Suite("Tests laid out as the sources, each named in a sentence")
struct TestLayoutTests {
    /// The test targets under `root` that test one module: `Tests/XTests` beside `Sources/X`.
    static func unitTestTargets(in root: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Tests").path).filter {
            $0.hasSuffix("Tests") && FileManager.default.fileExists(atPath: root.appendingPathComponent("Sources/\($0.dropLast(5))").path)
        }.sorted()
    }

    /// The folders of unit-test targets under `root` that hold Swift files and
    /// have no folder of that path in their module's sources, relative to `root`.
    static func foldersWithoutSources(root: URL) throws -> [String] {
        var found: [String] = []
        for target in try unitTestTargets(in: root) {
            let tests = root.appendingPathComponent("Tests/\(target)")
            let files = try #require(FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil))
            var folders: Set<String> = []
            for case let url as URL in files where url.pathExtension == "swift" {
                let folder = url.deletingLastPathComponent().path.replacing(tests.path, with: "")
                if !folder.isEmpty { folders.insert(folder) }
            }
            let sources = root.appendingPathComponent("Sources/\(target.dropLast(5))").path
            found += folders.filter { !FileManager.default.fileExists(atPath: sources + $0) }.map { "Tests/\(target)\($0)" }
        }
        return found.sorted()
    }

    /// Where a test or a suite under `folder` has no display name, as "path:line"
    /// relative to `root`, and "path" for a file of tests in no suite or extension of one.
    static func unnamed(under folder: URL, root: URL) throws -> [String] {
        var found: [String] = []
        let files = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
        for case let url as URL in files where url.pathExtension == "swift" {
            let path = url.path.replacing(root.path + "/", with: "")
            let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            // An attribute begins its line; a name is its first argument, a string.
            for (index, line) in lines.enumerated() {
                for attribute in ["@Test", "@Suite"] where line.hasPrefix(attribute) && !line.hasPrefix(attribute + "(\"") {
                    let next = line.dropFirst(attribute.count).first
                    if next == nil || next == " " || next == "(" { found.append("\(path):\(index + 1)") }
                }
            }
            let hasTests = lines.contains { $0.hasPrefix("@Test") }
            let inSuite = lines.contains { $0.hasPrefix("@Suite") || $0.hasPrefix("extension ") }
            if hasTests && !inSuite { found.append(path) }
        }
        return found.sorted()
    }

    @Test("Every unit-test file sits in a folder its module's sources have")
    func testFoldersMirrorTheSources() throws {
        #expect(try Self.foldersWithoutSources(root: RepositoryLayout.root) == [], "move them to the folder of the code they test")
    }

    @Test("Every test and every suite has a display name that says what it checks")
    func everyTestIsNamed() throws {
        let found = try Self.unnamed(under: RepositoryLayout.url("Tests"), root: RepositoryLayout.root)
        #expect(found == [], "give each a sentence, such as @Test(\"Undo says the score after it\")")
    }

    /// The checks find a folder with no counterpart, a test and a suite with no
    /// name, and tests in no suite; a named test in a mirrored folder passes.
    @Test("The checks find a test folder without sources, and tests and suites without names")
    func theChecksFindWhatIsAmiss() throws {
        let scratch = RepositoryLayout.url(".build/test-layout-check-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let files = [
            "Sources/Thing/Part/Part.swift": "struct Part {}\n",
            "Tests/ThingTests/Part/PartTests.swift": "@Suite(\"A part\")\nstruct PartTests {\n    @Test(\"A part is whole\")\n    func whole() {}\n}\n",
            "Tests/ThingTests/Stray/StrayTests.swift": "@Suite(.serialized)\nstruct StrayTests {\n    @Test func bare() {}\n    @Test(arguments: [1])\n    func each(n: Int) {}\n}\n",
            "Tests/ThingTests/LooseTests.swift": "struct LooseTests {\n    @Test(\"Named, but in no suite\")\n    func loose() {}\n}\n",
        ]
        for (path, text) in files {
            let url = scratch.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        #expect(try Self.foldersWithoutSources(root: scratch) == ["Tests/ThingTests/Stray"])
        let stray = "Tests/ThingTests/Stray/StrayTests.swift"
        #expect(try Self.unnamed(under: scratch.appendingPathComponent("Tests"), root: scratch)
            == ["Tests/ThingTests/LooseTests.swift", "\(stray):1", "\(stray):3", "\(stray):4"])
    }
}
