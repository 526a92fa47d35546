import CGtk
import GLibKit
import GtkKit
import GtkTestSupport
import Synchronization
import Testing

/// A handler reaches GLib only when its trampoline takes what the signal
/// passes: GSettings' `changed` passes the key, and a handler written for a
/// signal without arguments read that key as its closure and crashed the game
/// when GNOME's style changed.
@MainActor
@Suite("Signal signatures checked at connection", .serialized)
struct SignalCheckTests {
    init() throws {
        try TestDisplay.ensure()
    }

    /// GNOME's interface settings, in memory (the test display's backend).
    static func interfaceSettings() -> GObjectRef {
        GObjectRef(taking: UnsafeMutableRawPointer(g_settings_new("org.gnome.desktop.interface")))
    }

    /// Runs `body` with mismatches collected instead of stopping the process; returns them.
    static func mismatches(_ body: () -> Void) -> [String] {
        let found = Mutex<[String]>([])
        SignalCheck.onMismatch { problem in found.withLock { $0.append(problem) } }
        defer { SignalCheck.onMismatch(nil) }
        body()
        return found.withLock { $0 }
    }

    @Test("Shapes as g_signal_query tells them: a key, flags, doubles, a gboolean result")
    func shapesFromGLib() {
        let settings = Self.interfaceSettings()
        #expect(SignalShape.of("changed::color-scheme", on: settings.raw) == SignalShape([.string]))
        // Each object is kept in a constant: a wrapper let go frees its widget.
        let button = Button(label: "x"), keys = KeyController(), click = GestureClick(), label = Label("x")
        #expect(SignalShape.of("clicked", on: button.raw) == SignalShape())
        #expect(SignalShape.of("key-pressed", on: keys.raw) == SignalShape([.uint, .uint, .uint], returns: .boolean))
        #expect(SignalShape.of("pressed", on: click.raw) == SignalShape([.int, .double, .double]))
        #expect(SignalShape.of("notify::label", on: label.raw) == SignalShape([.pointer]))
        #expect(SignalShape.of("no-such-signal", on: label.raw) == nil)
    }

    @Test("A void handler on GSettings' changed is refused and says why; a string handler gets the key")
    func voidHandlerOnChangedIsRefused() {
        let settings = Self.interfaceSettings()
        var voidCalls = 0
        var keys: [String] = []
        let problems = Self.mismatches {
            settings.connect("changed::color-scheme") { voidCalls += 1 }
            settings.connectString("changed::color-scheme") { keys.append($0) }
        }
        #expect(problems == ["\"changed::color-scheme\" on GSettings passes (string) -> void; its handler takes () -> void"])
        g_settings_set_enum(settings.raw.assumingMemoryBound(to: GSettings.self), "color-scheme", 1)
        g_settings_set_enum(settings.raw.assumingMemoryBound(to: GSettings.self), "color-scheme", 0)
        #expect(keys == ["color-scheme", "color-scheme"])
        #expect(voidCalls == 0)
    }

    @Test("Every wrong shape is named: arguments, their types, the result, and signals the type lacks")
    func everyKindOfMismatch() {
        let button = Button(label: "_Deal")
        let click = GestureClick()
        let keys = KeyController()
        let boxes = ClosureBoxes.liveCount
        let problems = Self.mismatches {
            button.connectDouble("clicked") { _ in }
            click.connectDoubles("pressed") { _, _ in }
            keys.connect("key-pressed") {}
            button.connectReturningBool("clicked") { true }
            button.connectString("clicked") { _ in }
            button.connect("no-such-signal") {}
        }
        #expect(problems == [
            "\"clicked\" on GtkButton passes () -> void; its handler takes (double) -> void",
            "\"pressed\" on GtkGestureClick passes (int, double, double) -> void; its handler takes (double, double) -> void",
            "\"key-pressed\" on GtkEventControllerKey passes (uint, uint, uint) -> gboolean; its handler takes () -> void",
            "\"clicked\" on GtkButton passes () -> void; its handler takes () -> gboolean",
            "\"clicked\" on GtkButton passes () -> void; its handler takes (string) -> void",
            "GtkButton has no signal \"no-such-signal\"",
        ])
        // None of them was connected: GLib holds no handler's closure.
        #expect(ClosureBoxes.liveCount == boxes)
    }
}
