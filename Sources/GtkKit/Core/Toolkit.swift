import CGtk

/// The GTK library this process runs with, which can be newer than the
/// headers it was built against (a Flatpak runtime, a distribution upgrade).
public enum Toolkit {
    /// The running GTK's minor version: 8 for GTK 4.8, 18 for GTK 4.18.
    public static var minorVersion: Int { Int(gtk_get_minor_version()) }
}
