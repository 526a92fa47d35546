import CAdw
import GtkKit

/// An `AdwHeaderBar`: a window's title bar with widgets at the start, the end and the title.
@MainActor
public final class AdwaitaHeaderBar: Widget {
    private var bar: OpaquePointer { mtch_adw_header_bar(raw) }

    public init() { super.init(sinking: adw_header_bar_new()) }

    public func packStart(_ child: Widget) { adw_header_bar_pack_start(bar, child.widget) }
    public func packEnd(_ child: Widget) { adw_header_bar_pack_end(bar, child.widget) }
    public func setTitleWidget(_ child: Widget) { adw_header_bar_set_title_widget(bar, child.widget) }

    /// The window buttons and where they go ("icon:minimize,maximize,close");
    /// nil follows the desktop's (`GtkSettingsRef.decorationLayout`).
    public var decorationLayout: String? {
        get { adw_header_bar_get_decoration_layout(bar).map { String(cString: $0) } }
        set { adw_header_bar_set_decoration_layout(bar, newValue) }
    }
}

/// An `AdwWindowTitle`: a title and a smaller subtitle, each ellipsized in a narrow header.
@MainActor
public final class WindowTitle: Widget {
    private var title: OpaquePointer { mtch_adw_window_title(raw) }

    public init(title: String, subtitle: String = "") {
        super.init(sinking: adw_window_title_new(title, subtitle))
    }

    public var titleText: String {
        get { String(cString: adw_window_title_get_title(title)) }
        set { adw_window_title_set_title(title, newValue) }
    }

    /// The smaller line under the title (empty hides it).
    public var subtitleText: String {
        get { String(cString: adw_window_title_get_subtitle(title)) }
        set { adw_window_title_set_subtitle(title, newValue) }
    }
}
