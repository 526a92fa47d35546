#if ADWAITA_1_5
import CAdw
import GtkKit

/// An `AdwDialog` (libadwaita 1.5): a view inside its parent window, a
/// floating box over a wide one and a bottom sheet on a narrow one, closed
/// with Escape or its close button, as every GNOME app's dialogs are now.
/// AdwKit's dialogs build on it where libadwaita has it and on windows of
/// their own before (the `#else` paths).
@MainActor
open class Dialog: Widget, Presentable {
    var dialog: UnsafeMutablePointer<AdwDialog> { mtch_adw_dialog(raw) }

    public var title: String {
        get { String(cString: adw_dialog_get_title(dialog)) }
        set { adw_dialog_set_title(dialog, newValue) }
    }

    /// The size it asks for where the window leaves room (a window's default size).
    public func setDefaultSize(width: Int, height: Int) {
        adw_dialog_set_content_width(dialog, Int32(width))
        adw_dialog_set_content_height(dialog, Int32(height))
    }

    public func present(over parent: Window) {
        adw_dialog_present(dialog, parent.widget)
    }

    public func close() {
        _ = adw_dialog_close(dialog)
    }

    public func onClosed(_ handler: @escaping @MainActor () -> Void) {
        connect("closed", handler)
    }
}
#endif
