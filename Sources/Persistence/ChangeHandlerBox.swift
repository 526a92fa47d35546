import CGtk
import Synchronization

/// Keeps the Swift handler of a GSettings `changed` connection alive while C holds it.
///
/// Handed to `g_signal_connect_data` retained (`passRetained`) with
/// `releaseNotify`, and released exactly once when GLib calls that notify (on
/// disconnect or when the `GSettings` is finalised). The trampoline only
/// borrows it. `liveCount` lets tests prove the release.
final class ChangeHandlerBox: Sendable {
    private static let live = Atomic<Int>(0)

    /// How many boxes are alive now.
    static var liveCount: Int { live.load(ordering: .relaxed) }

    let handler: @MainActor @Sendable (String) -> Void

    init(_ handler: @escaping @MainActor @Sendable (String) -> Void) {
        self.handler = handler
        Self.live.add(1, ordering: .relaxed)
    }

    deinit {
        Self.live.subtract(1, ordering: .relaxed)
    }

    /// Connects `handler` to `changed` on `settings`, handing C one retained reference.
    static func connect(to settings: UnsafeMutablePointer<GSettings>, _ handler: @escaping @MainActor @Sendable (String) -> Void) -> gulong {
        let box = Unmanaged.passRetained(ChangeHandlerBox(handler)).toOpaque()
        return g_signal_connect_data(
            settings, "changed", unsafeBitCast(changedTrampoline, to: GCallback.self), box, releaseNotify,
            GConnectFlags(rawValue: 0))
    }

    /// Releases the box once, when GLib drops the handler.
    private static let releaseNotify: GClosureNotify = { data, _ in
        guard let data else { return }
        Unmanaged<ChangeHandlerBox>.fromOpaque(data).release()
    }
}

/// `void changed (GSettings *settings, gchar *key, gpointer user_data)`; GSettings
/// emits it on the thread of the main context it was created on, the main thread.
private let changedTrampoline: @convention(c) (gpointer?, UnsafePointer<gchar>?, gpointer?) -> Void = { _, key, data in
    guard let key, let data else { return }
    let name = String(cString: key)
    let box = Unmanaged<ChangeHandlerBox>.fromOpaque(data).takeUnretainedValue()
    MainActor.assumeIsolated { box.handler(name) }
}
