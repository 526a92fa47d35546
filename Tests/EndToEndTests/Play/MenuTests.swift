import Foundation
import Testing

/// The header's menus, opened as a player opens them. Their widgets are built
/// only when a menu first opens (about 1 MB less resident from start-up on),
/// so each is opened here and one chooses.
@Suite("Menus (end to end)", .serialized, .timeLimit(.minutes(2)))
struct MenuTests {
    @Test("The game switcher's menu chooses a Set variant with the keyboard; F10 opens the main menu")
    func openAndChoose() async throws {
        try await AppSession.with(["--game=set", "--seed=1"]) { app in try await Self.openAndChoose(app) }
    }

    static func openAndChoose(_ app: AppSession) async throws {
        let table = try await app.settledTree()
        #expect(table.findAll(role: "menu item").isEmpty, "no menu is built before it first opens")
        let switcher = try #require(table.findAll(role: "push button", namePrefix: "Game: Set").last)
        try await app.click(switcher)
        let open = try await app.waitForTree("the game menu to open") { !$0.findAll(role: "menu item", namePrefix: "Junior").isEmpty }
        let items = open.findAll(role: "menu item").map(\.name)
        #expect(items.starts(with: ["Matchismo", "Set", "Single card", "Face", "Classic", "Junior", "Set-Chain", "UltraSet"]), "\(items)")
        // The first item has the focus; Junior is five down.
        try await app.key(["Down", "Down", "Down", "Down", "Down", "Return"])
        _ = try await app.waitForTree("Junior chosen from the menu") { $0.allNodes.contains { $0.name == "Game: Set: Junior" } }

        try await app.key("F10")
        let main = try await app.waitForTree("the main menu to open") { !$0.findAll(role: "menu item", namePrefix: "Statistics").isEmpty }
        #expect(main.findAll(role: "menu item").contains { $0.name == "Preferences" }, "\(main)")
        try await app.key("Escape")
    }

    @Test("Ctrl+? opens the keyboard shortcuts, as the key table says")
    func shortcutsKey() async throws {
        try await AppSession.with(["--game=set", "--seed=1"]) { app in
            _ = try await app.settledTree()
            try await app.key("ctrl+question")
            // A window of its own, named for a screen reader and the window
            // list (on GTK 4.18 too, which deprecates GtkShortcutsWindow and
            // gave it to AT-SPI as an unnamed panel until it was made a dialog).
            _ = try await app.waitForTree("the shortcuts open") { tree in
                tree.children.contains { $0.name == "Keyboard shortcuts" && $0.role == "dialog" }
            }
        }
    }

    @Test("Ctrl+W and Escape close a secondary window, as the key table says")
    func closeKeys() async throws {
        try await AppSession.with(["--game=set", "--seed=1"]) { app in
            _ = try await app.settledTree()
            let title = "Matchismo Help"
            for key in ["ctrl+w", "Escape"] {
                try await app.key("F1")
                _ = try await app.waitForTree("the help open") { $0.children.contains { $0.name == title } }
                try await app.key([key], inWindowTitled: title)
                _ = try await app.waitForTree("the help closed by \(key)") { !$0.children.contains { $0.name == title } }
            }
        }
    }
}
