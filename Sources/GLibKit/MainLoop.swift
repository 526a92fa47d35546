import CGLib

/// Scheduling work on the GLib main loop, where GTK runs.
///
/// Use these instead of Swift tasks for anything that touches GTK.
@MainActor
public enum MainLoop {
    /// Runs `work` once when the loop is idle. Returns the source id.
    @discardableResult
    public static func idle(_ work: @escaping @MainActor () -> Void) -> UInt32 {
        let repeating: SourceHandler = { work(); return false }
        return g_idle_add_full(
            G_PRIORITY_DEFAULT_IDLE, sourceTrampoline, ClosureBox(repeating).retainedPointer(),
            ClosureBoxes.releaseDestroy)
    }

    /// Calls `work` every `milliseconds` while it returns true. Returns the source id.
    @discardableResult
    public static func timeout(milliseconds: Int, _ work: @escaping @MainActor () -> Bool) -> UInt32 {
        g_timeout_add_full(
            G_PRIORITY_DEFAULT, guint(milliseconds), sourceTrampoline, ClosureBox(work as SourceHandler).retainedPointer(),
            ClosureBoxes.releaseDestroy)
    }

    /// Removes a source before it runs again; its closure is released.
    public static func cancel(_ sourceID: UInt32) {
        g_source_remove(sourceID)
    }

    /// The monotonic clock of frame times, in seconds.
    public static var now: Double { Double(g_get_monotonic_time()) / 1_000_000 }

    /// Runs pending events without blocking; for tests.
    public static func drain(maxIterations: Int = 10_000) {
        var count = 0
        while g_main_context_iteration(nil, 0) != 0, count < maxIterations { count += 1 }
    }
}

package typealias SourceHandler = @MainActor () -> Bool
private let sourceTrampoline: GSourceFunc = { data in
    let box = ClosureBox<SourceHandler>.from(data)
    return MainActor.assumeIsolated { box.handler() ? 1 : 0 }
}
