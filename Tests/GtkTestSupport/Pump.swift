import CGtk
import Foundation
import GtkKit

/// Runs the GLib main loop from a test, on the main thread.
@MainActor
public enum Pump {
    /// Iterates the loop until `condition` holds or `timeout` seconds pass; returns the condition.
    @discardableResult
    public static func until(timeout: Double = 5, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() {
            if Date() >= deadline { return false }
            if g_main_context_iteration(nil, 0) == 0 { usleep(1_000) }
        }
        return true
    }

    /// Iterates the loop for `seconds`.
    public static func run(for seconds: Double) {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if g_main_context_iteration(nil, 0) == 0 { usleep(1_000) }
        }
    }
}
