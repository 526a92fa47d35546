import CGLib

/// The names in a directory, through GLib's `GDir`.
public enum DirectoryListing {
    /// The names of the entries in `path`, without `.` and `..`, in no set
    /// order; nil when it cannot be opened (missing, not a directory, not allowed).
    public static func names(in path: String) -> [String]? {
        guard let directory = g_dir_open(path, 0, nil) else { return nil }
        defer { g_dir_close(directory) }
        var names: [String] = []
        while let name = g_dir_read_name(directory) {
            names.append(String(cString: name))
        }
        return names
    }

    /// Whether `path` is a directory (following links).
    public static func isDirectory(_ path: String) -> Bool {
        g_file_test(path, G_FILE_TEST_IS_DIR) != 0
    }
}
