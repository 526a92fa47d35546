import Foundation
import Testing

/// One file per concept, named after it: no two files under Sources/ and
/// Tests/ share a name, so a name found in a log, a test filter or a search
/// means one file. (A test file for X is XTests, a different name.)
@Suite("One name, one file")
struct FileNameTests {
    /// Names the tools fix: an executable's `main.swift`, a C module's
    /// `module.modulemap`, and each C shim's `shim.h` beside it.
    static let fixedByTools: Set<String> = ["main.swift", "module.modulemap", "shim.h"]

    /// The files under `folders` that share a name, by name; the tools' names left out.
    static func sharedNames(under folders: [URL]) throws -> [String: [String]] {
        var paths: [String: [String]] = [:]
        for folder in folders {
            let files = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]))
            for case let url as URL in files where try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true {
                // Reference images and scripts' data are not code.
                guard ["swift", "h", "py", "c", "sh", "modulemap"].contains(url.pathExtension) else { continue }
                paths[url.lastPathComponent, default: []].append(url.path)
            }
        }
        return paths.filter { $0.value.count > 1 && !fixedByTools.contains($0.key) }
    }

    @Test("No two source or test files share a name")
    func noTwoSourceOrTestFilesShareAName() throws {
        let shared = try Self.sharedNames(under: [RepositoryLayout.url("Sources"), RepositoryLayout.url("Tests")])
        #expect(shared.isEmpty, "rename one of each: \(shared.mapValues { $0.map { $0.replacing(RepositoryLayout.root.path + "/", with: "") } })")
    }

    /// The check finds two files of one name in different folders.
    @Test("The name check finds two files of one name in different folders")
    func theCheckFindsASharedName() throws {
        let scratch = RepositoryLayout.url(".build/file-name-check-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        for folder in ["A", "B/C"] {
            try FileManager.default.createDirectory(at: scratch.appendingPathComponent(folder), withIntermediateDirectories: true)
            try Data().write(to: scratch.appendingPathComponent("\(folder)/Preferences.swift"))
            try Data().write(to: scratch.appendingPathComponent("\(folder)/main.swift"))
        }
        let shared = try Self.sharedNames(under: [scratch.appendingPathComponent("A"), scratch.appendingPathComponent("B")])
        #expect(Array(shared.keys) == ["Preferences.swift"])
    }
}
