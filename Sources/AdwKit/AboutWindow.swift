import CAdw
import GtkKit

/// An `AdwAboutWindow`: the application's name, icon, version, credits and licence.
@MainActor
public final class AboutWindow: Window {
    public struct Details {
        public var name: String
        public var iconName: String
        public var version: String
        public var developerName: String
        public var comments: String
        public var website: String
        public var issueURL: String
        public var developers: [String]

        public init(name: String, iconName: String, version: String, developerName: String, comments: String,
                    website: String, issueURL: String, developers: [String]) {
            self.name = name
            self.iconName = iconName
            self.version = version
            self.developerName = developerName
            self.comments = comments
            self.website = website
            self.issueURL = issueURL
            self.developers = developers
        }
    }

    public init(_ details: Details) {
        super.init(sinking: adw_about_window_new())
        let about = mtch_adw_about_window(raw)
        adw_about_window_set_application_name(about, details.name)
        adw_about_window_set_application_icon(about, details.iconName)
        adw_about_window_set_version(about, details.version)
        adw_about_window_set_developer_name(about, details.developerName)
        adw_about_window_set_comments(about, details.comments)
        adw_about_window_set_website(about, details.website)
        adw_about_window_set_issue_url(about, details.issueURL)
        adw_about_window_set_license_type(about, GTK_LICENSE_GPL_3_0)
        withCStrings(details.developers) { list in
            adw_about_window_set_developers(about, UnsafeMutableRawPointer(list).assumingMemoryBound(to: UnsafePointer<CChar>?.self))
        }
    }
}
