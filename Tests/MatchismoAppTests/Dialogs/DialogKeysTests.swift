import CGtk
import GtkKit
import GtkTestSupport
import Testing

@testable import MatchismoApp

/// The keys that close a secondary window or dialog (`Dialogs.closeWithKeys`),
/// through the real key controller under Xvfb.
@MainActor
@Suite("The keys that close a dialog", .serialized)
struct DialogKeysTests {
    /// A shown window that the dialog keys close; whether it has closed.
    private func closableWindow() throws -> (window: Window, keys: gpointer, closed: () -> Bool) {
        try TestDisplay.ensure()
        let window = Window()
        // The window keeps key controllers of its own; the dialog keys' is the one added.
        let own = Controllers.all("GtkEventControllerKey", on: window)
        Dialogs.closeWithKeys(window)
        final class Flag { var isSet = false }
        let closed = Flag()
        window.onClosed { closed.isSet = true }
        window.present()
        let keys = try #require(Controllers.all("GtkEventControllerKey", on: window).first { !own.contains($0) })
        return (window, keys, { closed.isSet })
    }

    /// As before the key route: Escape closes with Ctrl or Alt held too, and so does Ctrl+W.
    nonisolated static let closingKeys: [(keyval: Int32, state: UInt32)] = [
        (GDK_KEY_Escape, 0), (GDK_KEY_Escape, GDK_CONTROL_MASK.rawValue),
        (GDK_KEY_Escape, GDK_ALT_MASK.rawValue), (GDK_KEY_Escape, GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue),
        (GDK_KEY_w, GDK_CONTROL_MASK.rawValue),
    ]

    @Test("Escape, with or without Ctrl or Alt, and Ctrl+W close a dialog", arguments: closingKeys)
    func theKeyCloses(keyval: Int32, state: UInt32) throws {
        let (window, keys, closed) = try closableWindow()
        #expect(mtch_emit_key_pressed(keys, guint(keyval), 0, GdkModifierType(rawValue: state)) != 0)
        #expect(Pump.until { closed() }, "key \(keyval) state \(state)")
        _ = window
    }

    @Test("Other keys leave a dialog open and pass on")
    func otherKeysLeaveItOpen() throws {
        let (window, keys, closed) = try closableWindow()
        defer { window.close() }
        #expect(mtch_emit_key_pressed(keys, guint(GDK_KEY_w), 0, GdkModifierType(rawValue: 0)) == 0)
        #expect(mtch_emit_key_pressed(keys, guint(GDK_KEY_Left), 0, GDK_CONTROL_MASK) == 0)
        #expect(!closed())
    }
}
