import Foundation
import Testing

/// The desktop's style on a GNOME-like desktop: dark style and high
/// contrast come from `org.gnome.desktop.interface color-scheme` and
/// `org.gnome.desktop.a11y.interface high-contrast`, set with `gsettings` as
/// GNOME Settings does, and reach the app through the Settings portal, or
/// through GSettings where no portal runs. Screenshots show the header bar, the
/// felt and the cards change, live, both ways: on Xvfb, and on GNOME's own
/// compositor, mutter, whose screen cast the screenshots come from.
@Suite("Desktop style (end to end)", .serialized, .timeLimit(.minutes(3)))
struct DesktopStyleTests {
    typealias RGB = (red: Int, green: Int, blue: Int)

    static let colorScheme = AppSession.DesktopSetting("org.gnome.desktop.interface", "color-scheme", "'prefer-dark'")
    static let defaultScheme = AppSession.DesktopSetting("org.gnome.desktop.interface", "color-scheme", "'default'")
    static let highContrast = AppSession.DesktopSetting("org.gnome.desktop.a11y.interface", "high-contrast", "true")
    static let normalContrast = AppSession.DesktopSetting("org.gnome.desktop.a11y.interface", "high-contrast", "false")

    /// The app's own style setting, which the Preferences window writes.
    static func playersStyle(_ value: String) -> AppSession.DesktopSetting {
        let schema = "io.github.matchismo.Matchismo"
        return AppSession.DesktopSetting(schema, "style", value)
    }

    /// The colours of three places on screen.
    struct Look: CustomStringConvertible {
        var header: RGB
        var felt: RGB
        var card: RGB

        var description: String { "header \(header), felt \(felt), card \(card)" }

        var isLight: Bool {
            luminance(header) > 200 && felt.green > felt.red + 40 && luminance(card) > 245
        }
        var isDark: Bool {
            luminance(header) < 80 && luminance(felt) < 40 && (30...70).contains(luminance(card))
        }
        var isHighContrast: Bool {
            luminance(felt) < 8 && luminance(card) > 245
        }

        func luminance(_ color: RGB) -> Int { (color.red * 30 + color.green * 59 + color.blue * 11) / 100 }
    }

    /// Where the desktop tests run: Xvfb, and mutter as in a GNOME session.
    static let displayServers: [AppSession.DisplayServer] = [.xvfb, .mutter]

    @Test("Through the Settings portal, with no GSettings of its own: dark, high contrast and back, live",
          arguments: displayServers)
    func followsThePortal(on displayServer: AppSession.DisplayServer) async throws {
        var options = AppSession.Options()
        options.displayServer = displayServer
        // The app sees only the portal, as inside a Flatpak: its own GSettings are in memory.
        options.desktop = .gnome(portal: true)
        options.settingsBackend = "memory"
        try await AppSession.with(["--game=set", "--seed=5"], options: options) { app in
            try await Self.expectLook(app, "light at start") { $0.isLight }
            try await app.setDesktop(Self.colorScheme)
            try await Self.expectLook(app, "dark after prefer-dark") { $0.isDark }
            try await app.setDesktop(Self.highContrast)
            try await Self.expectLook(app, "high contrast") { $0.isHighContrast }
            try await app.setDesktop(Self.normalContrast)
            try await Self.expectLook(app, "dark again without high contrast") { $0.isDark }
            try await app.setDesktop(Self.defaultScheme)
            try await Self.expectLook(app, "light again") { $0.isLight }
        }
    }

    @Test("Without a portal, from GSettings: the desktop's dark style before start, the player's Light choice over it",
          arguments: displayServers)
    func followsGSettingsAndThePlayersChoice(on displayServer: AppSession.DisplayServer) async throws {
        let options = Self.gnome(on: displayServer, portal: false, desktopSettings: [Self.colorScheme])
        try await AppSession.with(["--game=set", "--seed=5"], options: options) { app in
            try await Self.expectLook(app, "dark from GSettings at start") { $0.isDark }
            // The player's own choice, as the Preferences window stores it.
            try await app.setDesktop(Self.playersStyle("'light'"))
            try await Self.expectLook(app, "light by the player's choice") { $0.isLight }
            try await app.setDesktop(Self.playersStyle("'system'"))
            try await Self.expectLook(app, "dark again, following the desktop") { $0.isDark }
        }
    }

    @Test("As in a GNOME session, portal and dconf together: dark, default, dark, high contrast while a game is on screen",
          arguments: displayServers)
    func followsEverySwitchInAGnomeSession(on displayServer: AppSession.DisplayServer) async throws {
        // The portal's GTK backend and the app read the same dconf: GSettings'
        // `changed` reaches the app's own handler as well as the portal's signal.
        let options = Self.gnome(on: displayServer, portal: true, desktopSettings: [Self.colorScheme])
        let switches: [(AppSession.DesktopSetting, String, (Look) -> Bool)] = [
            (Self.defaultScheme, "light after default", { $0.isLight }),
            (Self.colorScheme, "dark again", { $0.isDark }),
            (Self.highContrast, "high contrast", { $0.isHighContrast }),
            (Self.normalContrast, "dark without high contrast", { $0.isDark }),
            (Self.defaultScheme, "light at the end", { $0.isLight }),
        ]
        try await AppSession.with(["--game=set", "--seed=31"], options: options) { app in
            try await Self.expectLook(app, "dark at start") { $0.isDark }
            for (setting, what, matches) in switches {
                try await app.setDesktop(setting)
                try await Self.expectLook(app, what, matches)
            }
            try await app.checkAppRunning()
        }
    }

