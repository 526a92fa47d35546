import CAdw
import GLibKit
import GtkKit

/// An `AdwToast`: a short message over the content, with an optional button that
/// activates an action (such as Undo), dismissed after a timeout.
@MainActor
public final class Toast: GObjectRef {
    private var toast: OpaquePointer { mtch_adw_toast(raw) }

    /// What a toast says and offers.
    struct Content {
        var title: String
        var button: (label: String, action: String)?
        var timeoutSeconds: Int
        var titleUnsaid: Bool
    }

    /// What this toast was made to say and offer.
    let content: Content

    /// A toast saying `title`; with `button`, a button that activates the detailed `action`.
    /// - Parameter titleUnsaid: the title is shown but left out of what screen
    ///   readers hear when the toast appears (libadwaita 1.7 has them say "A
    ///   toast appeared: title, has a button: label"), for a toast whose news
    ///   the app tells them itself: they hear "A toast appeared, has a button: label".
    public init(
        _ title: String, button: (label: String, action: String)? = nil, timeoutSeconds: Int = 5, titleUnsaid: Bool = false
    ) {
        content = Content(title: title, button: button, timeoutSeconds: timeoutSeconds, titleUnsaid: titleUnsaid)
        super.init(taking: UnsafeMutableRawPointer(adw_toast_new("")))
        show(content)
    }

    /// Says and offers `content`; a toast on show changes at once.
    func show(_ content: Content) {
        // A custom title leaves the toast's title empty, which is what libadwaita announces;
        // the label looks like the title label it replaces.
        adw_toast_set_title(toast, content.titleUnsaid ? "" : content.title)
        if content.titleUnsaid {
            let label = Label(content.title)
            label.setEllipsizeEnd()
            label.setXAlign(0)
            label.addCSSClass("heading")
            adw_toast_set_custom_title(toast, label.widget)
        } else {
            adw_toast_set_custom_title(toast, nil)
        }
        adw_toast_set_timeout(toast, guint(content.timeoutSeconds))
        adw_toast_set_button_label(toast, content.button?.label)
        // A detailed name ("app.set-variant::puzzle") carries its target.
        adw_toast_set_detailed_action_name(toast, content.button?.action)
    }

    /// Calls `handler` once the toast is dismissed: by its timeout, its button, Escape or its close button.
    func onDismissed(_ handler: @escaping @MainActor () -> Void) {
        connect("dismissed", handler)
    }
}

/// An `AdwToastOverlay`: shows toasts over its child, one at a time.
@MainActor
public final class ToastOverlay: Widget {
    private var overlay: OpaquePointer { mtch_adw_toast_overlay(raw) }
    /// The toast libadwaita 1.2 shows (or has yet to), until it is dismissed.
    private var onShow: Toast?
    /// The toast to show once the one dismissed has gone (libadwaita 1.2).
    private var waiting: Toast?
    /// The timeout that looks for that moment (it ends once the overlay has gone).
    private var waitSource: UInt32?

    /// Whether toasts go one at a time, each changing the one on show, as
    /// libadwaita before 1.3 needs: its overlay frees a toast that is hidden
    /// while the toast's entrance, which takes longer when it replaces another
    /// (500 ms, against 300 ms to hide), still runs, and the entrance's end then
    /// reads the freed toast (a crash the monkey found; fixed in libadwaita
    /// 1.3, commit 1674ebc9). With one toast at a time, and none shown while
    /// another still hides, every entrance takes the 300 ms a hide takes.
    /// Decided at run time: a Flatpak's runtime can be newer than the build.
    public static let showsOneAtATime = adw_get_major_version() == 1 && adw_get_minor_version() < 3

    public init(child: Widget) {
        super.init(sinking: adw_toast_overlay_new())
        adw_toast_overlay_set_child(overlay, child.widget)
    }

    /// Shows `toast`. libadwaita queues it behind the one on show; before 1.3,
    /// it takes the place of the one on show instead (which then says and
    /// offers what `toast` does, its timeout started again), or waits until
    /// a dismissed one has gone.
    public func show(_ toast: Toast) {
        guard Self.showsOneAtATime else { return add(toast) }
        if let onShow {
            onShow.show(toast.content)
            // Adding the toast on show again starts its timeout again.
            return add(onShow)
        }
        guard !hasToastWidgets else {
            waiting = toast
            waitSource = waitSource ?? MainLoop.timeout(milliseconds: 50) { [weak self] in self?.showWaiting() ?? false }
            return
        }
        // A toast shown now is newer than one still waiting, which goes.
        waiting = nil
        onShow = toast
        toast.onDismissed { [weak self, weak toast] in
            if let self, self.onShow === toast { self.onShow = nil }
        }
        add(toast)
    }

    /// Shows the waiting toast once no dismissed toast is left; true to try again.
    private func showWaiting() -> Bool {
        guard let toast = waiting else {
            waitSource = nil
            return false
        }
        guard !hasToastWidgets else { return true }
        waitSource = nil
        waiting = nil
        show(toast)
        return false
    }

    /// Whether a toast is on the overlay beside its child: shown, or still hiding.
    private var hasToastWidgets: Bool {
        gtk_widget_get_first_child(mtch_widget(raw)) != gtk_widget_get_last_child(mtch_widget(raw))
    }

    /// Hands `toast` to libadwaita, which keeps its own reference.
    private func add(_ toast: Toast) {
        adw_toast_overlay_add_toast(overlay, mtch_adw_toast(g_object_ref(toast.raw)))
    }
}
