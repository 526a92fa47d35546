import AdwKit
@testable import MatchismoApp
import Testing

/// The one rule that makes a window phone-sized, read by libadwaita's
/// breakpoint (1.5) and by the window's own size (1.2); and the header that
/// keeps only the desktop's close button, where the desktop puts it.
@MainActor
@Suite("The rule for a phone-sized window")
struct TouchSizingTests {
    @Test("Phone-sized: under 480 pixels one way and at least 600 the other", arguments: [
        (360, 720, true), (720, 360, true), (479, 600, true), (600, 479, true), (479, 2000, true),
        (480, 720, false), (720, 480, false), (479, 599, false), (599, 479, false),
        (360, 400, false), (400, 360, false), (1280, 800, false), (500, 900, false), (599, 599, false),
    ])
    func phoneSized(width: Int, height: Int, expected: Bool) {
        #expect(TouchSizing.phoneSized.holds(width: width, height: height) == expected)
    }

    @Test("The breakpoint reads the same thresholds in libadwaita's syntax")
    func conditionText() {
        #expect(TouchSizing.phoneSized.text
            == "(max-width: 479px and min-height: 600px) or (max-height: 479px and min-width: 600px)")
    }

    @Test("Only close stays, on its side of the layout", arguments: [
        ("appmenu:close", ":close"),
        ("icon:minimize,maximize,close", ":close"),
        ("close,minimize:appmenu", "close:"),
        ("menu:", ":"),
        ("", ":close"),
    ])
    func closeOnly(layout: String, expected: String) {
        #expect(TouchSizing.closeOnly(layout) == expected)
    }
}
