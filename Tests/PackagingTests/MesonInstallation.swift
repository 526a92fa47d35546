import Foundation

/// Matchismo installed by meson into a DESTDIR, built once per test process.
///
/// `meson-helpers/test-install.sh` configures `.build-meson/build` (reused, so
/// reruns are incremental) like the Flatpak does and installs with prefix
/// `/usr/local` into `.build-meson/packaging-destdir`.
struct MesonInstallation: Sendable {
    let destdir: URL
    let buildOutput: ToolOutput

    /// `<destdir>/usr/local`.
    var prefix: URL { destdir.appendingPathComponent("usr/local") }

    var binary: URL { prefix.appendingPathComponent("bin/matchismo") }

    func installed(_ relativePath: String) -> URL {
        prefix.appendingPathComponent(relativePath)
    }

    /// The one installation the tests share; the first test to ask waits for the build.
    static let shared = Task { try await install() }

    private static func install() async throws -> MesonInstallation {
        // Name every tool the build and install need, so a missing one is reported by package.
        for tool in [HostTool.meson, .ninja, .flock, .glibCompileSchemas, .gtkUpdateIconCache, .updateDesktopDatabase] {
            _ = try tool.path()
        }
        let destdir = RepositoryLayout.mesonDestDirectory
        let script = RepositoryLayout.url("meson-helpers/test-install.sh")
        let output = try await ToolOutput.capture(
            executable: script.path,
            arguments: [destdir.path, RepositoryLayout.mesonBuildDirectory.path],
            in: RepositoryLayout.root,
            environment: [:],
            timeout: 45 * 60
        )
        guard output.succeeded else {
            throw PackagingTestError.failed(output)
        }
        return MesonInstallation(destdir: destdir, buildOutput: output)
    }

    /// Paths of the installed files and symbolic links, relative to `destdir`.
    func installedFiles() throws -> Set<String> {
        let base = destdir.standardizedFileURL.path + "/"
        guard let walker = FileManager.default.enumerator(atPath: destdir.path) else {
            throw PackagingTestError.missing(destdir.path)
        }
        var files: Set<String> = []
        while let relative = walker.nextObject() as? String {
            let attributes = try FileManager.default.attributesOfItem(atPath: base + relative)
            if attributes[.type] as? FileAttributeType != .typeDirectory {
                files.insert(relative)
            }
        }
        return files
    }
}
