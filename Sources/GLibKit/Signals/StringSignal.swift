import CGLib

/// Connects Swift handlers to signals that pass one string, such as
/// `GSettings::changed` (the key) or `AdwAlertDialog::response` (the
/// response's id), through the checked connection every handler uses.
package enum StringSignal {
    package typealias Handler = @MainActor (String) -> Void

    /// `(string) -> void`.
    package static let shape = SignalShape([.string])

    /// Connects `handler` to `signal` on `instance`; returns the handler id (0 when the signal passes no string).
    @discardableResult
    package static func connect(_ instance: gpointer, _ signal: String, _ handler: @escaping Handler) -> gulong {
        SignalCheck.connect(instance, signal, shape, handler, trampoline)
    }

    /// `void handler (GObject *instance, const gchar *value, gpointer user_data)`, emitted on the main thread.
    private static let trampoline: @convention(c) (gpointer?, UnsafePointer<gchar>?, gpointer?) -> Void = { _, value, data in
        let text = value.map { String(cString: $0) } ?? ""
        let box = ClosureBox<Handler>.from(data)
        MainActor.assumeIsolated { box.handler(text) }
    }
}
