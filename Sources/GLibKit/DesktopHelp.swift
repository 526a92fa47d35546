import CGLib

/// What the desktop offers for an application's help: a viewer for `help:`
/// URIs (Yelp) and the application's installed Mallard pages, as GIO and the
/// XDG data folders show them to this process (a sandbox sees only its own).
public enum DesktopHelp {
    /// Whether an application is set to open `scheme:` URIs, from the desktop
    /// files and mimeapps.list (`g_app_info_get_default_for_uri_scheme`).
    public static func hasHandler(forScheme scheme: String) -> Bool {
        guard let handler = g_app_info_get_default_for_uri_scheme(scheme) else { return false }
        g_object_unref(UnsafeMutableRawPointer(handler))
        return true
    }

    /// Whether the pages of `help:id` are installed, in English at least: the
    /// `help/C/id/index.page` a help viewer starts from, in the user's or one
    /// of the system's data folders. A game run from its build folder has none.
    public static func hasPages(id: String) -> Bool {
        var folders = [String(cString: g_get_user_data_dir())]
        if let system = g_get_system_data_dirs() {
            var index = 0
            while let folder = system[index] {
                folders.append(String(cString: folder))
                index += 1
            }
        }
        return folders.contains { g_file_test($0 + "/help/C/\(id)/index.page", G_FILE_TEST_IS_REGULAR) != 0 }
    }
}
