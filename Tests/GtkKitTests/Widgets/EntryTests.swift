import GtkTestSupport
import CGtk
import GLibKit
import GtkKit
import Testing

/// `Entry`: its text, its signals with their arguments, and its closures,
/// released once with the widget.
@MainActor
@Suite("The text entry", .serialized)
struct EntryTests {
    init() throws {
        try TestDisplay.ensure()
        Pump.run(for: 0.5)
    }

    @Test("An entry's changes and Enter reach their handlers, and the closures go with the widget")
    func changesAndEnterReachTheHandlersAndTheClosuresGoWithTheWidget() {
        let baseline = ClosureBoxes.liveCount
        var entry: Entry? = Entry(accessibleLabel: "Deal number")
        var changes: [String] = []
        var activated = 0
        entry!.onChanged { changes.append($0) }
        entry!.onActivate { activated += 1 }
        #expect(ClosureBoxes.liveCount == baseline + 2)
        entry!.text = "abc"
        entry!.text = "4242"
        #expect(entry!.text == "4242")
        #expect(changes.last == "4242" && changes.contains("abc"))
        entry!.placeholder = "12345"
        #expect(entry!.placeholder == "12345")
        #expect(!entry!.activatesDefault)
        entry!.activatesDefault = true
        #expect(entry!.activatesDefault)
        mtch_emit_none(entry!.raw, "activate")
        #expect(activated == 1)
        entry = nil
        MainLoop.drain()
        #expect(ClosureBoxes.liveCount == baseline)
    }
}
