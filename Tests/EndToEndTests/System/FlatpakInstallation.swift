import Foundation
import Testing

/// The Flatpak that `./dev flatpak` (Checks/flatpak/build.sh) built and
/// installed with `flatpak --user`, and the files the tests read around it.
struct FlatpakInstallation {
    static let appID = "io.github.matchismo.Matchismo"
    /// Where build.sh leaves the local repository and the bundle.
    static let output = HarnessPaths.repositoryRoot.appendingPathComponent(".build-flatpak")
    static var bundle: URL { output.appendingPathComponent(appID + ".flatpak") }

    /// The user installation (`flatpak --user`) of the test process's user:
    /// FLATPAK_USER_DIR, else `$XDG_DATA_HOME/flatpak`, else `~/.local/share/flatpak`.
    let url: URL

    init() throws {
        let environment = ProcessInfo.processInfo.environment
        if let directory = environment["FLATPAK_USER_DIR"], !directory.isEmpty {
            url = URL(fileURLWithPath: directory)
        } else if let data = environment["XDG_DATA_HOME"], !data.isEmpty {
            url = URL(fileURLWithPath: data).appendingPathComponent("flatpak")
        } else {
            url = FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share/flatpak")
        }
        let app = url.appendingPathComponent("app/\(Self.appID)/current/active/files/bin/matchismo")
        guard FileManager.default.fileExists(atPath: app.path) else {
            throw HarnessError.missingFile(app.path, hint: "run `./dev flatpak` (or `./dev test`) to build and install the Flatpak")
        }
    }

    /// `flatpak --user ARGUMENTS` against this installation, outside any session.
    func flatpak(
        _ arguments: [String], environment extra: [String: String] = [:], timeout: Duration = .seconds(120)
    ) async throws -> CommandOutput {
        var environment = AppSession.baseEnvironment(directory: nil)
        environment["HOME"] = FileManager.default.homeDirectoryForCurrentUser.path
        environment["FLATPAK_USER_DIR"] = url.path
        environment.merge(extra) { _, new in new }
        return try await ChildProcess.run(
            "flatpak", ["--user"] + arguments, environment: environment,
            scratch: FileManager.default.temporaryDirectory, timeout: timeout)
    }

    /// The app's files as installed (`/app` in the sandbox).
    var files: URL { url.appendingPathComponent("app/\(Self.appID)/current/active/files") }

    /// What the installation exports to the desktop.
    var exports: URL { url.appendingPathComponent("exports/share") }

    /// Session options that start the installed app with `flatpak run` and
    /// keep its HOME (so `~/.var/app`) in `home`.
    func options(home: URL) -> AppSession.Options {
        var options = AppSession.Options()
        options.launcher = .flatpak(Self.appID, installation: url)
        options.home = home
        // A sandboxed start (bwrap, the D-Bus proxies) is slower than a direct one.
        options.startupTimeout = .seconds(60)
        return options
    }
}

/// A HOME that outlives sessions, with the sandbox's data folder in it.
struct SandboxHome {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("matchismo-flatpak-home-\(UUID())")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// `~/.var/app/<app id>`: everything the sandboxed app may write.
    var appFolder: URL { url.appendingPathComponent(".var/app/\(FlatpakInstallation.appID)") }

    func remove() { try? FileManager.default.removeItem(at: url) }
}
