import Foundation
import GameModel
import TableCore
import Testing

/// The installed app: `meson-helpers/test-install.sh` builds the
/// release binary the way the Flatpak does and installs it into a temporary
/// DESTDIR; that binary, with the schema it installed, runs a game under the
/// harness. The first run builds in `.build-meson` (slow); later runs are incremental.
@Suite("Installed app (end to end)", .serialized, .timeLimit(.minutes(20)))
struct InstalledAppTests {
    @Test("The binary meson installs starts a Set game from its own schema, without the Swift runtime's libraries")
    func installedBinaryRuns() async throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("matchismo-install-\(UUID())")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let destdir = scratch.appendingPathComponent("destdir")
        let script = HarnessPaths.repositoryRoot.appendingPathComponent("meson-helpers/test-install.sh").path

        let started = ContinuousClock.now
        // The build needs the developer's toolchain, caches and HOME, so it gets the whole environment.
        let install = try await ChildProcess.run(
            "/bin/sh", [script, destdir.path], environment: ProcessInfo.processInfo.environment,
            scratch: scratch, timeout: .seconds(1140))
        try #require(install.succeeded, "test-install.sh failed (\(install.status)):\n\(install.stdout.suffix(3000))\n\(install.stderr.suffix(3000))")
        print("InstalledAppTests: test-install.sh took \(ContinuousClock.now - started)")

        let prefix = destdir.appendingPathComponent("usr/local")
        let binary = prefix.appendingPathComponent("bin/matchismo").path
        #expect(FileManager.default.isExecutableFile(atPath: binary))
        // A statically linked Swift standard library: no libswiftCore.so to find at run time.
        let libraries = try await ChildProcess.run(
            "ldd", [binary], environment: AppSession.baseEnvironment(directory: nil), scratch: scratch)
        #expect(libraries.succeeded && !libraries.stdout.contains("libswift"), "\(libraries.stdout)")

        // The schema as installed, compiled the way the post-install step would.
        let schemas = scratch.appendingPathComponent("schemas")
        try FileManager.default.createDirectory(at: schemas, withIntermediateDirectories: true)
        try await ChildProcess.run(
            "glib-compile-schemas", ["--strict", "--targetdir=\(schemas.path)", prefix.appendingPathComponent("share/glib-2.0/schemas").path],
            environment: AppSession.baseEnvironment(directory: nil), scratch: scratch
        ).check()

        var options = AppSession.Options()
        options.binary = binary
        options.appEnvironment["GSETTINGS_SCHEMA_DIR"] = schemas.path
        options.settingsBackend = "keyfile"
        try await AppSession.with(["--game=set", "--seed=3"], options: options) { app in
            let tree = try await app.settledTree()
            #expect(tree.cardsInGridOrder.map(\.name) == ClassicSetGame(seed: 3).table.map(\.name), "\(tree)")
            #expect(tree.scoreText == "Score: 0", "\(tree)")
            // The installed schema is the one in use: the app's own settings are readable.
            let keys = try await app.gsettings("list-keys", "io.github.matchismo.Matchismo")
            #expect(!keys.isEmpty)
            let stderr = await app.appStderr
            #expect(!stderr.contains("schema"), "\(stderr)")
        }
    }
}
