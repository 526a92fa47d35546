import Foundation
import GameModel
import Testing

/// The game as a real Flatpak: `./dev flatpak` builds it with
/// flatpak-builder against Debian 13 runtimes (GTK 4.18, libadwaita 1.7) and installs it with
/// `flatpak --user`; every session here starts it with `flatpak run`, inside
/// bubblewrap's sandbox, on the session's Xvfb through `fallback-x11` or on
/// headless sway through the Wayland socket, and reads it from outside the
/// sandbox through the accessibility bus proxy.
@Suite("Flatpak (end to end)", .serialized, .timeLimit(.minutes(5)))
struct FlatpakTests {
    private static let appID = FlatpakInstallation.appID

    @Test("Sandboxed: a keyboard game of Set is saved under ~/.var/app with its statistics and preferences, and a second run resumes it")
    func playSaveAndResume() async throws {
        let installation = try FlatpakInstallation()
        let home = try SandboxHome()
        defer { home.remove() }
        let seed: UInt64 = 12
        let size = (width: 1000, height: 700)

        // 1. Find a set with the keyboard, record the game with Ctrl+N, select
        //    one card of the next deal, resize the window and quit.
        let (table, selected) = try await AppSession.with(
            ["--game=set", "--seed=\(seed)"], options: installation.options(home: home.url)
        ) { app in
            let start = try await app.settledTree()
            #expect(start.cardsInGridOrder.map(\.name) == ClassicSetGame(seed: seed).table.map(\.name), "\(start)")
            try await app.screenshot(to: HarnessPaths.artifactsDirectory.appendingPathComponent("flatpak/window.png"))
            try await Self.chooseFirstSet(app)
            try await app.key("ctrl+n")
            let fresh = try await app.waitForTree("a new game") { $0.scoreText == "Score: 0" }
            let pick = try #require(fresh.focusedCard, "no card has focus:\n\(fresh)")
            try await app.key("space")
            _ = try await app.waitForTree("\(pick.name) selected") {
                $0.visibleCard(named: pick.name)?.has(state: "pressed") == true
            }
            try await app.resizeWindow(width: size.width, height: size.height)
            let table = try await app.settledTree().cardsInGridOrder.map(\.name)
            try await app.key("ctrl+q")
            let status = try await app.waitForAppExit(timeout: .seconds(20))
            let stderr = await app.appStderr
            #expect(status == .exited(0), "\(stderr)")
            Self.expectNothingDenied(stderr)
            return (table, pick.name)
        }

        // The sandbox wrote only inside ~/.var/app/<id>: the game, the statistics, the settings.
        let data = home.appFolder.appendingPathComponent("data/matchismo")
        let session = try Self.json(data.appendingPathComponent("session.json"))
        #expect(session["format"] as? Int == 3, "\(session)")
        let statistics = try #require(try Self.json(data.appendingPathComponent("statistics.json"))["payload"] as? [String: Any])
        let set = try #require(statistics["set"] as? [String: Any], "\(statistics)")
        #expect(set["played"] as? Int == 1, "\(set)")
        #expect(set["totalScore"] as? Int == 3, "\(set)")
        let keyfile = try String(
            contentsOf: home.appFolder.appendingPathComponent("config/glib-2.0/settings/keyfile"), encoding: .utf8)
        #expect(keyfile.contains("[io/github/matchismo/Matchismo]"), "\(keyfile)")
        #expect(keyfile.contains("last-game='set'"), "\(keyfile)")
        #expect(keyfile.contains("window-width=\(size.width)"), "\(keyfile)")
        let outside = try FileManager.default.contentsOfDirectory(atPath: home.url.path)
        #expect(outside == [".var"], "the sandbox wrote outside ~/.var: \(outside)")

        // 2. A plain second run resumes Set: the same table, the same selection, the same window size.
        try await AppSession.with([], options: installation.options(home: home.url)) { app in
            let tree = try await app.settledTree()
            #expect(tree.allNodes.contains { $0.name == "Game: Set" && $0.isOnScreen }, "\(tree)")
            #expect(tree.cardsInGridOrder.map(\.name) == table, "\(tree)")
            #expect(tree.visibleCards.filter { $0.has(state: "pressed") }.map(\.name) == [selected], "\(tree)")
            let geometry = try await app.windowGeometry()
            #expect(geometry.width == size.width && geometry.height == size.height, "\(geometry)")
            Self.expectNothingDenied(await app.appStderr)
        }
    }

    @Test("Sandboxed on Wayland: the window comes through the Wayland socket and a set is found with the keyboard")
    func wayland() async throws {
        let installation = try FlatpakInstallation()
        let home = try SandboxHome()
        defer { home.remove() }
        var options = installation.options(home: home.url)
        options.displayServer = .sway
        // GTK on Wayland in a sandbox reads the desktop's settings only from the
        // Settings portal, which every Flatpak desktop runs.
        options.desktop = .gnome(portal: true)
        try await AppSession.with(["--game=set", "--seed=7"], options: options) { app in
            let window = try #require(try await app.swayWindows().first, "no window with app id \(Self.appID) on sway")
            #expect(window.geometry.width > 0 && window.geometry.height > 0, "\(window)")
            let start = try await app.settledTree()
            #expect(start.cardsInGridOrder.map(\.name) == ClassicSetGame(seed: 7).table.map(\.name), "\(start)")
            try await Self.chooseFirstSet(app)
            Self.expectNothingDenied(await app.appStderr)
        }
    }

