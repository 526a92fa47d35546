import GLibKit
import GtkKit
import TableCore

/// Counts of drawing work, reported on standard error when the environment
/// variable `MATCHISMO_STATS` is set, so animation smoothness can be measured.
@MainActor
public enum RenderStats {
    public static let isEnabled = ProcessEnvironment.value("MATCHISMO_STATS") != nil

    /// How many times a card painter ran (cache misses).
    public private(set) static var painterCalls = 0
    /// Frame intervals of the last animation, in milliseconds.
    public private(set) static var lastAnimationFrames: [Double] = []

    private static var hasDrawnCard = false

    static func countPainterCall() { painterCalls += 1 }

    /// Reports, once, the wall-clock time the first card is drawn (the dealt
    /// table reaching the screen) as `first-frame <µs since the epoch>`, the
    /// line the start-up benchmark waits for.
    static func noteCardDrawn() {
        guard isEnabled, !hasDrawnCard else { return }
        hasDrawnCard = true
        StandardError.write("first-frame \(WallClock.microseconds)\n")
    }

    /// Reports, once, how long `window` took from being asked for to its
    /// first frame on screen, as `matchismo-stats: window-first-frame NAME
    /// <ms> ms` (the records benchmark waits for it). The frame is painted
    /// after the first tick, in the same pass of the frame clock; the idle
    /// after it runs once the paint is done.
    static func noteFirstFrame(of window: Widget, named name: String, askedAt start: Double) {
        guard isEnabled else { return }
        window.addTick { _ in
            MainLoop.idle {
                let ms = NumberText.fixed((MainLoop.now - start) * 1000, decimals: 1)
                StandardError.write("matchismo-stats: window-first-frame \(name) \(ms) ms\n")
            }
            return false
        }
    }

    /// Reports the renderer asked for, what the game set for GTK to read,
    /// the OpenGL and Vulkan drivers really mapped, and the renderer GTK made
    /// for the window, as `matchismo-stats: renderer cairo (why), set
    /// GSK_RENDERER=cairo GDK_DISABLE=gl,vulkan, no OpenGL or Vulkan driver
    /// mapped, window GskCairoRenderer`.
    static func noteRenderer(_ choice: RendererChoice, set applied: [String], drawnBy typeName: String?) {
        guard isEnabled else { return }
        let set = applied.isEmpty ? "set nothing" : "set \(applied.joined(separator: " "))"
        let drivers = GraphicsDrivers.summary(GraphicsDrivers.mappedNow())
        StandardError.write("matchismo-stats: renderer \(choice), \(set), \(drivers), window \(typeName ?? "not realized")\n")
    }

    static func recordAnimation(frames: [Double], painterCallsDuring: Int) {
        lastAnimationFrames = frames
        guard isEnabled, !frames.isEmpty else { return }
        let sorted = frames.sorted()
        let mean = frames.reduce(0, +) / Double(frames.count)
        let ms = { (value: Double) in NumberText.fixed(value, decimals: 2) + " ms" }
        let line = "matchismo-stats: animation frames \(frames.count), mean \(ms(mean)), "
            + "median \(ms(sorted[sorted.count / 2])), max \(ms(sorted.last!)), "
            + "painter calls \(painterCallsDuring) (total \(painterCalls))\n"
        StandardError.write(line)
    }
}
