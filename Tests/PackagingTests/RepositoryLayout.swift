import Foundation

/// Paths and names shared by the packaging files, found from this source file's location.
enum RepositoryLayout {
    /// The application ID used by the desktop file, metainfo, schema, D-Bus service, icons and Flatpak.
    static let applicationID = "io.github.matchismo.Matchismo"

    /// The repository root (two levels above `Tests/PackagingTests/`, links resolved).
    static let root: URL = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    static let data = url("data")
    static let desktopFile = url("data/\(applicationID).desktop")
    static let serviceTemplate = url("data/\(applicationID).service.in")
    static let metainfo = url("data/\(applicationID).metainfo.xml")
    static let schema = url("data/\(applicationID).gschema.xml")
    static let appIcon = url("data/icons/hicolor/scalable/apps/\(applicationID).svg")
    static let symbolicIcon = url("data/icons/hicolor/symbolic/apps/\(applicationID)-symbolic.svg")
    static let flatpakManifest = url("data/flatpak/\(applicationID).json")
    static let mesonBuild = url("meson.build")
    static let mesonOptions = url("meson_options.txt")

    /// The meson build directory the packaging tests reuse between runs.
    static let mesonBuildDirectory = url(".build-meson/build")

    /// Where the packaging tests install Matchismo (`<this>/usr/local/bin/matchismo`).
    static let mesonDestDirectory = url(".build-meson/packaging-destdir")

    static func url(_ relativePath: String) -> URL {
        root.appendingPathComponent(relativePath)
    }

    /// The project version declared by `project(..., version: '...')` in meson.build.
    static func mesonProjectVersion() throws -> String {
        let text = try String(contentsOf: mesonBuild, encoding: .utf8)
        guard let match = text.firstMatch(of: /version:\s*'([^']+)'/) else {
            throw PackagingTestError.missing("version: in meson.build")
        }
        return String(match.1)
    }
}
