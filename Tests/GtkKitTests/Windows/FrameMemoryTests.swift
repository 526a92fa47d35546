import GtkTestSupport
import CGtk
import GLibKit
import GtkKit
import Testing

/// A large window on X11 and the Cairo renderer keeps the shared memory its
/// frames are drawn into while it is shown and active (without it, the first
/// frame after idle paid for a fresh pool), and gives it back when it is
/// hidden or another window becomes active.
@MainActor
@Suite("The frame memory of a large window", .serialized)
struct FrameMemoryTests {
    init() throws {
        try TestDisplay.ensure()
    }

    /// Frames of 4.8 MB (the test display is 1280x1024).
    static let width = 1200, height = 1000
    static let frameBytes = width * height * 4

    /// How many System V shared-memory segments that can hold a whole frame of
    /// the window this process has attached (cairo-xlib's pools).
    static func framePools() throws -> Int {
        let maps = try String(contentsOfFile: "/proc/self/maps", encoding: .utf8)
        return maps.split(separator: "\n").filter { line in
            guard line.hasSuffix("(deleted)"), line.contains("/SYSV") else { return false }
            let range = line.prefix { $0 != " " }.split(separator: "-").compactMap { UInt($0, radix: 16) }
            return range.count == 2 && range[1] - range[0] >= UInt(frameBytes)
        }.count
    }

    /// Draws `frames` frames of the whole window, then lets it go idle.
    static func drawFrames(_ window: Window, frames: Int = 3) {
        let drawn = Flag(0)
        window.addTick { _ in
            window.queueDraw()
            drawn.value += 1
            return drawn.value < frames
        }
        _ = Pump.until(timeout: 5) { drawn.value == frames }
        Pump.run(for: 0.3)
    }

    @Test("A large window in use keeps one pool for its frames, and gives it back when hidden or inactive")
    func aLargeWindowInUseKeepsOnePoolForItsFramesAndGivesItBackWhenHiddenOrInactive() throws {
        let window = Window()
        defer { window.destroy() }
        window.setDefaultSize(width: Self.width, height: Self.height)
        #expect(!window.keepFrameMemory(minimumBytes: 1 << 20, idleMilliseconds: 100), "an unrealized window has no surface yet")
        window.present()
        #expect(Pump.until(timeout: 3) { window.isActive }, "without a window manager, GDK gives a presented window the focus")
        Self.drawFrames(window)
        // Without a keeper, cairo gives the pool back once the window is idle.
        #expect(Pump.until(timeout: 3) { (try? Self.framePools()) == 0 }, "cairo-xlib kept its pool after the frames")

        #expect(window.keepFrameMemory(minimumBytes: 1 << 20, idleMilliseconds: 100))
        Self.drawFrames(window)
        #expect(try Self.framePools() == 1, "idle, the shown window keeps the one pool its frames used")
        Self.drawFrames(window)
        #expect(try Self.framePools() == 1, "later frames reuse the kept pool")

        window.isVisible = false
        #expect(Pump.until(timeout: 3) { (try? Self.framePools()) == 0 }, "a hidden window gives the pool back")
        // Shown again as a player brings a window back: presented, which gives
        // it the focus (GTK 4.18 leaves focusing a merely re-mapped window to
        // a window manager, and the test display has none).
        window.present()
        Self.drawFrames(window)
        #expect(Pump.until(timeout: 3) { window.isActive })
        #expect(try Self.framePools() == 1, "shown again, it keeps a pool again")

        // Another window takes the focus: the first one is no longer in use.
        let other = Window()
        defer { other.destroy() }
        other.setDefaultSize(width: 200, height: 100)
        other.present()
        #expect(Pump.until(timeout: 3) { other.isActive && !window.isActive }, "the small window takes the focus")
        #expect(Pump.until(timeout: 3) { (try? Self.framePools()) == 0 }, "an inactive window gives the pool back")
        window.present()
        #expect(Pump.until(timeout: 3) { window.isActive })
        Self.drawFrames(window)
        #expect(try Self.framePools() == 1, "active again, it keeps a pool again")
    }

    @Test("A window whose frames are below the threshold keeps no pool")
    func aWindowBelowTheThresholdKeepsNothing() throws {
        let window = Window()
        defer { window.destroy() }
        window.setDefaultSize(width: Self.width, height: Self.height)
        window.present()
        MainLoop.drain()
        #expect(window.keepFrameMemory(minimumBytes: Self.width * Self.height * 4 + 1, idleMilliseconds: 100))
        Self.drawFrames(window)
        #expect(Pump.until(timeout: 3) { (try? Self.framePools()) == 0 }, "frames below the threshold keep no pool")
    }
}
