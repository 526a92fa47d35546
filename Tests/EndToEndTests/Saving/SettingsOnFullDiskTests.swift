import Foundation
import Testing

/// A setting changed while the disk that holds dconf's file is full (issue
/// 35): dconf's service cannot write, takes the value back and only logs a
/// warning. The app catches that warning, keeps the player's choice in play,
/// shows the banner in plain words without blocking the table, leaves dconf's
/// file as it was, and writes the choice at the first move after space is
/// freed, without a restart.
@Suite("Settings on a full disk (end to end)", .serialized, .timeLimit(.minutes(4)))
struct SettingsOnFullDiskTests {
    static let banner = "Your disk is full, so your settings could not be saved. Free some space; Matchismo keeps your choices and will try again at the next move."
    static let schema = "io.github.matchismo.Matchismo"

    @Test("Animations turned off on a full disk: kept in play, the banner, dconf's file intact, written at the next move once freed")
    func switchOnAFullDisk() async throws {
        let disk = try SmallDisk(kilobytes: 256)
        defer { disk.remove() }
        var options = SettingsBehindTests.options([("card-count", "12")])  // dconf's file made before the disk fills
        options.configHome = disk.url
        try await AppSession.with(["--game=matchismo", "--seed=5"], options: options) { app in
            _ = try await app.settledTree()
            let user = disk.file("dconf/user")
            let before = try Data(contentsOf: user)
            try disk.fill(with: "filler")

            try await app.key("ctrl+comma")
            // Clicked where it stays: libadwaita 1.5 and later slide the Preferences dialog in.
            let preferences = try await app.waitForStill("the Preferences window's Animations switch") { Self.isAnimationsSwitch($0) }
            let animations = try DesktopStyleTests.node(in: preferences) { Self.isAnimationsSwitch($0) }
            #expect(animations.has(state: "checked"), "\(animations)")
            try await app.click(animations)
            // The banner, and the player's choice standing though dconf took it back
            // (GTK 4.18 reports the switch's new state after the banner appears).
            _ = try await app.waitForTree("the banner, and the switch off") { tree in
                tree.allNodes.contains { $0.displayedText == Self.banner && $0.isOnScreen }
                    && tree.allNodes.contains { Self.isAnimationsSwitch($0) && !$0.has(state: "checked") }
            }
            #expect(try await Self.stored("animations", app) == "true")
            #expect(try Data(contentsOf: user) == before, "dconf's file is as it was")
            #expect(try FileManager.default.contentsOfDirectory(atPath: disk.file("dconf").path) == ["user"], "no temporary file")
            let stderr = await app.appStderr
            #expect(!stderr.contains("dconf-WARNING"), "\(stderr)")
            #expect(stderr.contains("matchismo: Matchismo could not save your settings (Failed to write file"), "\(stderr)")

            // Space freed: the next move (a card turned up) writes the choice and the banner goes.
            try await app.key("Escape")
            try FileManager.default.removeItem(at: disk.file("filler"))
            _ = try await app.waitForTree("the table again") { $0.scoreText == "Score: 0" }
            try await app.key("space")
            _ = try await app.waitForTree("the banner gone") { tree in
                tree.scoreText == "Score: -1" && !tree.allNodes.contains { $0.displayedText == Self.banner && $0.isOnScreen }
            }
            let log = await app.appStderr
            #expect(try await Self.stored("animations", app) == "false", "\(log)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: disk.file("dconf").path) == ["user"])
            #expect(await app.appStatus == .running)
        }
    }

    @Test("Orca hears the settings' banner once, and hears when they are saved again")
    func orcaHearsIt() async throws {
        let disk = try SmallDisk(kilobytes: 256)
        defer { disk.remove() }
        var options = SettingsBehindTests.options([("card-count", "12")])
        options.configHome = disk.url
        try await AppSession.withOrca(["--game=matchismo", "--seed=5"], options: options) { app, orca in
            _ = try await app.settledTree()
            try disk.fill(with: "filler")
            try await app.key("ctrl+comma")
            // Clicked where it stays: libadwaita 1.5 and later slide the Preferences dialog in.
            let preferences = try await app.waitForStill("the Preferences window's Animations switch") { Self.isAnimationsSwitch($0) }
            let mark = await orca.mark()
            try await app.click(try DesktopStyleTests.node(in: preferences) { Self.isAnimationsSwitch($0) })
            _ = try await orca.waitForSpeech("the banner said", since: mark, timeout: .seconds(20)) { $0.contains(Self.banner) }
            try await app.key("Escape")
            try FileManager.default.removeItem(at: disk.file("filler"))
            _ = try await app.waitForTree("the table again") { $0.scoreText == "Score: 0" }
            try await app.key("space")
            let spoken = try await orca.waitForSpeech("saved again", since: mark, timeout: .seconds(20)) {
                $0.contains("Your settings are saved again.")
            }
            #expect(spoken.filter { $0 == Self.banner }.count == 1, "\(spoken)")
            #expect(spoken.filter { $0 == "Your settings are saved again." }.count == 1, "\(spoken)")
            #expect(try await Self.stored("animations", app) == "false")
        }
    }

    /// The Animations switch: a check box to GTK 4.8's AT-SPI, a switch to later GTKs'.
    static func isAnimationsSwitch(_ node: AccessibleNode) -> Bool {
        node.name == "Animations" && ["check box", "switch"].contains(node.role)
    }

    /// The value dconf holds for `key`, as another program reads it.
    static func stored(_ key: String, _ app: AppSession) async throws -> String {
        try await app.gsettings("get", schema, key).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
