import Foundation

/// A command-line tool the packaging tests need, with the Debian package that provides it.
///
/// A missing tool is an error, never a skip: the README's test command installs them all.
struct HostTool: Sendable {
    let name: String
    let debianPackage: String

    static let desktopFileValidate = HostTool(name: "desktop-file-validate", debianPackage: "desktop-file-utils")
    static let appstreamcli = HostTool(name: "appstreamcli", debianPackage: "appstream")
    static let glibCompileSchemas = HostTool(name: "glib-compile-schemas", debianPackage: "libglib2.0-bin")
    static let gsettings = HostTool(name: "gsettings", debianPackage: "libglib2.0-bin")
    static let flatpakBuilder = HostTool(name: "flatpak-builder", debianPackage: "flatpak-builder")
    static let rsvgConvert = HostTool(name: "rsvg-convert", debianPackage: "librsvg2-bin")
    static let ldd = HostTool(name: "ldd", debianPackage: "libc-bin")
    static let meson = HostTool(name: "meson", debianPackage: "meson")
    static let ninja = HostTool(name: "ninja", debianPackage: "ninja-build")
    static let flock = HostTool(name: "flock", debianPackage: "util-linux")
    static let gtkUpdateIconCache = HostTool(name: "gtk4-update-icon-cache", debianPackage: "libgtk-4-bin")
    static let updateDesktopDatabase = HostTool(name: "update-desktop-database", debianPackage: "desktop-file-utils")

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
