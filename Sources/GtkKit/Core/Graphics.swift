import CGLib
import CGtk

/// What the display's graphics stack offers, for choosing how frames are drawn.
@MainActor
public enum Graphics {
    /// The OpenGL renderer of the default display, as the driver names it
    /// ("llvmpipe (LLVM 15.0.6, 256 bits)", "Mesa Intel(R) UHD Graphics 620"),
    /// from a GL context made for the question and released again; nil when
    /// there is no display or it cannot make a GL context current.
    public static func openGLRendererName() -> String? {
        guard let display = gdk_display_get_default() else { return nil }
        var error: UnsafeMutablePointer<GError>?
        guard let context = gdk_display_create_gl_context(display, &error) else {
            g_clear_error(&error)
            return nil
        }
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        guard gdk_gl_context_realize(context, &error) != 0 else {
            g_clear_error(&error)
            return nil
        }
        gdk_gl_context_make_current(context)
        defer { gdk_gl_context_clear_current() }
        return mtch_gl_renderer().map { String(cString: $0) }
    }
}

extension Window {
    /// The type of the GSK renderer that draws this window ("GskCairoRenderer",
    /// "GskGLRenderer"), once it is realized.
    public var rendererTypeName: String? {
        guard let renderer = gtk_native_get_renderer(OpaquePointer(raw)) else { return nil }
        return String(cString: g_type_name_from_instance(UnsafeMutableRawPointer(renderer).assumingMemoryBound(to: GTypeInstance.self)))
    }
}
