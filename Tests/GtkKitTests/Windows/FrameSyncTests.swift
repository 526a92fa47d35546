import GtkTestSupport
import CGtk
import GLibKit
import GtkKit
import Testing

/// Without a window manager that synchronizes frames (the tests' Xvfb has
/// none), a window drops X11 frame synchronization and still gets its frames.
@MainActor
@Suite("Frame sync without a window manager", .serialized)
struct FrameSyncTests {
    init() throws {
        try TestDisplay.ensure()
    }

    @Test("A shown window without a frame-syncing window manager drops frame sync and keeps ticking")
    func aShownWindowWithoutAFrameSyncingWindowManagerDropsItAndKeepsTicking() {
        let window = Window()
        defer { window.destroy() }
        #expect(!window.dropUnusedFrameSync(), "an unrealized window has no surface yet")
        window.present()
        MainLoop.drain()
        #expect(window.dropUnusedFrameSync())
        let ticks = Flag(0)
        window.addTick { _ in
            ticks.value += 1
            return ticks.value < 5
        }
        #expect(Pump.until(timeout: 3) { ticks.value == 5 }, "the frame clock must go on after frame sync is dropped")
    }
}
