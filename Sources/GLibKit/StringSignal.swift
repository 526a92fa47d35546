import CGLib

/// Connects Swift handlers to GObject signals that pass one string, such as
/// `GSettings::changed`, with the same ownership rule as every closure handed
/// to C: one retained `ClosureBox`, released by the signal's destroy notify.
package enum StringSignal {
    package typealias Handler = @MainActor (String) -> Void

    /// Connects `handler` to `signal` on `instance`; returns the handler id.
    @discardableResult
    package static func connect(_ instance: gpointer, _ signal: String, _ handler: @escaping Handler) -> gulong {
        g_signal_connect_data(
            instance, signal, unsafeBitCast(trampoline, to: GCallback.self), ClosureBox(handler).retainedPointer(),
            ClosureBoxes.releaseNotify, GConnectFlags(rawValue: 0))
    }

    /// `void handler (GObject *instance, const gchar *value, gpointer user_data)`, emitted on the main thread.
    private static let trampoline: @convention(c) (gpointer?, UnsafePointer<gchar>?, gpointer?) -> Void = { _, value, data in
        guard let value else { return }
        let text = String(cString: value)
        let box = ClosureBox<Handler>.from(data)
        MainActor.assumeIsolated { box.handler(text) }
    }
}
