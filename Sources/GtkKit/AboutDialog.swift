import CGtk

/// A `GtkAboutDialog`.
@MainActor
public final class AboutDialog: Window {
    public struct Details {
        public var name: String
        public var version: String
        public var comments: String
        public var iconName: String
        public var website: String
        public var authors: [String]

        public init(name: String, version: String, comments: String, iconName: String, website: String, authors: [String]) {
            self.name = name
            self.version = version
            self.comments = comments
            self.iconName = iconName
            self.website = website
            self.authors = authors
        }
    }

    public init(_ details: Details) {
        super.init(sinking: UnsafeMutableRawPointer(gtk_about_dialog_new()!))
        let dialog = OpaquePointer(raw)
        gtk_about_dialog_set_program_name(dialog, details.name)
        gtk_about_dialog_set_version(dialog, details.version)
        gtk_about_dialog_set_comments(dialog, details.comments)
        gtk_about_dialog_set_logo_icon_name(dialog, details.iconName)
        gtk_about_dialog_set_website(dialog, details.website)
        gtk_about_dialog_set_license_type(dialog, GTK_LICENSE_GPL_3_0)
        withCStrings(details.authors) { list in
            gtk_about_dialog_set_authors(dialog, UnsafeMutableRawPointer(list).assumingMemoryBound(to: UnsafePointer<CChar>?.self))
        }
    }
}
