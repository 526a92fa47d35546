import Foundation
import Testing

/// The installed schema as a file: it compiles strictly, sits at the
/// application's path, describes every key and refuses values out of range.
/// Each key's type, default and range are checked against its one
/// declaration in Persistence by `SchemaDeclarationTests`, not listed here.
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

    @Test("The schema compiles strictly")
    func compilesStrictly() async throws {
        let directory = try await compiledSchemaDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("gschemas.compiled").path))
    }

    @Test("The schema's id and path follow the application id")
    func schemaIDAndPathFollowTheApplicationID() throws {
        let text = try String(contentsOf: RepositoryLayout.schema, encoding: .utf8)
        #expect(text.contains(#"<schema id="io.github.matchismo.Matchismo" path="/io/github/matchismo/Matchismo/">"#))
    }

    @Test("gsettings refuses values outside a key's range or choices", arguments: [
        ("match-mode", "4"), ("card-count", "11"), ("last-game", "'poker'"), ("set-palette", "'pink'"), ("style", "'auto'"),
        ("card-keys-layout", "'bepo'"), ("players", "0"), ("players", "5"), ("claim-seconds", "2"), ("claim-seconds", "31"),
    ])
    func rejectsValuesOutsideTheRange(key: String, value: String) async throws {
        let directory = try await compiledSchemaDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try await gsettings(["set", Self.schemaID, key, value], schemas: directory)
        #expect(!result.succeeded, "\(result)")
    }

    @Test("Every key of the schema has a summary and a description")
    func everyKeyHasASummaryAndDescription() throws {
        let text = try String(contentsOf: RepositoryLayout.schema, encoding: .utf8)
        let keys = text.matches(of: /<key name="/).count
        #expect(keys > 0)
        #expect(text.matches(of: /<summary>[^<]+<\/summary>/).count == keys)
        #expect(text.matches(of: /<description>[^<]+<\/description>/).count == keys)
    }
}
