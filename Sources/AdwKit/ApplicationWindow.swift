import CAdw
import GtkKit

/// The game's application window, as the GNOME apps beside it have theirs:
/// with libadwaita 1.5 and later an `AdwApplicationWindow`, which shows
/// libadwaita's dialogs inside itself (elsewhere an `AdwDialog` opens a window
/// of its own), with its bars in a 1.4 `AdwToolbarView`; before, a
/// `GtkApplicationWindow` with the header bar as its title bar, whose dialogs
/// are windows of their own.
@MainActor
public final class AdwaitaApplicationWindow: Window {
    public override init(application: Application) {
        #if ADWAITA_1_5
        super.init(sinking: adw_application_window_new(application.application))
        #else
        super.init(sinking: gtk_application_window_new(application.application))
        #endif
    }

    /// The whole window: `top` bars (the header bar first) over `content`.
    public func setContent(top: [Widget], content: Widget) {
        #if ADWAITA_1_5
        let view = adw_toolbar_view_new()
        let toolbar = mtch_adw_toolbar_view(view)
        for bar in top { adw_toolbar_view_add_top_bar(toolbar, bar.widget) }
        adw_toolbar_view_set_content(toolbar, content.widget)
        adw_application_window_set_content(mtch_adw_application_window(raw), view)
        #else
        // The header is the title bar, as GTK 4.8 apps have it: its buttons
        // come after the content in the keyboard's Tab order.
        guard let header = top.first else { return setChild(content) }
        setTitlebar(header)
        let box = Box(.vertical)
        for bar in top.dropFirst() { box.append(bar) }
        box.append(content)
        setChild(box)
        #endif
    }
}
