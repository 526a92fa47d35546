import CGtk

extension Window {
    /// Whether the window is on screen: mapped, and not minimized.
    public var isShown: Bool {
        guard gtk_widget_get_mapped(widget) != 0 else { return false }
        guard let surface = gtk_native_get_surface(mtch_native(raw)) else { return true }
        let state = gdk_toplevel_get_state(mtch_toplevel(UnsafeMutableRawPointer(surface)))
        return state.rawValue & GDK_TOPLEVEL_STATE_MINIMIZED.rawValue == 0
    }

    /// Whether the window has the keyboard focus of the desktop: the one the
    /// player is using.
    public var isActive: Bool { gtk_window_is_active(window) != 0 }

    /// Calls `handler` with `isShown` whenever the window is mapped, unmapped,
    /// minimized or restored (GTK 4.8 has no "suspended" property yet).
    public func onShownChange(_ handler: @escaping @MainActor (Bool) -> Void) {
        let watcher = SurfaceStateWatcher()
        let report: @MainActor @Sendable () -> Void = { [weak self] in handler(self?.isShown ?? false) }
        connect("map", report)
        connect("unmap", report)
        connect("realize") { [weak self] in
            guard let self, let surface = gtk_native_get_surface(mtch_native(self.raw)) else { return }
            watcher.watch(GObjectRef(sinking: UnsafeMutableRawPointer(surface)), report)
        }
        connect("unrealize") { watcher.stop() }
    }
}

/// Holds a reference to the window's surface while its state is watched.
@MainActor
private final class SurfaceStateWatcher: Sendable {
    private var surface: GObjectRef?
    private var connection: SignalConnection?

    func watch(_ surface: GObjectRef, _ report: @escaping @MainActor () -> Void) {
        stop()
        self.surface = surface
        connection = surface.onNotify("state", report)
    }

    func stop() {
        connection?.disconnect()
        connection = nil
        surface = nil
    }
}
