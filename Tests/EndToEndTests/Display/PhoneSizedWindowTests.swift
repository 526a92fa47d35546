import Foundation
import Testing

/// The same window on a phone's screen and on a desktop's, on mutter: of
/// touch size at 360x720 (every button 44 pixels, the title bar with only its
/// close button) and with the desktop's sizes at 1280x800. libadwaita 1.5 and
/// later decide it with an `AdwBreakpoint`, 1.2 from the window's own size;
/// either way the app writes nothing to stderr (libadwaita warns there about
/// a window smaller than its content).
@Suite("A phone-sized window is of touch size (end to end)", .serialized, .timeLimit(.minutes(3)))
struct PhoneSizedWindowTests {
    static let windowButtons: Set = ["Minimize", "Maximize", "Close"]

    @Test("360x720: 44-pixel buttons and only Close in the title bar")
    func phone() async throws {
        let screen = (width: 360, height: 720)
        try await AppSession.with(["--game=set", "--seed=7"], options: PhoneTouchTests.options(width: 360, height: 720)) { app in
            let tree = try await app.settledTree()
            try PhoneTouchTests.checkTouchTargets(tree, screen: screen)
            #expect(Self.windowControls(in: tree) == ["Close"], "\(tree)")
            let stderr = await app.appStderr
            #expect(stderr.isEmpty, "\(stderr)")
        }
    }

    @Test("360x720, a person and three computers: every seat whole on screen, the scores without \"points\"")
    func fourSeats() async throws {
        let screen = (width: 360, height: 720)
        let arguments = ["--game=set", "--seed=7", "--opponents=beginner,steady,quick"]
        try await AppSession.with(arguments, options: PhoneTouchTests.options(width: 360, height: 720)) { app in
            let tree = try await app.settledTree()
            try PhoneTouchTests.checkTouchTargets(tree, screen: screen)
            let seats = ["Player 1", "Beginner", "Steady", "Quick"].map { PlayersTests.player($0, in: tree) }
            #expect(seats.allSatisfy { $0 != nil }, "\(tree)")
            for seat in seats.compactMap({ $0 }) {
                let box = try #require(seat.extents)
                #expect(box.x >= 0 && box.x + box.width <= screen.width, "\(seat.name) at \(box)")
                // A screen reader still hears the whole score.
                #expect(seat.name.contains(" point"), "\(seat.name)")
            }
            let scores = tree.visibleLabels.compactMap(\.displayedText).filter { $0.hasPrefix("· ") }
            // A bare number each (a computer may have scored already).
            #expect(scores.count == 4 && scores.allSatisfy { Int($0.dropFirst(2).replacingOccurrences(of: "\u{2212}", with: "-")) != nil },
                    "\(scores)")
            let stderr = await app.appStderr
            #expect(stderr.isEmpty, "\(stderr)")
        }
    }

    @Test("1280x800: the desktop's button sizes")
    func desktop() async throws {
        try await AppSession.with(["--game=set", "--seed=7"], options: PhoneTouchTests.options(width: 1280, height: 800)) { app in
            let tree = try await app.settledTree()
            let buttons = tree.findAll(role: "push button").filter { $0.isOnScreen && ($0.extents?.width ?? 0) > 0 }
            // libadwaita's header buttons are 34 pixels high, cards aside.
            let small = buttons.filter { ($0.extents?.height ?? 0) < 44 }
            #expect(small.contains { $0.name == "Close" } && small.count >= 3, "\(buttons.map { "\($0.name) \($0.extents!)" })")
            #expect(Self.windowControls(in: tree).contains("Close"), "\(tree)")
            let stderr = await app.appStderr
            #expect(stderr.isEmpty, "\(stderr)")
        }
    }

    /// The title bar's window buttons on screen, by name.
    static func windowControls(in tree: AccessibleNode) -> [String] {
        tree.findAll(role: "push button").filter { $0.isOnScreen && windowButtons.contains($0.name) }.map(\.name)
    }
}
