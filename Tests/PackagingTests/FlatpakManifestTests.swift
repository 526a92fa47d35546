import Foundation
import Testing

@Suite("Flatpak manifest")
struct FlatpakManifestTests {
    private func manifest() throws -> FlatpakManifest {
        try FlatpakManifest.load(from: RepositoryLayout.flatpakManifest)
    }

    private func module() throws -> FlatpakManifest.Module {
        try #require(try manifest().modules.first)
    }

    @Test("The Flatpak manifest has only the expected top-level keys")
    func hasOnlyTheExpectedTopLevelKeys() throws {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: RepositoryLayout.flatpakManifest))
        let keys = Set(try #require(object as? [String: Any]).keys)
        #expect(keys == [
            "id", "runtime", "runtime-version", "sdk", "sdk-extensions",
            "command", "finish-args", "build-options", "modules",
        ])
    }

    @Test("The Flatpak manifest names the application as the desktop file and the metainfo do")
    func namesTheApplicationLikeTheDesktopFileAndMetainfo() throws {
        let manifest = try manifest()
        #expect(manifest.id == RepositoryLayout.applicationID)
        #expect(RepositoryLayout.flatpakManifest.lastPathComponent == manifest.id + ".json")
        let desktop = try KeyFile(contentsOf: RepositoryLayout.desktopFile)
        #expect(desktop["Desktop Entry", "Icon"] == manifest.id)
        let metainfo = try String(contentsOf: RepositoryLayout.metainfo, encoding: .utf8)
        #expect(metainfo.contains("<id>\(manifest.id)</id>"))
        #expect(manifest.command == "matchismo")
        #expect(desktop["Desktop Entry", "Exec"] == manifest.command)
    }

    @Test("The Flatpak manifest uses a current GNOME runtime and the Swift 6 extension")
    func usesACurrentGnomeRuntimeAndTheSwift6Extension() throws {
        let manifest = try manifest()
        #expect(manifest.runtime == "org.gnome.Platform")
        #expect(manifest.sdk == "org.gnome.Sdk")
        let version = try #require(Int(manifest.runtimeVersion))
        #expect(version >= 48)
        #expect(manifest.sdkExtensions == ["org.freedesktop.Sdk.Extension.swift6"])
        #expect(manifest.buildOptions?.appendPath == "/usr/lib/sdk/swift6/bin")
        #expect(manifest.buildOptions?.prependLdLibraryPath == "/usr/lib/sdk/swift6/lib")
    }

    @Test("The Flatpak manifest grants exactly the least permissions")
    func grantsExactlyTheLeastPermissions() throws {
        let finishArgs = try manifest().finishArgs
        #expect(finishArgs == ["--share=ipc", "--socket=wayland", "--socket=fallback-x11", "--device=dri"])
    }

    @Test("The Flatpak manifest builds one meson module with a static Swift standard library")
    func buildsOneMesonModuleWithAStaticSwiftStandardLibrary() throws {
        let manifest = try manifest()
        #expect(manifest.modules.count == 1)
        let module = try module()
        #expect(module.name == "matchismo")
        #expect(module.buildsystem == "meson")
        #expect(module.configOpts == ["-Dstatic_swift_stdlib=true"])
        let options = try String(contentsOf: RepositoryLayout.mesonOptions, encoding: .utf8)
        #expect(options.contains("'static_swift_stdlib'"))
        let mesonBuild = try String(contentsOf: RepositoryLayout.mesonBuild, encoding: .utf8)
        #expect(mesonBuild.contains("'--static-swift-stdlib'"))
    }

    @Test("The Flatpak manifest builds the repository itself, skipping build outputs")
    func buildsTheRepositoryItselfWithoutBuildOutputs() throws {
        let sources = try module().sources
        #expect(sources.count == 1)
        let source = try #require(sources.first)
        #expect(source.type == "dir")
        let path = try #require(source.path)
        let root = RepositoryLayout.flatpakManifest.deletingLastPathComponent()
            .appendingPathComponent(path).standardizedFileURL
        #expect(root.path == RepositoryLayout.root.standardizedFileURL.path)
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("meson.build").path))
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path))
        // The README's build-dir and flatpak-builder's state live in the repository:
        // copying them into the build would recurse.
        let skip = Set(source.skip ?? [])
        #expect(skip.isSuperset(of: [".git", ".build", ".build-meson", ".flatpak-builder", "build-dir"]))
    }

    @Test("The meson files the Flatpak manifest builds exist")
    func mesonFilesTheManifestBuildsExist() throws {
        let files = ["meson.build", "meson_options.txt", "data/meson.build", "meson-helpers/swift-build.sh"]
        for file in files {
            #expect(FileManager.default.fileExists(atPath: RepositoryLayout.url(file).path), "\(file) is missing")
        }
        #expect(FileManager.default.isExecutableFile(atPath: RepositoryLayout.url("meson-helpers/swift-build.sh").path))
    }

    @Test("The local build's manifest is the published one with only the runtime and the Swift extension changed")
    func localManifestDiffersOnlyInRuntimeAndToolchain() async throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("matchismo-manifest-\(UUID())")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let output = scratch.appendingPathComponent(RepositoryLayout.flatpakManifest.lastPathComponent)
        let run = try await ToolOutput.capture(
            executable: RepositoryLayout.url("Checks/flatpak/local_manifest.py").path,
            arguments: [RepositoryLayout.flatpakManifest.path, output.path], in: RepositoryLayout.root,
            environment: [:], timeout: 30)
        try #require(run.succeeded, "\(run)")
        func object(_ url: URL) throws -> [String: Any] {
            try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        }
        var published = try object(RepositoryLayout.flatpakManifest), local = try object(output)
        #expect(local["runtime"] as? String == "org.debian.Platform")
        #expect(local["runtime-version"] as? String == "13")
        #expect(local["sdk"] as? String == "org.debian.Sdk")
        #expect(local["sdk-extensions"] as? [String] == ["org.debian.Sdk.Extension.swift6"])
        // The source folder is the same repository, named from the other manifest's folder.
        let localSource = try #require(try FlatpakManifest.load(from: output).modules.first?.sources.first?.path)
        #expect(output.deletingLastPathComponent().appendingPathComponent(localSource).standardizedFileURL.path
            == RepositoryLayout.root.standardizedFileURL.path)
        // Everything else, the modules' sources too, but for that path.
        for key in ["runtime", "runtime-version", "sdk", "sdk-extensions"] {
            published[key] = nil
            local[key] = nil
        }
        published["modules"] = Self.withoutSourcePaths(published["modules"])
        local["modules"] = Self.withoutSourcePaths(local["modules"])
        #expect(NSDictionary(dictionary: published).isEqual(to: local))
    }

    private static func withoutSourcePaths(_ modules: Any?) -> [[String: Any]] {
        ((modules as? [[String: Any]]) ?? []).map { module in
            var module = module
            module["sources"] = ((module["sources"] as? [[String: Any]]) ?? []).map { source in
                var source = source
                source["path"] = nil
                return source
            }
            return module
        }
    }

    @Test("flatpak-builder accepts the manifest and reads it as we do")
    func flatpakBuilderAcceptsTheManifest() async throws {
        let result = try await HostTool.flatpakBuilder.run(["--show-manifest", RepositoryLayout.flatpakManifest.path])
        #expect(result.succeeded, "\(result)")
        #expect(try FlatpakManifest.load(json: result.standardOutput) == manifest())
    }
}
