import CGLib
import Synchronization

/// Keeps a Swift closure alive while C holds a pointer to it.
///
/// A box is handed to C retained (`passRetained`) together with
/// `ClosureBox.releaseNotify` (or `releaseDestroy`), and released exactly once
/// when GLib calls that notify: on disconnect, on source removal or when the
/// object is finalised. Trampolines only borrow it (`takeUnretainedValue`).
/// `ClosureBox.liveCount` counts the boxes alive, so tests can prove release.
package final class ClosureBox<Handler: Sendable>: Sendable {
    package let handler: Handler

    package init(_ handler: Handler) {
        self.handler = handler
        ClosureBoxes.live.add(1, ordering: .relaxed)
    }

    deinit {
        ClosureBoxes.live.subtract(1, ordering: .relaxed)
    }

    /// A retained pointer for C's `user_data`; balanced by one of the notifies.
    package func retainedPointer() -> gpointer {
        Unmanaged.passRetained(self).toOpaque()
    }

    /// Borrows the box behind `data` without changing its retain count.
    package static func from(_ data: gpointer?) -> ClosureBox<Handler> {
        Unmanaged<ClosureBox<Handler>>.fromOpaque(data!).takeUnretainedValue()
    }
}

/// The count of closure boxes alive, and the notifies that release them.
public enum ClosureBoxes {
    fileprivate static let live = Atomic<Int>(0)

    /// How many closures handed to C are alive now.
    public static var liveCount: Int { live.load(ordering: .relaxed) }

    /// A `GClosureNotify` for `g_signal_connect_data`.
    package static let releaseNotify: GClosureNotify = { data, _ in
        guard let data else { return }
        Unmanaged<AnyObject>.fromOpaque(data).release()
    }

    /// A `GDestroyNotify` for sources, draw functions and tick callbacks.
    package static let releaseDestroy: GDestroyNotify = { data in
        guard let data else { return }
        Unmanaged<AnyObject>.fromOpaque(data).release()
    }
}