    /// A GNOME-like desktop on `displayServer` whose settings the app reads from dconf.
    static func gnome(on displayServer: AppSession.DisplayServer, portal: Bool, desktopSettings: [AppSession.DesktopSetting])
        -> AppSession.Options
    {
        var options = AppSession.Options()
        options.displayServer = displayServer
        options.desktop = .gnome(portal: portal)
        options.settingsBackend = "dconf"
        options.desktopSettings = desktopSettings
        return options
    }

    /// Waits until the window looks as `matches` says, or fails with what it looked like.
    static func expectLook(_ app: AppSession, _ what: String, _ matches: (Look) -> Bool) async throws {
        var last: Look?
        do {
            try await waitUntil(what, timeout: .seconds(10), interval: .milliseconds(200)) {
                let look = try await Self.look(app)
                last = look
                return matches(look)
            }
        } catch {
            Issue.record("\(what): \(last.map(String.init(describing:)) ?? "no screenshot")")
            throw error
        }
        print("DesktopStyleTests: \(what): \(last!)")
    }

    /// The header bar above its buttons, the felt left of the first card, and
    /// the first card's face beside its border.
    static func look(_ app: AppSession) async throws -> Look {
        let tree = try await app.accessibleTree()
        let window = try #require(tree.findAll(role: "frame").first { $0.name == "Matchismo" }?.extents)
        let card = try #require(tree.cardsInGridOrder.first?.extents)
        let header = try await app.screenRegion(.init(x: window.x + window.width / 4, y: window.y + 3, width: 4, height: 2))
        let felt = try await app.screenRegion(.init(x: window.x + 4, y: card.y + card.height / 2, width: 4, height: 4))
        let face = try await app.screenRegion(.init(x: card.x + 10, y: card.y + card.height / 2, width: 4, height: 4))
        return Look(header: header.pixel(x: 1, y: 1), felt: felt.pixel(x: 1, y: 1), card: face.pixel(x: 1, y: 1))
    }
}

extension DesktopStyleTests {
    @Test("The Preferences window's Style row: Dark turns the app dark at once and is stored")
    func styleFromPreferences() async throws {
        var options = AppSession.Options()
        options.settingsBackend = "keyfile"
        try await AppSession.with(["--game=set", "--seed=5"], options: options) { app in
            try await Self.expectLook(app, "light at start") { $0.isLight }
            try await app.key("ctrl+comma")
            let preferences = try await app.waitForTree("the Preferences window") { tree in
                tree.allNodes.contains { $0.name == "Style" && $0.isOnScreen }
            }
            let names = Set(preferences.allNodes.map(\.name))
            let missing = ["Preferences", "Style", "Set Colours", "Animations", "Deal Automatically", "Match Size", "Cards Dealt"]
                .filter { !names.contains($0) }
            #expect(missing.isEmpty, "missing: \(missing)\n\(preferences)")
            try await app.click(Self.node(in: preferences) { $0.name == "Style" && $0.role != "label" })
            let list = try await app.waitForTree("the style choices") { tree in
                tree.allNodes.contains { $0.displayedText == "Dark" && $0.isOnScreen }
            }
            try await app.click(Self.node(in: list, last: true) { $0.displayedText == "Dark" })
            try await Self.waitForStoredStyle("'dark'", app)
            let chosen = try await app.accessibleTree()
            // The last Close: the Preferences window's own, or with libadwaita
            // 1.5 the dialog's, which lies over the game window's.
            try await app.click(Self.node(in: chosen, last: true) { $0.role == "push button" && $0.name == "Close" })
            try await Self.expectLook(app, "dark by the player's choice") { $0.isDark }
        }
    }

    /// The first (or last) node on screen that `matches`.
    static func node(in tree: AccessibleNode, last: Bool = false, _ matches: (AccessibleNode) -> Bool) throws -> AccessibleNode {
        let found = tree.allNodes.filter { $0.isOnScreen && matches($0) }
        guard let node = last ? found.last : found.first else { throw HarnessError.notFound("a node in\n\(tree)") }
        return node
    }

    /// Waits until the app's `style` setting holds `value`.
    static func waitForStoredStyle(_ value: String, _ app: AppSession) async throws {
        try await waitUntil("the style \(value) stored in GSettings") {
            let stored = try await app.gsettings("get", "io.github.matchismo.Matchismo", "style")
            return stored.contains(value)
        }
    }
}
