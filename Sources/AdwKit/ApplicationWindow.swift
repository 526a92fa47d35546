import CAdw
import GtkKit

/// An `AdwApplicationWindow`: an application window that shows libadwaita's
/// dialogs inside itself (elsewhere an `AdwDialog` opens a window of its own)
/// and, with libadwaita 1.4 and later, lays out its bars in a toolbar view,
/// as the GNOME apps beside it do.
@MainActor
public final class AdwaitaApplicationWindow: Window {
    public override init(application: Application) {
        super.init(sinking: adw_application_window_new(application.application))
    }

    /// The whole window: `top` bars (the header bar first) over `content`. An
    /// `AdwToolbarView` where libadwaita is 1.4 or later, a vertical box before.
    public func setContent(top: [Widget], content: Widget) {
        #if ADWAITA_1_4
        let view = adw_toolbar_view_new()
        let toolbar = mtch_adw_toolbar_view(view)
        for bar in top { adw_toolbar_view_add_top_bar(toolbar, bar.widget) }
        adw_toolbar_view_set_content(toolbar, content.widget)
        adw_application_window_set_content(mtch_adw_application_window(raw), view)
        #else
        let box = Box(.vertical)
        for bar in top { box.append(bar) }
        box.append(content)
        adw_application_window_set_content(mtch_adw_application_window(raw), box.widget)
        #endif
    }
}
