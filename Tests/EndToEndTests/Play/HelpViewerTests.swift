import Foundation
import Testing

/// F1 and the main menu's Help open the game's pages in the desktop's help
/// viewer (Yelp) through `help:io.github.matchismo.Matchismo`, and the built-in
/// help window where the session has no viewer or the viewer cannot start.
/// Each session has the pages installed (`HelpDesktop`), so only the viewer decides.
@Suite("Help viewer (end to end)", .serialized, .timeLimit(.minutes(3)))
struct HelpViewerTests {
    static let uri = "help:io.github.matchismo.Matchismo"
    static let builtIn = "Matchismo Help"

    @Test("With no help viewer, F1 opens the built-in help")
    func noViewer() async throws {
        let desktop = try HelpDesktop(viewer: .absent)
        defer { desktop.remove() }
        try await AppSession.with(["--game=set", "--seed=1"], options: desktop.options) { app in
            _ = try await app.settledTree()
            try await app.key("F1")
            _ = try await app.waitForTree("the built-in help open") { $0.children.contains { $0.name == Self.builtIn } }
        }
    }

    @Test("F1 and the main menu's Help hand the help's URI to the help viewer, and open no window of their own")
    func viewerGetsTheURI() async throws {
        let desktop = try HelpDesktop(viewer: .recording)
        defer { desktop.remove() }
        try await AppSession.with(["--game=set", "--seed=1"], options: desktop.options) { app in
            _ = try await app.settledTree()
            try await app.key("F1")
            try await waitUntil("the viewer given \(Self.uri) (it has \(desktop.urisOpened))") { desktop.urisOpened == [Self.uri] }

            try await app.key("F10")
            _ = try await app.waitForStill("the main menu's Help") { $0.role == "menu item" && $0.name == "Help" }
            try await app.doAction(name: "Help", role: "menu item")
            try await waitUntil("the viewer given \(Self.uri) again (it has \(desktop.urisOpened))") {
                desktop.urisOpened == [Self.uri, Self.uri]
            }
            // The built-in help would have opened by now, beside the launch.
            try await Task.sleep(for: .seconds(1))
            let tree = try await app.accessibleTree()
            #expect(!tree.children.contains { $0.name == Self.builtIn }, "\(tree.outline())")
        }
    }

    @Test("A help viewer that cannot start: F1 opens the built-in help and says why on standard error")
    func brokenViewer() async throws {
        var desktop = try HelpDesktop(viewer: .broken)
        defer { desktop.remove() }
        // GLib 2.74 asserts on its own way out of a failed D-Bus launch, which
        // passes no startup notification id to the launch context.
        desktop.options.expectedLog = ["g_app_launch_context_launch_failed: assertion"]
        try await AppSession.with(["--game=set", "--seed=1"], options: desktop.options) { app in
            _ = try await app.settledTree()
            try await app.key("F1")
            _ = try await app.waitForTree("the built-in help open") { $0.children.contains { $0.name == Self.builtIn } }
            let stderr = await app.appStderr
            #expect(stderr.contains("matchismo: the help viewer did not start"), "\(stderr)")
        }
    }
}