    @Test("Sandboxed on a GNOME-like desktop: the dark style and high contrast come through the Settings portal, live")
    func desktopStyle() async throws {
        let installation = try FlatpakInstallation()
        let home = try SandboxHome()
        defer { home.remove() }
        var options = installation.options(home: home.url)
        // dconf and the portal run on the session bus outside the sandbox; the
        // app reaches only the portal, through flatpak's bus proxy.
        options.desktop = .gnome(portal: true)
        try await AppSession.with(["--game=set", "--seed=5"], options: options) { app in
            try await DesktopStyleTests.expectLook(app, "light at start") { $0.isLight }
            try await app.setDesktop(DesktopStyleTests.colorScheme)
            try await DesktopStyleTests.expectLook(app, "dark after prefer-dark") { $0.isDark }
            try await app.setDesktop(DesktopStyleTests.highContrast)
            try await DesktopStyleTests.expectLook(app, "high contrast") { $0.isHighContrast }
            Self.expectNothingDenied(await app.appStderr)
        }
    }

    @Test("Sandboxed in German: the runtime has the player's locale, so the table, a move and --help are in German")
    func language() async throws {
        let installation = try FlatpakInstallation()
        let home = try SandboxHome()
        defer { home.remove() }
        let catalogue = try TranslationCatalogue(language: "de")
        var options = installation.options(home: home.url)
        options.appEnvironment = ["LANG": "de_DE.UTF-8", "LC_ALL": "de_DE.UTF-8"]
        try await AppSession.with(["--game=set", "--seed=3"], options: options) { app in
            try await Self.playInGerman(app, catalogue)
        }
        // GLib's own words come from the runtime too.
        let help = try await installation.flatpak(["run", Self.appID, "--help"], environment: ["LANG": "de_DE.UTF-8", "LC_ALL": "de_DE.UTF-8"]).check()
        #expect(help.stdout.hasPrefix("Aufruf:") && help.stdout.contains(catalogue["Card matching games: Matchismo and Set."]), "\(help.stdout)")
    }

    @Test("Installed with the least permissions: no host files, no network, no bus names beyond its own")
    func permissions() async throws {
        let installation = try FlatpakInstallation()
        let output = try await installation.flatpak(["info", "--show-permissions", Self.appID]).check()
        let groups = Self.keyFileGroups(output.stdout)
        #expect(Set(groups.keys) == ["Context"], "\(output.stdout)")
        let context = groups["Context"] ?? [:]
        #expect(context == ["shared": "ipc;", "sockets": "x11;wayland;fallback-x11;", "devices": "dri;"], "\(output.stdout)")

        let runtime = try await installation.flatpak(["info", "--show-runtime", Self.appID]).check()
        #expect(runtime.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "org.debian.Platform/x86_64/13")
        let sdk = try await installation.flatpak(["info", "--show-sdk", Self.appID]).check()
        #expect(sdk.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "org.debian.Sdk/x86_64/13")
    }

