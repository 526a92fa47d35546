import Foundation
import Testing

@Suite("GSettings schema")
struct SchemaTests {
    private static let schemaID = RepositoryLayout.applicationID

    /// Compiles `data/` into a fresh directory and returns it.
    private func compiledSchemaDirectory() async throws -> URL {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("matchismo-schemas-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let result = try await HostTool.glibCompileSchemas.run(["--strict", "--targetdir=\(directory.path)", RepositoryLayout.data.path])
        #expect(result.succeeded, "\(result)")
        #expect(result.combinedOutput.isEmpty, "\(result)")
        return directory
    }

    private func gsettings(_ arguments: [String], schemas: URL) async throws -> ToolOutput {
        try await HostTool.gsettings.run(
            arguments,
            environment: ["GSETTINGS_SCHEMA_DIR": schemas.path, "GSETTINGS_BACKEND": "memory"]
        )
    }

    @Test func compilesStrictly() async throws {
        let directory = try await compiledSchemaDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("gschemas.compiled").path))
    }

    @Test func schemaIDAndPathFollowTheApplicationID() throws {
        let text = try String(contentsOf: RepositoryLayout.schema, encoding: .utf8)
        #expect(text.contains(#"<schema id="io.github.matchismo.Matchismo" path="/io/github/matchismo/Matchismo/">"#))
    }

    @Test func keysHaveTheAgreedDefaults() async throws {
        let directory = try await compiledSchemaDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try await gsettings(["list-recursively", Self.schemaID], schemas: directory)
        #expect(result.succeeded, "\(result)")
        let lines = Set(result.standardOutput.split(separator: "\n").map(String.init))
        let expected: Set<String> = [
            "last-game 'matchismo'",
            "match-mode 2",
            "card-count 30",
            "set-palette 'standard'",
            "animations true",
            "style 'system'",
            "auto-deal false",
            "show-set-count false",
            "card-keys-layout 'automatic'",
            "show-card-keys false",
            "players 1",
            "player-names @as []",
            "claim-seconds 6",
            "window-width 960",
            "window-height 720",
            "window-maximized false",
        ]
        #expect(lines == Set(expected.map { "\(Self.schemaID) \($0)" }))
    }

    @Test(arguments: [
        ("last-game", "enum\n'matchismo'\n'set'\n'card'\n'face'"),
        ("match-mode", "range i 2 3"),
        ("card-count", "range i 12 52"),
        ("set-palette", "enum\n'standard'\n'colorblind'"),
        ("animations", "type b"),
        ("style", "enum\n'system'\n'light'\n'dark'"),
        ("auto-deal", "type b"),
        ("show-set-count", "type b"),
        ("card-keys-layout", "enum\n'automatic'\n'qwerty'\n'azerty'\n'qwertz'\n'dvorak'\n'colemak'"),
        ("show-card-keys", "type b"),
        ("players", "range i 1 4"),
        ("player-names", "type as"),
        ("claim-seconds", "range i 3 30"),
        ("window-width", "type i"),
        ("window-height", "type i"),
        ("window-maximized", "type b"),
    ])
    func keyHasItsRange(key: String, range: String) async throws {
        let directory = try await compiledSchemaDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try await gsettings(["range", Self.schemaID, key], schemas: directory)
        #expect(result.succeeded, "\(result)")
        #expect(result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines) == range)
    }

    @Test(arguments: [
        ("match-mode", "4"), ("card-count", "11"), ("last-game", "'poker'"), ("set-palette", "'pink'"), ("style", "'auto'"),
        ("card-keys-layout", "'bepo'"), ("players", "0"), ("players", "5"), ("claim-seconds", "2"), ("claim-seconds", "31"),
    ])
    func rejectsValuesOutsideTheRange(key: String, value: String) async throws {
        let directory = try await compiledSchemaDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try await gsettings(["set", Self.schemaID, key, value], schemas: directory)
        #expect(!result.succeeded, "\(result)")
    }

    @Test func everyKeyHasASummaryAndDescription() throws {
        let text = try String(contentsOf: RepositoryLayout.schema, encoding: .utf8)
        let keys = text.matches(of: /<key name="/).count
        #expect(keys == 16)
        #expect(text.matches(of: /<summary>[^<]+<\/summary>/).count == keys)
        #expect(text.matches(of: /<description>[^<]+<\/description>/).count == keys)
    }
}
