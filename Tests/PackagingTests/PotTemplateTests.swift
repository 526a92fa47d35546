import Foundation
import Testing

/// po/matchismo.pot holds every message the code and the data files mark for
/// translation, and po/POTFILES names every file that has one, so a message added
/// to the code without `po/update-pot.sh` fails here.
@Suite("Translation template")
struct PotTemplateTests {
    /// Runs xgettext as po/update-pot.sh does, over `files` (relative to the root), into a template.
    static func extract(_ files: [String]) async throws -> Catalogue {
        let arguments = try String(contentsOf: RepositoryLayout.url("po/xgettext-args"), encoding: .utf8)
            .split(separator: "\n").map(String.init)
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("matchismo-\(UUID().uuidString).pot")
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try await HostTool.xgettext.run(arguments + ["--output=\(output.path)"] + files)
        try #require(result.succeeded, "\(result)")
        return try Catalogue(contentsOf: output)
    }

    /// Every Swift file under Sources, whether or not po/POTFILES names it, and the data files.
    static func everyFile(adding extra: [String] = []) throws -> [String] {
        let sources = RepositoryLayout.url("Sources")
        let swift = try #require(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }.map { "Sources/" + $0 }.sorted()
        return try potfiles().filter { !$0.hasSuffix(".swift") } + swift + extra
    }

    static func potfiles() throws -> [String] {
        try String(contentsOf: RepositoryLayout.url("po/POTFILES"), encoding: .utf8).split(separator: "\n")
            .map(String.init).filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }

    /// Messages in `code` that `template` lacks, and the other way round.
    static func differences(code: Catalogue, template: Catalogue) -> (missing: Set<Catalogue.Key>, stale: Set<Catalogue.Key>) {
        (code.keys.subtracting(template.keys), template.keys.subtracting(code.keys))
    }

    @Test("The template has exactly the messages of the code and the data files")
    func templateMatchesTheCode() async throws {
        let code = try await Self.extract(Self.everyFile())
        let template = try Catalogue(contentsOf: RepositoryLayout.url("po/matchismo.pot"))
        let (missing, stale) = Self.differences(code: code, template: template)
        #expect(missing.isEmpty, "not in po/matchismo.pot (run po/update-pot.sh): \(missing.map(\.description).sorted())")
        #expect(stale.isEmpty, "in po/matchismo.pot but no longer in the code: \(stale.map(\.description).sorted())")
        #expect(code.messages.count > 300)
    }

    @Test("po/POTFILES names every file with a message")
    func potfilesIsComplete() async throws {
        let code = try await Self.extract(Self.everyFile())
        let files = Set(code.messages.flatMap(\.references).map { String($0.prefix { $0 != ":" }) })
        let unlisted = files.subtracting(try Self.potfiles())
        #expect(unlisted.isEmpty, "add to po/POTFILES: \(unlisted.sorted())")
        #expect(files.contains("Sources/TableCore/Wording/EventText.swift"))
    }

    @Test("The check finds a message added to the code but not to the template")
    func checkCatchesAMissingMessage() async throws {
        let directory = RepositoryLayout.url(".build/pot-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("NewSentence.swift")
        try """
            import GLibKit

            enum NewSentence {
                // TRANSLATORS: a sentence only this test writes.
                static var text: String { tr("A sentence nobody translated yet.") }
                static func cards(_ n: Int) -> String { trn("{count} new card", "{count} new cards", n).counting(n) }
                static var word: String { trc("test context", "Score") }
                static var multiline: String {
                    \"\"\"
                    Not a message: \\(text)
                    \"\"\"
                }
                static var after: String { tr("A message after a multi-line literal.") }
            }
            """.write(to: file, atomically: true, encoding: .utf8)
        let relative = String(file.path.dropFirst(RepositoryLayout.root.path.count + 1))
        let code = try await Self.extract(Self.everyFile(adding: [relative]))
        let template = try Catalogue(contentsOf: RepositoryLayout.url("po/matchismo.pot"))
        let (missing, _) = Self.differences(code: code, template: template)
        #expect(missing == [
            Catalogue.Key(id: "A sentence nobody translated yet."),
            Catalogue.Key(id: "{count} new card", plural: "{count} new cards"),
            Catalogue.Key(context: "test context", id: "Score"),
            Catalogue.Key(id: "A message after a multi-line literal."),
        ])
    }
}
