import CAdw
import GtkKit

/// An `AdwStatusPage`: an icon, a title, a description and a child such as a button.
@MainActor
public final class StatusPage: Widget {
    private var page: OpaquePointer { mtch_adw_status_page(raw) }

    public init(iconName: String? = nil) {
        super.init(sinking: adw_status_page_new())
        if let iconName { adw_status_page_set_icon_name(page, iconName) }
    }

    public var title: String {
        get { adw_status_page_get_title(page).map { String(cString: $0) } ?? "" }
        set { adw_status_page_set_title(page, newValue) }
    }

    public var pageDescription: String {
        get { adw_status_page_get_description(page).map { String(cString: $0) } ?? "" }
        set { adw_status_page_set_description(page, newValue) }
    }

    public func setChild(_ child: Widget) { adw_status_page_set_child(page, child.widget) }
}
