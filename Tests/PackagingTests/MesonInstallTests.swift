import Foundation
import Testing

/// A real `meson setup` / `compile` / `install --destdir`, as the Flatpak build runs it.
@Suite("Meson installation", .serialized, .timeLimit(.minutes(60)))
struct MesonInstallTests {
    private static let id = RepositoryLayout.applicationID

    private func installation() async throws -> MesonInstallation {
        try await MesonInstallation.shared.value
    }

    @Test("meson installs exactly the binary, the desktop files and the translations")
    func installsExactlyTheDesktopFiles() async throws {
        let expected: Set<String> = [
            "usr/local/bin/matchismo",
            "usr/local/share/applications/\(Self.id).desktop",
            "usr/local/share/dbus-1/services/\(Self.id).service",
            "usr/local/share/glib-2.0/schemas/\(Self.id).gschema.xml",
            "usr/local/share/icons/hicolor/scalable/apps/\(Self.id).svg",
            "usr/local/share/icons/hicolor/symbolic/apps/\(Self.id)-symbolic.svg",
            "usr/local/share/metainfo/\(Self.id).metainfo.xml",
        ]
        let catalogues = TranslationTests.languages.map { "usr/local/share/locale/\($0)/LC_MESSAGES/matchismo.mo" }
        #expect(TranslationTests.languages.count == 4)
        // The pages and their figures (a language's are links to the English ones).
        let help = (["C"] + HelpPageTests.languages).flatMap { language in
            (HelpPageTests.pages + HelpPageTests.figures).map { "usr/local/share/help/\(language)/\(Self.id)/\($0)" }
        }
        #expect(HelpPageTests.pages.count > 10)
        #expect(try await installation().installedFiles() == expected.union(catalogues).union(help))
    }

    /// Yelp finds help:ID's pages in <datadir>/help/LANG/ID, the player's language first.
    @Test("meson installs the help pages in English and translated, where Yelp finds them")
    func installsTheHelpInEnglishAndTranslated() async throws {
        let installation = try await installation()
        for page in HelpPageTests.pages {
            let installed = try Data(contentsOf: installation.installed("share/help/C/\(Self.id)/\(page)"))
            #expect(installed == (try Data(contentsOf: HelpPageTests.english.appendingPathComponent(page))), "\(page)")
        }
        let german = try String(contentsOf: installation.installed("share/help/de/\(Self.id)/index.page"), encoding: .utf8)
        #expect(german.contains(#"xml:lang="de""#))
        #expect(german.contains("<title>Matchismo-Hilfe</title>"))
    }

    @Test("meson installs the schema and the icons unchanged", arguments: [
        ("share/glib-2.0/schemas/\(id).gschema.xml", RepositoryLayout.schema),
        ("share/icons/hicolor/scalable/apps/\(id).svg", RepositoryLayout.appIcon),
        ("share/icons/hicolor/symbolic/apps/\(id)-symbolic.svg", RepositoryLayout.symbolicIcon),
    ])
    func installsTheSourceFileUnchanged(installedPath: String, source: URL) async throws {
        let installed = try await installation().installed(installedPath)
        #expect(try Data(contentsOf: installed) == Data(contentsOf: source))
    }

