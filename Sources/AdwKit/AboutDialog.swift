import CAdw
import GtkKit

/// The application's name, icon, version, credits and licence: an
/// `AdwAboutDialog` where libadwaita is 1.5 or later, an `AdwAboutWindow` before.
#if ADWAITA_1_5
@MainActor
public final class AboutDialog: Dialog {
    public init(_ details: AboutDetails) {
        super.init(sinking: mtch_adw_about_new())
        details.apply(to: self)
    }
}
#else
@MainActor
public final class AboutDialog: Window {
    public init(_ details: AboutDetails) {
        super.init(sinking: mtch_adw_about_new())
        details.apply(to: self)
    }

    /// The about window is modal over its parent, as the dialog is.
    public override func present(over parent: Window) {
        setModal(true)
        super.present(over: parent)
    }
}
#endif

/// What the about dialog shows.
public struct AboutDetails: Sendable {
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

extension AboutDetails {
    /// Sets the properties the about dialog and the about window share.
    @MainActor
    func apply(to about: AboutDialog) {
        for (property, value) in [
            ("application-name", name), ("application-icon", iconName), ("version", version),
            ("developer-name", developerName), ("comments", comments), ("website", website), ("issue-url", issueURL),
        ] {
            mtch_object_set_pointer(about.raw, property, value)
        }
        mtch_object_set_int(about.raw, "license-type", Int32(GTK_LICENSE_GPL_3_0.rawValue))
        withCStrings(developers) { list in mtch_object_set_pointer(about.raw, "developers", list) }
    }
}
