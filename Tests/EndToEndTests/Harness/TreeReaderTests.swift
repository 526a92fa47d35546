import Foundation
import Testing

/// The session's tree reader (`Scripts/atspi_reader.py`) asks the app's cache
/// and then every object at once; pyatspi walks the tree one call at a time.
/// Both must see the same tree, node for node, or a test could pass on what
/// the reader alone sees. The pyatspi walk is the tree-read benchmark's peer.
@Suite("Accessible tree reader", .serialized, .timeLimit(.minutes(2)))
struct TreeReaderTests {
    @Test("The reader's tree is pyatspi's, node for node: Set's window with Preferences open, then each game shown in turn")
    func sameTreeAsPyatspi() async throws {
        try await AppSession.with(["--game=set", "--seed=1"]) { app in
            try await app.key("ctrl+comma")
            // A window of its own up to libadwaita 1.4, a dialog in the game's window from 1.5.
            _ = try await app.waitForStill("Preferences' spin button") { $0.role == "spin button" }
            let ours = try await Self.compareWithPyatspi(app)
            #expect(ours.count > 64, "Set's window alone has 64 nodes: \(ours)")
            // What the tests lean on is there: values, text, actions, relations.
            #expect(ours.contains { $0.role == "spin button" && $0.value?.maximum != nil })
            #expect(ours.contains { $0.isCard && $0.actions == ["click"] && $0.accessibleDescription.hasPrefix("key ") })
            #expect(ours.contains { $0.text == "Score: 0" })

            // The games' pages take turns in one stack: the reader asks for
            // children as they are now, not as the app's cache placed them
            // when each page was first shown. (pyatspi's own cache can keep
            // the page shown before, so it is not the measure here.)
            try await app.key("Escape")
            for (key, game, table) in [("ctrl+3", "Single card", "Single card table"), ("ctrl+1", "Matchismo", "Matchismo table"),
                                       ("ctrl+3", "Single card", "Single card table")] {
                try await app.key(key)
                _ = try await app.waitForStill("the \(game) game") { $0.name == "Game: \(game)" }
                let shown = try await app.accessibleTree().allNodes.filter(\.isOnScreen)
                #expect(shown.contains { $0.name.hasPrefix(table) }, "\(game): \(shown.map(\.name))")
                #expect(shown.contains { $0.isCard }, "no card of \(game) read: \(shown.map(\.name))")
            }
        }
    }

    /// Reads the settled window with the reader and with pyatspi, expects the
    /// two trees alike, and returns the reader's nodes.
    static func compareWithPyatspi(_ app: AppSession) async throws -> [AccessibleNode] {
        let settled = try await app.settledTree()
        let reader = try await app.accessibilityReader()
        let ours = try await reader.tree(of: await app.accessibleApp, withActions: true)
        let peer = HarnessPaths.repositoryRoot.appendingPathComponent("Benchmarks/tree-read/atspi_dump.py").path
        let output = try await app.run("/usr/bin/python3", [peer, "--pid", "\(await app.appPID)"]).check()
        let theirs = try JSONDecoder().decode(AccessibleNode.self, from: Data(output.stdout.utf8))
        let (mine, pyatspi) = (Self.lines(ours), Self.lines(theirs))
        #expect(mine.count == settled.allNodes.count)
        let differences = mine.difference(from: pyatspi)
        #expect(differences.isEmpty, "reader against pyatspi: \(Array(differences))")
        return ours.allNodes
    }

    @Test("Asked for a node that is not there, or an action it lacks, the reader says which")
    func failuresNamed() async throws {
        try await AppSession.with(["--game=set", "--seed=1"]) { app in
            let reader = try await app.accessibilityReader()
            let target = await app.accessibleApp
            for (name, action, status) in [("No such node", nil, AccessibilityReader.Status.nodeNotFound),
                                           ("Hint", "fly", AccessibilityReader.Status.noSuchAction)] {
                do {
                    try await reader.act(on: target, name: name, role: nil, index: 0, action: action, focus: false)
                    Issue.record("\(name) \(action ?? "") was done")
                } catch HarnessError.commandFailed(_, let got, let why) {
                    #expect(got == .exited(status), "\(why)")
                }
            }
            do {
                _ = try await reader.tree(of: .init(pid: 1, name: "no such app"))
                Issue.record("a tree of an app that is not there")
            } catch HarnessError.commandFailed(_, let got, _) {
                #expect(got == .exited(AccessibilityReader.Status.appNotFound))
            }
        }
    }

    /// One line a node, everything the harness reads of it, indented by depth;
    /// a running clock ("0:07") reads as its shape.
    static func lines(_ node: AccessibleNode, depth: Int = 0) -> [String] {
        let clock = /^\d+:\d\d$/
        func steady(_ text: String?) -> String { text.map { $0.wholeMatch(of: clock) == nil ? $0 : "m:ss" } ?? "nil" }
        let extents = node.extents.map { "\($0.x),\($0.y) \($0.width)x\($0.height)" } ?? "nil"
        let value = node.value.map { "\($0.current ?? .nan) \($0.minimum ?? .nan) \($0.maximum ?? .nan)" } ?? "nil"
        let line = String(repeating: " ", count: depth) + [
            node.role, steady(node.name), node.accessibleDescription, node.states.joined(separator: " "), extents,
            steady(node.text), value, (node.actions ?? []).joined(separator: " "),
        ].joined(separator: " | ")
        return [line] + node.children.flatMap { lines($0, depth: depth + 1) }
    }
}
