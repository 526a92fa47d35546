import GtkTestSupport
import CGtk
import GLibKit
import GtkKit
import Testing

/// A window says when it goes off screen and comes back, so a game clock can stop while nobody sees it.
@MainActor
@Suite("A window shown and hidden", .serialized)
struct WindowShownTests {
    init() throws {
        try TestDisplay.ensure()
    }

    @Test("Showing and hiding a window are told")
    func showingAndHidingAreTold() {
        let window = Window()
        let seen = Flag<[Bool]>([])
        window.onShownChange { seen.value.append($0) }
        #expect(!window.isShown)
        window.present()
        MainLoop.drain()
        #expect(window.isShown)
        #expect(seen.value.last == true)
        window.isVisible = false
        MainLoop.drain()
        #expect(!window.isShown)
        #expect(seen.value.last == false)
        window.present()
        MainLoop.drain()
        #expect(seen.value.last == true)
        window.destroy()
        MainLoop.drain()
    }

    @Test("The shown handlers are released with the window")
    func theHandlersAreReleasedWithTheWindow() {
        let baseline = ClosureBoxes.liveCount
        var window: Window? = Window()
        window!.onShownChange { _ in }
        window!.present()
        MainLoop.drain()
        window!.destroy()
        window = nil
        MainLoop.drain()
        #expect(ClosureBoxes.liveCount == baseline)
    }
}