    @Test("meson installs the desktop file with its translations merged in")
    func installsTheDesktopFileWithItsTranslations() async throws {
        let installed = try await String(
            contentsOf: installation().installed("share/applications/\(Self.id).desktop"), encoding: .utf8)
        let english = installed.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains("]=") }
        #expect(english.joined(separator: "\n") == (try String(contentsOf: RepositoryLayout.desktopFile, encoding: .utf8)))
        #expect(installed.contains("Comment[de]=Passende Karten und Sets gegen die Uhr finden\n"))
        #expect(installed.contains("GenericName[fr]=Jeu de cartes\n"))
        #expect(installed.contains("Keywords[es]=cartas;naipes;juego de cartas;parejas;set;concentración;rompecabezas;\n"))
        #expect(installed.contains("Name[he]=מאצ׳יזמו\n"))
    }

    @Test("meson installs the metainfo with its translations merged in")
    func installsTheMetainfoWithItsTranslations() async throws {
        let installed = try await String(
            contentsOf: installation().installed("share/metainfo/\(Self.id).metainfo.xml"), encoding: .utf8)
        #expect(installed.contains("<summary>Match cards and find sets</summary>"))
        #expect(installed.contains(#"<summary xml:lang="de">Karten paaren und Sets finden</summary>"#))
        #expect(installed.contains(#"<li xml:lang="fr">Les variantes de Set : Junior, Set-Chain et UltraSet</li>"#))
        #expect(installed.contains(#"<caption xml:lang="es">Set contra dos jugadores virtuales</caption>"#))
    }

    @Test("The D-Bus service starts the installed binary as a service")
    func dbusServiceStartsTheInstalledBinary() async throws {
        let service = try await KeyFile(contentsOf: installation().installed("share/dbus-1/services/\(Self.id).service"))
        #expect(service["D-BUS Service", "Name"] == Self.id)
        #expect(service["D-BUS Service", "Exec"] == "/usr/local/bin/matchismo --gapplication-service")
    }

    @Test("The installed desktop file and tree validate, pedantic")
    func installedTreeValidates() async throws {
        let installation = try await installation()
        let desktop = try await HostTool.desktopFileValidate.run([installation.installed("share/applications/\(Self.id).desktop").path])
        #expect(desktop.succeeded && desktop.combinedOutput.isEmpty, "\(desktop)")
        let version = try await HostTool.appstreamcli.run(["--version"])
        let tree = try await HostTool.appstreamcli.run(["validate-tree", "--no-net", installation.prefix.path])
        let validation = AppStreamValidation(output: tree.combinedOutput)
        #expect(tree.succeeded, "\(tree)")
        let unexpected = validation.unexpectedIssues(appStreamVersion: AppStreamValidation.version(from: version.combinedOutput) ?? "")
        #expect(unexpected.isEmpty, "\(tree)")
    }

    /// meson skips post-install steps under DESTDIR; this is what they run on a real install.
    @Test("The installed schemas compile strictly, as a real install's post-install step does")
    func installedSchemasCompile() async throws {
        let installation = try await installation()
        let target = FileManager.default.temporaryDirectory.appendingPathComponent("matchismo-installed-schemas-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: target) }
        let result = try await HostTool.glibCompileSchemas.run([
            "--strict", "--targetdir=\(target.path)", installation.installed("share/glib-2.0/schemas").path,
        ])
        #expect(result.succeeded && result.combinedOutput.isEmpty, "\(result)")
    }

    @Test("meson's own data tests pass")
    func mesonTestsPass() async throws {
        _ = try await installation()
        let result = try await HostTool.meson.run(["test", "-C", RepositoryLayout.mesonBuildDirectory.path, "--no-rebuild", "--suite", "data"])
        #expect(result.succeeded, "\(result)")
    }

    /// The Flatpak runtime has no Swift libraries, so the binary must carry its own.
    @Test("The installed binary carries the Swift runtime, statically linked")
    func binaryLinksTheSwiftRuntimeStatically() async throws {
        let result = try await HostTool.ldd.run([installation().binary.path])
        #expect(result.succeeded, "\(result)")
        #expect(!result.standardOutput.contains("libswift"), "\(result)")
        #expect(!result.standardOutput.contains("libFoundation"), "\(result)")
        #expect(!result.standardOutput.contains("not found"), "\(result)")
    }

    @Test("The installed binary prints meson's version")
    func installedBinaryPrintsItsVersion() async throws {
        let binary = try await installation().binary
        #expect(FileManager.default.isExecutableFile(atPath: binary.path))
        let result = try await ToolOutput.capture(
            executable: binary.path, arguments: ["--version"], in: RepositoryLayout.root, environment: [:], timeout: 30
        )
        #expect(result.succeeded, "\(result)")
        let version = try RepositoryLayout.mesonProjectVersion()
        #expect(result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines) == "matchismo \(version)", "\(result)")
    }
}
