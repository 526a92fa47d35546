import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// What app stores run on the store page, run here: `appstreamcli validate
/// --strict` on the metainfo as written and as installed (every translation
/// merged in, as meson's i18n.merge_file does), and `desktop-file-validate` on
/// the desktop file, both silent; and one version everywhere a player sees one.
/// The Debian 13 leg runs this suite too (Checks/debian13.sh), so AppStream 1.0
/// judges the page as Flathub's does.
@Suite("The store page passes the stores' tools")
struct StorePageTests {
    private static func appStreamVersion() async throws -> String {
        let result = try await HostTool.appstreamcli.run(["--version"])
        return try #require(AppStreamValidation.version(from: result.combinedOutput), "\(result)")
    }

    /// A scratch folder holding `file` merged with every translation in po/ (`msgfmt --xml` or `--desktop`).
    private static func merged(_ file: URL, kind: String) async throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("matchismo-store-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // desktop-file-validate wants a D-Bus activatable file named after its application ID.
        let output = folder.appendingPathComponent(file.lastPathComponent)
        let result = try await HostTool.msgfmt.run(
            ["--\(kind)", "--template", file.path, "-d", RepositoryLayout.url("po").path, "-o", output.path])
        try #require(result.succeeded, "\(result)")
        return output
    }

    private static func validateStrictly(_ metainfo: URL) async throws {
        let version = try await appStreamVersion()
        let result = try await HostTool.appstreamcli.run(["validate", "--strict", "--no-net", "--explain", metainfo.path])
        let validation = AppStreamValidation(output: result.combinedOutput)
        if version.hasPrefix("0.") {
            // --strict fails on the one finding 0.16 is allowed, so its status says nothing more.
            #expect(validation.unexpectedIssues(appStreamVersion: version).isEmpty, "AppStream \(version) reports:\n\(result)")
            #expect(result.succeeded || !validation.issues.isEmpty, "failed without a finding:\n\(result)")
        } else {
            #expect(result.succeeded && validation.issues.isEmpty, "AppStream \(version) reports:\n\(result)")
        }
    }

    @Test("The metainfo as written validates strictly")
    func metainfoValidatesStrictly() async throws {
        try await Self.validateStrictly(RepositoryLayout.metainfo)
    }

    @Test("The metainfo with every translation merged in validates strictly")
    func translatedMetainfoValidatesStrictly() async throws {
        let merged = try await Self.merged(RepositoryLayout.metainfo, kind: "xml")
        defer { try? FileManager.default.removeItem(at: merged.deletingLastPathComponent()) }
        let text = try String(contentsOf: merged, encoding: .utf8)
        for language in TranslationTests.languages {
            #expect(text.contains("<summary xml:lang=\"\(language)\">"), "no \(language) summary in\n\(text)")
        }
        try await Self.validateStrictly(merged)
    }

    /// The pedantic hints name only the application ID's capitals, which the
    /// ID keeps: it is the D-Bus name, the settings' path and every file's name.
    @Test("The only pedantic hint is the application id's capitals")
    func pedanticHintsNameOnlyTheIDsCapitals() async throws {
        let version = try await Self.appStreamVersion()
        let result = try await HostTool.appstreamcli.run(["validate", "--pedantic", "--no-net", RepositoryLayout.metainfo.path])
        let hints = AppStreamValidation(output: result.combinedOutput).unexpectedIssues(appStreamVersion: version)
        #expect(hints.map(\.finding) == ["cid-contains-uppercase-letter \(RepositoryLayout.applicationID)"], "\(result)")
    }

    @Test("desktop-file-validate is silent on the desktop file, as written and with its translations")
    func desktopFileValidateIsSilent() async throws {
        let merged = try await Self.merged(RepositoryLayout.desktopFile, kind: "desktop")
        defer { try? FileManager.default.removeItem(at: merged.deletingLastPathComponent()) }
        for file in [RepositoryLayout.desktopFile, merged] {
            let result = try await HostTool.desktopFileValidate.run([file.path])
            #expect(result.succeeded && result.combinedOutput.isEmpty, "\(result)")
        }
    }

    /// The newest release in the metainfo is the version meson builds,
    /// `matchismo --version` prints and the About window shows.
    @Test("meson, AppInfo, About and --version all give the metainfo's newest release")
    func everyVersionIsTheNewestRelease() async throws {
        let document = try XMLDocument(contentsOf: RepositoryLayout.metainfo, options: [])
        let versions = try document.nodes(forXPath: "/component/releases/release/@version").map { $0.stringValue ?? "" }
        let newest = try #require(versions.first)
        #expect(try RepositoryLayout.mesonProjectVersion() == newest)

        let appInfo = try String(contentsOf: RepositoryLayout.url("Sources/MatchismoApp/App/AppInfo.swift"), encoding: .utf8)
        #expect(appInfo.firstMatch(of: /static let version = "([^"]+)"/).map { String($0.1) } == newest)
        let dialogs = try String(contentsOf: RepositoryLayout.url("Sources/MatchismoApp/Dialogs/Dialogs.swift"), encoding: .utf8)
        #expect(dialogs.contains("version: AppInfo.version"), "the About window shows another version")

        // The game built beside this test bundle, as the end-to-end tests find it.
        let bundle = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let binary = URL(fileURLWithPath: bundle).deletingLastPathComponent().appendingPathComponent("matchismo")
        try #require(FileManager.default.isExecutableFile(atPath: binary.path), "no \(binary.path): run swift build first")
        let printed = try await ToolOutput.capture(
            executable: binary.path, arguments: ["--version"], in: RepositoryLayout.root, environment: [:], timeout: 30)
        #expect(printed.standardOutput == "matchismo \(newest)\n", "\(printed)")
    }

    /// Releases newest first, each with a date, the dates falling with the versions.
    @Test("Releases are listed newest first, each dated and described")
    func releasesAreNewestFirst() throws {
        let document = try XMLDocument(contentsOf: RepositoryLayout.metainfo, options: [])
        let releases = try document.nodes(forXPath: "/component/releases/release").compactMap { $0 as? XMLElement }
        let versions = releases.map { ($0.attribute(forName: "version")?.stringValue ?? "").split(separator: ".").compactMap { Int($0) } }
        let dates = releases.map { $0.attribute(forName: "date")?.stringValue ?? "" }
        #expect(releases.count >= 2)
        #expect(dates.allSatisfy { $0.wholeMatch(of: /\d{4}-\d{2}-\d{2}/) != nil }, "\(dates)")
        #expect(zip(versions, versions.dropFirst()).allSatisfy { $0.lexicographicallyPrecedes($1) == false && $0 != $1 }, "\(versions)")
        #expect(zip(dates, dates.dropFirst()).allSatisfy { $0 >= $1 }, "\(dates)")
        #expect(try document.nodes(forXPath: "/component/releases/release/description").count == releases.count)
    }
}
