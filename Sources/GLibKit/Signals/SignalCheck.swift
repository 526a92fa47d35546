import CGLib
import Synchronization

/// Every signal connection goes through here: the trampoline's shape is
/// compared with the signal's before GLib is handed the callback.
///
/// A connection whose shapes differ is never made: a handler left out is a
/// missing feature, a handler called with the wrong arguments is a crash at
/// some later emission. Debug builds, and so every test, stop at once with
/// the signal, the type and both shapes; release builds log a critical (which
/// every end-to-end suite fails on) and go on without the handler.
package enum SignalCheck {
    private struct State {
        var connected: Set<Connection> = []
        var onMismatch: (@Sendable (String) -> Void)?
    }

    /// A signal connected on a type, as the app named it (`changed::color-scheme` on `GSettings`).
    package struct Connection: Hashable, Sendable {
        package let typeName: String
        package let signal: String
    }

    private static let state = Mutex(State())

    /// Connects `trampoline`, declared with `shape`, to `signal` on
    /// `instance`, with a retained box for `handler` released by GLib. Returns
    /// the handler id, or 0 when the shapes differ.
    package static func connect<Handler: Sendable, Trampoline>(
        _ instance: gpointer, _ signal: String, _ shape: SignalShape, _ handler: Handler, _ trampoline: Trampoline
    ) -> gulong {
        if let problem = mismatch(signal, on: instance, expecting: shape) {
            report(problem)
            return 0
        }
        #if DEBUG
        // Kept for the tests only: a name made and a set kept at every connection.
        let connection = Connection(typeName: SignalShape.typeName(of: instance), signal: signal)
        state.withLock { _ = $0.connected.insert(connection) }
        #endif
        return g_signal_connect_data(
            instance, signal, unsafeBitCast(trampoline, to: GCallback.self), ClosureBox(handler).retainedPointer(),
            ClosureBoxes.releaseNotify, GConnectFlags(rawValue: 0))
    }

    /// Why a handler of `shape` must not be connected to `signal` on `instance`, or nil when it may.
    package static func mismatch(_ signal: String, on instance: gpointer, expecting shape: SignalShape) -> String? {
        let actual = SignalShape.of(signal, on: instance)
        guard actual != shape else { return nil }
        let typeName = SignalShape.typeName(of: instance)
        guard let actual else { return "\(typeName) has no signal \"\(signal)\"" }
        return "\"\(signal)\" on \(typeName) passes \(actual); its handler takes \(shape)"
    }

    /// Every signal connected so far in this process, by type and name (debug builds).
    package static var connected: Set<Connection> { state.withLock { $0.connected } }

    /// Sends mismatches to `handler` instead of stopping (tests of the check
    /// itself); nil restores the default.
    package static func onMismatch(_ handler: (@Sendable (String) -> Void)?) {
        state.withLock { $0.onMismatch = handler }
    }

    private static func report(_ problem: String) {
        if let handler = state.withLock({ $0.onMismatch }) { return handler(problem) }
        #if DEBUG
        fatalError("Signal handler with the wrong C signature: \(problem)")
        #else
        matchismo_log_critical("Matchismo", "Signal handler with the wrong C signature, not connected: \(problem)")
        #endif
    }
}
