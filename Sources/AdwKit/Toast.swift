import CAdw
import GtkKit

/// An `AdwToast`: a short message over the content, with an optional button that
/// activates an action (such as Undo), dismissed after a timeout.
@MainActor
public final class Toast: GObjectRef {
    private var toast: OpaquePointer { mtch_adw_toast(raw) }

    /// A toast saying `title`; with `button`, a button that activates the detailed `action`.
    public init(_ title: String, button: (label: String, action: String)? = nil, timeoutSeconds: Int = 5) {
        super.init(taking: UnsafeMutableRawPointer(adw_toast_new(title)))
        adw_toast_set_timeout(toast, guint(timeoutSeconds))
        if let button {
            adw_toast_set_button_label(toast, button.label)
            adw_toast_set_action_name(toast, button.action)
        }
    }
}

/// An `AdwToastOverlay`: shows toasts over its child, one at a time.
@MainActor
public final class ToastOverlay: Widget {
    private var overlay: OpaquePointer { mtch_adw_toast_overlay(raw) }

    public init(child: Widget) {
        super.init(sinking: adw_toast_overlay_new())
        adw_toast_overlay_set_child(overlay, child.widget)
    }

    /// Shows `toast`, replacing the one on show; the overlay keeps its own reference.
    public func show(_ toast: Toast) {
        adw_toast_overlay_add_toast(overlay, mtch_adw_toast(g_object_ref(toast.raw)))
    }
}
