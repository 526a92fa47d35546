import Foundation

/// A command-line tool the packaging tests need, with the Debian package that provides it.
///
/// A missing tool is an error, never a skip: the README's test command installs them all.
/// `ToolPackageTests` checks every case against `dpkg -S` and the package list in `dev`.
enum HostTool: String, CaseIterable, Sendable {
    case desktopFileValidate = "desktop-file-validate"
    case appstreamcli
    case glibCompileSchemas = "glib-compile-schemas"
    case gsettings
    case flatpakBuilder = "flatpak-builder"
    case rsvgConvert = "rsvg-convert"
    case ldd
    case meson
    case ninja
    case flock
    case gtkUpdateIconCache = "gtk4-update-icon-cache"
    case updateDesktopDatabase = "update-desktop-database"
    case xgettext
    case msgfmt
    case yelpCheck = "yelp-check"
    case itstool
    case convert

    /// The program's name, looked up on `PATH`.
    var name: String { rawValue }

    /// The package to name when the tool is missing.
    var debianPackage: String {
        switch self {
        case .desktopFileValidate, .updateDesktopDatabase: "desktop-file-utils"
        case .appstreamcli: "appstream"
        case .glibCompileSchemas, .gsettings: "libglib2.0-bin"
        case .flatpakBuilder: "flatpak-builder"
        case .rsvgConvert: "librsvg2-bin"
        case .ldd: "libc-bin"
        case .meson: "meson"
        case .ninja: "ninja-build"
        case .flock: "util-linux"
        case .gtkUpdateIconCache: "libgtk-4-bin"
        case .xgettext, .msgfmt: "gettext"
        case .yelpCheck: "yelp-tools"
        case .itstool: "itstool"
        case .convert: "imagemagick"
        }
    }

    /// Every package that provides the tool on a Debian release the project
    /// builds on: Debian 13 moved `gtk4-update-icon-cache` out of
    /// `libgtk-4-bin` (GTK 4.18.6+ds-2) into `gtk-update-icon-cache`, which
    /// `libgtk-4-bin` depends on there. ImageMagick's programs are in its
    /// versioned package, which `imagemagick` depends on (6 on Debian 12, 7 on 13).
    var debianPackages: [String] {
        switch self {
        case .gtkUpdateIconCache: [debianPackage, "gtk-update-icon-cache"]
        case .convert: [debianPackage, "imagemagick-6.q16", "imagemagick-7.q16"]
        default: [debianPackage]
        }
    }

    /// The absolute path of the tool on `PATH`.
    func path() throws -> String {
        let searchPath = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let directories = searchPath.split(separator: ":").map(String.init) + ["/usr/local/bin", "/usr/bin", "/bin"]
        for directory in directories {
            let candidate = directory + "/" + name
            if FileManager.default.isExecutableFile(atPath: candidate) {
                return candidate
            }
        }
        throw PackagingTestError.toolNotFound(name: name, debianPackage: debianPackage)
    }

    /// Runs the tool to completion and captures its output.
    func run(
        _ arguments: [String],
        in directory: URL = RepositoryLayout.root,
        environment: [String: String] = [:],
        timeout: TimeInterval = 120
    ) async throws -> ToolOutput {
        try await ToolOutput.capture(
            executable: path(), arguments: arguments, in: directory, environment: environment, timeout: timeout
        )
    }
}
