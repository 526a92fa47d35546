@testable import MatchismoApp
import Testing

/// A phone-sized window keeps only the desktop's close button, where the desktop puts it.
@MainActor
struct TouchSizingTests {
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
