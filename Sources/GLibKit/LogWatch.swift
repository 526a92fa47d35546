import CGLib
import Synchronization

/// Catches messages that a library reports only in GLib's log, such as
/// dconf's "failed to commit changes to dconf: …" when a setting could not
/// be written: the library then quietly takes the value back, and its
/// warning is the one sign. A watched message is kept for the caller to
/// read (`messages(since:)`) instead of being printed; every other message
/// goes to GLib's default writer as before.
///
/// GLib allows one log writer per process, so the writer is installed once,
/// on the first `watch`. It may run on any thread (dconf reports from its
/// D-Bus worker), hence the lock.
public enum LogWatch {
    private struct State {
        var watched: [(domain: String, prefix: String)] = []
        var seen: [String] = []
        var installed = false
    }

    private static let state = Mutex(State())

    /// Keeps messages of `domain` that start with `prefix` from now on.
    public static func watch(domain: String, prefix: String) {
        let install = state.withLock { state in
            if !state.watched.contains(where: { $0 == (domain, prefix) }) { state.watched.append((domain, prefix)) }
            defer { state.installed = true }
            return !state.installed
        }
        if install { g_log_set_writer_func(writer, nil, nil) }
    }

    /// Called on the main thread after a watched message is caught (on
    /// whatever thread it was logged).
    @MainActor public static var onCaught: [@MainActor () -> Void] = []

    /// How many watched messages have been caught so far.
    public static var count: Int { state.withLock { $0.seen.count } }

    /// The watched messages caught after the first `count`, oldest first.
    public static func messages(since count: Int) -> [String] {
        state.withLock { Array($0.seen.dropFirst(count)) }
    }

    /// Keeps `message` when a watch asks for it; true when kept.
    private static func keep(domain: String, message: String) -> Bool {
        state.withLock { state in
            guard state.watched.contains(where: { $0.domain == domain && message.hasPrefix($0.prefix) }) else { return false }
            state.seen.append(message)
            return true
        }
    }

    private static let writer: GLogWriterFunc = { level, fields, count, data in
        var domain = "", message = ""
        for index in 0..<Int(count) {
            let field = fields![index]
            guard let key = field.key, let value = field.value else { continue }
            let text = field.length < 0
                ? String(cString: value.assumingMemoryBound(to: CChar.self))
                : String(decoding: UnsafeRawBufferPointer(start: value, count: Int(field.length)), as: UTF8.self)
            switch String(cString: key) {
            case "GLIB_DOMAIN": domain = text
            case "MESSAGE": message = text
            default: break
            }
        }
        if LogWatch.keep(domain: domain, message: message) {
            g_idle_add(caught, nil)
            return G_LOG_WRITER_HANDLED
        }
        return g_log_writer_default(level, fields, count, data)
    }

    /// Tells `onCaught`, from the main loop.
    private static let caught: GSourceFunc = { _ in
        MainActor.assumeIsolated { LogWatch.onCaught.forEach { $0() } }
        return 0  // G_SOURCE_REMOVE
    }
}
