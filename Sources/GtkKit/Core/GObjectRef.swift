import CGtk

/// A strong reference to a `GObject`, released when the Swift object goes away.
///
/// Floating references (new widgets, controllers) are sunk, so the Swift
/// wrapper owns one reference and GTK containers own their own. Wrappers are
/// main-actor bound: GTK is only used from the main thread.
@MainActor
open class GObjectRef {
    /// The wrapped `GObject *`.
    package let raw: gpointer

    /// Wraps `pointer`, sinking a floating reference or adding one.
    public init(sinking pointer: gpointer) {
        raw = pointer
        g_object_ref_sink(pointer)
    }

    /// Wraps an opaque C object pointer, sinking a floating reference or adding one.
    public init(sinking pointer: OpaquePointer?) {
        raw = UnsafeMutableRawPointer(pointer!)
        g_object_ref_sink(raw)
    }

    /// Wraps `pointer` whose (full) reference the caller hands over.
    public init(taking pointer: gpointer) {
        raw = pointer
    }

    isolated deinit {
        g_object_unref(raw)
    }

    /// Calls `handler` when `property` changes.
    @discardableResult
    public func onNotify(_ property: String, _ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connectPointer("notify::\(property)") { _ in handler() }
    }
}
