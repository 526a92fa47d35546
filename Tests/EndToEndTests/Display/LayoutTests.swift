import Foundation
import Testing

/// The table's grid at several window sizes: every card inside the
/// table, no two overlapping, all the same size and aspect ratio (5:8 for
/// playing cards, 8:5 for Set cards), read from the accessible tree's extents.
@Suite("Table layout (end to end)", .serialized, .timeLimit(.minutes(3)))
struct LayoutTests {
    struct Size: Sendable, CustomTestStringConvertible {
        var width: Int
        var height: Int
        var screenWidth = 1280
        var screenHeight = 1024

        var testDescription: String { "\(width)x\(height)" }
    }

    @Test("Landscape and portrait windows", arguments: [
        Size(width: 800, height: 600, screenWidth: 800, screenHeight: 600),
        Size(width: 1920, height: 1080, screenWidth: 1920, screenHeight: 1080),
        Size(width: 500, height: 900),
    ])
    func layout(size: Size) async throws {
        var options = AppSession.Options()
        options.screenWidth = size.screenWidth
        options.screenHeight = size.screenHeight
        try await AppSession.with(["--game=set", "--seed=4"], options: options) { app in
            try await app.resizeWindow(width: size.width, height: size.height)
            let window = try await app.windowGeometry()
            #expect(window.width == size.width && window.height == size.height, "\(window)")
            try await Self.checkTable(app, cards: 12, wide: true, window: window)
            try await app.key("ctrl+1")
            try await Self.checkTable(app, cards: 30, wide: false, window: window)
        }
    }

    @Test("A 360x400 window: Deal and Hint leave the header, then the window narrows to 360 pixels")
    func narrowWindow() async throws {
        // GNOME's title bars show only a close button ("appmenu:close"); the bare X
        // default adds minimise and maximise, 70 pixels GNOME users never see.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("matchismo-layout-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent("xsettingsd.conf")
        try "Gtk/DecorationLayout \"appmenu:close\"\n".write(to: config, atomically: true, encoding: .utf8)
        var options = AppSession.Options()
        options.helpers = [.init("xsettingsd", ["-c", config.path])]
        // The first resize asks for less than the header's minimum.
        options.expectedLog = [AppSession.resizedBelowMinimum]
        try await AppSession.with(["--game=set", "--seed=4"], options: options) { app in
            try await app.resizeWindow(width: 360, height: 400)
            // Deal and Hint move to a row under the table once the table is narrow.
            let moved = try await app.waitForTree("Deal 3 More in the action row") { tree in
                Self.barButton("Deal 3 More", in: tree) != nil && Self.barButton("Hint", in: tree) != nil
            }
            #expect(!moved.allNodes.contains { $0.name == "Deal 3 More Cards" && $0.isOnScreen }, "\(moved)")
            #expect(!moved.allNodes.contains { $0.name == "Hint" && $0.accessibleDescription == "Hint" && $0.isOnScreen },
                    "\(moved)")
            #expect(Self.barButton("Deal 3 More", in: moved)?.name == "Deal 3 More")
            #expect(Self.barButton("Hint", in: moved)?.name == "Hint")
            // With a narrower header the window can now shrink further.
            try await app.resizeWindow(width: 360, height: 400)
            var window = try await app.windowGeometry()
            try await waitUntil("the window to settle at its narrowest") {
                let now = try await app.windowGeometry()
                defer { window = now }
                return now == window
            }
            print("LayoutTests: a 360x400 request gives a \(window.width)x\(window.height) window")
            // 360 pixels of window, plus the 5-pixel margin GTK keeps on each side for shadows.
            #expect(window.width <= 370, "\(window)")
            #expect(window.height <= 400, "\(window)")
            try await Self.checkTable(app, cards: 12, wide: true, window: window)
            try await app.key("ctrl+1")
            try await Self.checkTable(app, cards: 30, wide: false, window: window)
        }
    }

    /// The on-screen button named `text`, with no tooltip description (unlike the header's icon buttons).
    static func barButton(_ text: String, in tree: AccessibleNode) -> AccessibleNode? {
        tree.allNodes.first { node in
            node.role == "push button" && node.isOnScreen && node.name == text
                && node.accessibleDescription.isEmpty
        }
    }

    /// Checks the shown game's cards once they stop moving.
    static func checkTable(_ app: AppSession, cards count: Int, wide: Bool, window: AccessibleNode.Extents) async throws {
        let tree = try await app.settledTree()
        let cards = tree.visibleCards
        #expect(cards.count == count, "\(tree)")
        let table = try #require(
            tree.allNodes.first { ($0.name.hasSuffix(" table") || $0.name.contains(" table, ")) && $0.isOnScreen }?.extents, "no table in\n\(tree)")
        #expect(window.contains(table), "table \(table) outside the window \(window)")
        let frames = cards.compactMap(\.extents)
        #expect(frames.count == count)
        for (index, frame) in frames.enumerated() {
            #expect(table.contains(frame), "\(cards[index].name) \(frame) outside the table \(table)")
            for other in frames[(index + 1)...] {
                #expect(!frame.overlaps(other), "\(frame) overlaps \(other)")
            }
            // 8:5 or 5:8 within a pixel of the short side.
            let (long, short) = wide ? (frame.width, frame.height) : (frame.height, frame.width)
            #expect(abs(Double(short) - Double(long) * 5 / 8) <= 1, "\(cards[index].name) is \(frame.width)x\(frame.height)")
        }
        let widths = frames.map(\.width), heights = frames.map(\.height)
        #expect(widths.max()! - widths.min()! <= 1 && heights.max()! - heights.min()! <= 1, "sizes \(Set(widths)) x \(Set(heights))")
        print("LayoutTests: \(window.width)x\(window.height) window, \(count) cards of \(frames[0].width)x\(frames[0].height) in a \(table.width)x\(table.height) table")
    }
}
