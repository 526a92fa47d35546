@testable import AdwKit
import CAdw
import CGtk
import Foundation
import GLibKit
@testable import GtkKit
import GtkTestSupport
import Persistence
import Testing

/// Every signal the app connects, connected through the app's own wrappers
/// and fired, so that a handler whose trampoline does not match its signal
/// stops this test (`SignalCheck` refuses it at connection) and a handler
/// that reads its arguments wrongly gets the wrong values here. The list of
/// signals comes from the sources: a new `connect…("signal")` fails the
/// test until it is fired here too.
@MainActor
@Suite("Every signal the app connects, fired", .serialized)
struct SignalCoverageTests {
    init() throws {
        try TestDisplay.ensure()
    }

    /// Connected by `Application` and fired by every start of the app: the
    /// end-to-end suites start it hundreds of times, and it cannot start
    /// without them. A test process cannot be started a second time as an application.
    static let firedByEveryStart: Set<String> = ["startup", "activate", "command-line", "handle-local-options"]

    @Test("Widgets, controllers, actions and windows")
    func gtkSignals() throws {
        var heard: [String] = []
        let action = Action("deal") { heard.append("deal") }
        g_action_activate(mtch_action(action.raw), nil)
        let choice = Action("variant", state: "classic") { heard.append("variant \($0)"); return true }
        g_action_activate(mtch_action(choice.raw), g_variant_new_string("junior"))
        #expect(choice.stringState == "junior")

        let entry = Entry()
        _ = entry.onChanged { heard.append("changed \($0)") }
        _ = entry.onActivate { heard.append("activate") }
        entry.text = "Anna"
        mtch_emit_none(entry.raw, "activate")
        let spin = SpinButton(range: 1...10, step: 1, accessibleLabel: nil)
        _ = spin.onValueChanged { heard.append("spin \($0)") }
        spin.value = 7
        let scale = Scale(.horizontal, range: 0...1, step: 0.25)
        _ = scale.onValueChanged { heard.append("scale \($0)") }
        scale.value = 0.5
        let button = Button(label: "_Deal")
        _ = button.onStateFlagsChanged { heard.append("state") }
        button.onClicked { heard.append("clicked") }
        gtk_widget_set_state_flags(button.widget, GTK_STATE_FLAG_ACTIVE, 0)
        mtch_emit_none(button.raw, "clicked")
        let longPress = GestureLongPress()
        _ = longPress.onPressed { heard.append("long press \($0) \($1)") }
        mtch_emit_double_double(longPress.raw, "pressed", 12.5, 40)
        let keys = KeyController()
        _ = keys.onKeyReleased { key, keycode in heard.append("released \(key) \(keycode)") }
        mtch_emit_key_released(keys.raw, guint(GDK_KEY_Shift_L), 50, GDK_SHIFT_MASK)
        #expect(heard == [
            "deal", "variant junior", "changed Anna", "activate", "spin 7", "scale 0.5", "state", "clicked",
            "long press 12.5 40.0", "released \(Key(keyval: UInt32(GDK_KEY_Shift_L))) 50",
        ])

        // A window shown and hidden: map, unmap, realize and unrealize; its
        // surface's layout and its frame clock's paints keep its frame memory.
        let window = Window()
        window.setDefaultSize(width: 320, height: 200)
        var shown: [Bool] = []
        window.onShownChange { shown.append($0) }
        #expect(window.keepFrameMemory(minimumBytes: 0, idleMilliseconds: 50) == false)  // not realized yet
        window.present()
        #expect(Pump.until { shown.last == true })
        #expect(window.keepFrameMemory(minimumBytes: 0, idleMilliseconds: 50))
        gtk_widget_queue_draw(window.widget)
        #expect(Pump.until { SignalCheck.connected.contains { $0.signal == "after-paint" } })
        window.destroy()
        #expect(Pump.until { shown.last == false })
    }

    @Test("libadwaita's toasts, banners, dialogs and breakpoints, the style manager, and the preferences")
    func adwaitaAndSettingsSignals() throws {
        adw_init()
        var heard: [String] = []
        let toast = Toast("Set found")
        toast.onDismissed { heard.append("dismissed") }
        mtch_emit_none(toast.raw, "dismissed")
        let banner = Banner(buttonLabel: "_Retry") { heard.append("retry") }
        #if ADWAITA_1_3
        mtch_emit_none(banner.raw, "button-clicked")
        #else
        mtch_emit_none(UnsafeMutableRawPointer(gtk_widget_get_last_child(banner.widget)!), "clicked")
        #endif
        let alert = AlertDialog(heading: "Start a new game?", body: "")
        alert.onResponse { heard.append("response \($0)") }
        matchismo_emit_string(alert.raw, "response", "new-game")
        #if ADWAITA_1_5
        let breakpoint = Breakpoint(.maxWidth(400))
        breakpoint.onChange { heard.append("breakpoint \($0)") }
        mtch_emit_none(breakpoint.raw, "apply")
        mtch_emit_none(breakpoint.raw, "unapply")
        alert.onClosed { heard.append("closed") }  // an AdwDialog from libadwaita 1.5
        mtch_emit_none(alert.raw, "closed")
        // An alert closed without a choice answers with its close response.
        let versioned = ["breakpoint true", "breakpoint false", "closed", "response close"]
        #else
        let versioned: [String] = []
        #endif
        #expect(heard == ["dismissed", "retry", "response new-game"] + versioned)

        // GNOME's style, changed under the app as GNOME Settings does: the
        // handler that crashed the game when it took the key for its closure.
        let desktop = g_settings_new("org.gnome.desktop.interface")!
        defer {
            g_settings_reset(desktop, "color-scheme")
            g_object_unref(desktop)
        }
        let style = StyleManager.default
        style.followDesktopWithoutPortal()
        g_settings_set_enum(desktop, "color-scheme", 1)  // prefer-dark
        #expect(Pump.until { style.isDark })
        g_settings_set_enum(desktop, "color-scheme", 0)  // default
        #expect(Pump.until { !style.isDark })

        // The app's own settings changed from outside (dconf, another instance).
        let preferences = Preferences()
        var changes = 0
        _ = preferences.onChange(.cardCount) { changes += 1 }
        let settings = g_settings_new(Preferences.schemaID)!
        defer {
            g_settings_reset(settings, "card-count")
            g_object_unref(settings)
        }
        g_settings_set_int(settings, "card-count", 20)
        #expect(Pump.until { preferences.cardCount == 20 && changes == 1 })
    }

    @Test("The sources connect no signal that this suite or every start does not fire")
    func everyConnectedSignalIsFired() throws {
        let fired: Set<String> = [
            "activate", "changed", "value-changed", "state-flags-changed", "clicked", "pressed", "key-released",
            "map", "unmap", "realize", "unrealize", "layout", "after-paint", "dismissed", "button-clicked",
            "response", "apply", "unapply", "closed", "changed::color-scheme",
            // SignalArgumentTests (GtkKitTests): the gestures, keys, focus, resize and close.
            "released", "swipe", "begin", "scale-changed", "end", "cancel", "angle-changed", "drag-begin", "drag-update",
            "drag-end", "key-pressed", "enter", "leave", "resize", "close-request",
        ]
        let missing = try Self.signalsInSources().subtracting(fired).subtracting(Self.firedByEveryStart)
        #expect(missing.isEmpty, "connected in Sources/ but never fired by a test: \(missing.sorted())")
    }

    /// The signal names in `connect…("name"` and `StringSignal.connect(…, "name"` calls under Sources/.
    static func signalsInSources() throws -> Set<String> {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Sources")
            .standardizedFileURL
        let pattern = try Regex(#"(?:\bconnect[A-Za-z]*\(|StringSignal\.connect\([^,]+,\s*)"([a-z-]+(?:::[a-z-]+)?)""#)
        var names: Set<String> = ["key-released"]  // connectKeyRelease names its one signal itself
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in text.matches(of: pattern) {
                if let name = match.output[1].substring { names.insert(String(name)) }
            }
        }
        #expect(names.count > 30, "the scan found too few signals under \(sources.path)")
        return names
    }
}
