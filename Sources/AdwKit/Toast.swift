import CAdw
import GtkKit

/// An `AdwToast`: a short message over the content, with an optional button that
/// activates an action (such as Undo), dismissed after a timeout.
@MainActor
public final class Toast: GObjectRef {
    private var toast: OpaquePointer { mtch_adw_toast(raw) }

    /// A toast saying `title`; with `button`, a button that activates the detailed `action`.
    /// - Parameter titleUnsaid: the title is shown but left out of what screen
    ///   readers hear when the toast appears (libadwaita 1.7 has them say "A
    ///   toast appeared: title, has a button: label"), for a toast whose news
    ///   the app tells them itself: they hear "A toast appeared, has a button: label".
    public init(
        _ title: String, button: (label: String, action: String)? = nil, timeoutSeconds: Int = 5, titleUnsaid: Bool = false
    ) {
        super.init(taking: UnsafeMutableRawPointer(adw_toast_new(titleUnsaid ? "" : title)))
        if titleUnsaid {
            // A custom title leaves the toast's title empty, which is what libadwaita announces;
            // the label looks like the title label it replaces.
            let label = Label(title)
            label.setEllipsizeEnd()
            label.setXAlign(0)
            label.addCSSClass("heading")
            adw_toast_set_custom_title(toast, label.widget)
        }
        adw_toast_set_timeout(toast, guint(timeoutSeconds))
        if let button {
            adw_toast_set_button_label(toast, button.label)
            // A detailed name ("app.set-variant::puzzle") carries its target.
            adw_toast_set_detailed_action_name(toast, button.action)
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
