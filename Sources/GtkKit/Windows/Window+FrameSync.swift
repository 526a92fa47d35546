import CGLib
import CGtk

extension Window {
    /// Turns off X11 frame synchronization for the realized window where no
    /// window manager supports it (`_NET_WM_FRAME_DRAWN`), so GDK would not
    /// use it anyway; returns whether it did. Elsewhere (Wayland, a window
    /// manager that synchronizes frames) nothing changes.
    ///
    /// GTK 4.8 asks at the end of every frame whether a window manager supports
    /// it, and when none does, asks the X server again each time: a round trip
    /// per frame, which waits for the server to finish copying the frame just
    /// sent before the next one can start (measured under Xvfb at 3840x2160).
    @discardableResult
    public func dropUnusedFrameSync() -> Bool {
        guard let surface = x11Surface, let display = gdk_surface_get_display(surface),
              Self.isInstance(display, of: gdk_x11_display_get_type()),
              gdk_x11_screen_supports_net_wm_hint(gdk_x11_display_get_screen(display), "_NET_WM_FRAME_DRAWN") == 0
        else { return false }
        gdk_x11_surface_set_frame_sync_enabled(surface, 0)
        return true
    }

    /// The realized window's GDK surface when it is an X11 one; nil before it
    /// is realized and on other backends (Wayland).
    var x11Surface: OpaquePointer? {
        guard let surface = gtk_native_get_surface(mtch_native(raw)),
              Self.isInstance(surface, of: gdk_x11_surface_get_type())
        else { return nil }
        return surface
    }

    private static func isInstance(_ object: OpaquePointer, of type: GType) -> Bool {
        g_type_check_instance_is_a(UnsafeMutableRawPointer(object).assumingMemoryBound(to: GTypeInstance.self), type) != 0
    }
}