    @Test("The desktop file, icons, D-Bus service and metainfo are exported and valid")
    func exports() async throws {
        let installation = try FlatpakInstallation()
        let files = FileManager.default
        let desktop = installation.exports.appendingPathComponent("applications/\(Self.appID).desktop")
        let entry = try String(contentsOf: desktop, encoding: .utf8)
        #expect(entry.contains("Exec=/usr/bin/flatpak run --branch=master --arch=x86_64 --command=matchismo \(Self.appID)"), "\(entry)")
        #expect(entry.contains("Icon=\(Self.appID)\n"), "\(entry)")
        for icon in ["scalable/apps/\(Self.appID).svg", "symbolic/apps/\(Self.appID)-symbolic.svg"] {
            let path = installation.exports.appendingPathComponent("icons/hicolor/\(icon)").path
            #expect(files.fileExists(atPath: path), "\(path)")
        }
        let service = try String(
            contentsOf: installation.exports.appendingPathComponent("dbus-1/services/\(Self.appID).service"), encoding: .utf8)
        #expect(service.contains("Exec=/usr/bin/flatpak run --branch=master --arch=x86_64 --command=/app/bin/matchismo \(Self.appID) --gapplication-service\n"), "\(service)")
        // flatpak-builder 1.2 (Debian 12) renames the metainfo to an appdata file for
        // appstream-compose; later versions keep the name.
        let metainfo = try #require(
            ["\(Self.appID).metainfo.xml", "\(Self.appID).appdata.xml"]
                .map { installation.exports.appendingPathComponent("metainfo/" + $0) }
                .first { files.fileExists(atPath: $0.path) },
            "no metainfo in \(installation.exports.path)/metainfo")
        // appstream-compose turned it into the catalogue flatpak and software centres read.
        let catalogue = installation.files.appendingPathComponent("share/app-info/xmls/\(Self.appID).xml.gz")
        #expect(files.fileExists(atPath: catalogue.path), "\(catalogue.path)")
        let environment = AppSession.baseEnvironment(directory: nil)
        let validation = try await ChildProcess.run(
            "appstreamcli", ["validate", "--no-net", "--pedantic", metainfo.path], environment: environment,
            scratch: files.temporaryDirectory)
        #expect(validation.succeeded, "\(validation.stdout)\(validation.stderr)")
        let desktopValidation = try await ChildProcess.run(
            "desktop-file-validate", [desktop.path], environment: environment, scratch: files.temporaryDirectory)
        #expect(desktopValidation.succeeded && desktopValidation.stdout.isEmpty, "\(desktopValidation.stdout)")
    }

    @Test("The single-file bundle installs and runs like the repository's build")
    func bundle() async throws {
        let installation = try FlatpakInstallation()
        let commit = try await installation.flatpak(["info", "--show-commit", Self.appID]).check().stdout
        // A bundle does not replace an installation from another remote: uninstall first.
        try await installation.flatpak(["uninstall", "--noninteractive", Self.appID]).check()
        try await installation.flatpak(["install", "--noninteractive", "--bundle", FlatpakInstallation.bundle.path]).check()
        var failure: (any Error)?
        do {
            let origin = try await installation.flatpak(["info", "--show-origin", Self.appID]).check().stdout
            #expect(origin.trimmingCharacters(in: .whitespacesAndNewlines) == "matchismo-origin", "\(origin)")
            #expect(try await installation.flatpak(["info", "--show-commit", Self.appID]).check().stdout == commit)
            let home = try SandboxHome()
            defer { home.remove() }
            try await AppSession.with(["--game=set", "--seed=4"], options: installation.options(home: home.url)) { app in
                let tree = try await app.settledTree()
                #expect(tree.cardsInGridOrder.map(\.name) == ClassicSetGame(seed: 4).table.map(\.name), "\(tree)")
            }
        } catch {
            failure = error
        }
        // Back to the repository's copy, which `./dev flatpak` updates.
        try await installation.flatpak(["uninstall", "--noninteractive", Self.appID]).check()
        try await installation.flatpak(["install", "--noninteractive", "matchismo-local", Self.appID]).check()
        if let failure { throw failure }
    }

    // MARK: Helpers

    /// The dealt table and a chosen card, named and told in German.
    private static func playInGerman(_ app: AppSession, _ catalogue: TranslationCatalogue) async throws {
        let expected = ClassicSetGame(seed: 3).table.map { catalogue[$0.name] }
        let names = Set(expected)
        let tree = try await app.waitForTree("12 cards named in German") { LanguageTests.cards(in: $0, named: names).count == 12 }
        #expect(LanguageTests.cards(in: tree, named: names).map(\.name) == expected, "\(tree)")
        #expect(tree.allNodes.contains { $0.name == LanguageTests.tableNames["de"] }, "\(tree)")
        try await app.key("space")
        let selected = catalogue["Selected {card}."].replacing("{card}", with: expected[0])
        _ = try await app.waitForTree("the status line to say \(selected)") { $0.statusText == selected }
        let stderr = await app.appStderr
        #expect(!stderr.contains("Locale not supported"), "\(stderr)")
    }

    /// Chooses the first set on the table with the arrow keys and Space, as
    /// the accessible names read from outside the sandbox describe it.
    private static func chooseFirstSet(_ app: AppSession) async throws {
        let player = KeyboardPlayTests.KeyboardPlayer(app: app)
        let cards = try await app.settledTree().cardsInGridOrder
        let set = try #require(SetRules.firstSet(in: cards.compactMap(\.setCard)), "no set among \(cards.map(\.name))")
        for index in set {
            try await player.moveFocus(to: try #require(cards[index].gridPosition))
            try await app.key("space")
        }
        let scored = try await app.waitForTree("Score: 3") { $0.scoreText == "Score: 3" }
        #expect(scored.statusText == "Set! 3 points. Score 3.", "\(scored)")
    }

    /// The app managed with the permissions it has: no warning of a file, bus
    /// name or device it could not reach (it writes nothing to stderr when all is well).
    private static func expectNothingDenied(_ stderr: String) {
        for word in ["denied", "Permission", "Read-only", "CRITICAL", "WARNING"] {
            #expect(!stderr.contains(word), "\(stderr)")
        }
    }

    private static func json(_ url: URL) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
        return try #require(object as? [String: Any], "\(url.lastPathComponent) is not an object")
    }

    /// A key file's groups and their keys.
    private static func keyFileGroups(_ text: String) -> [String: [String: String]] {
        var groups: [String: [String: String]] = [:]
        var group = ""
        for line in text.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            if line.hasPrefix("[") && line.hasSuffix("]") {
                group = String(line.dropFirst().dropLast())
                groups[group, default: [:]] = [:]
            } else if let equals = line.firstIndex(of: "="), !group.isEmpty {
                groups[group]?[String(line[..<equals])] = String(line[line.index(after: equals)...])
            }
        }
        return groups
    }
}
