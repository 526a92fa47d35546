import Foundation

/// What a session's desktop offers for `help:` URIs, set up before the app
/// starts: the game's English pages installed where a help viewer looks
/// (`share/help/C/<id>/` in a folder put first in XDG_DATA_DIRS), and either
/// no viewer at all (every one the machine has is removed from the session's
/// mimeapps.list, so a machine with Yelp tests the same) or a stand-in viewer,
/// a desktop file whose program writes the URI it is given to a file.
struct HelpDesktop {
    enum Viewer {
        /// No application opens `help:` URIs.
        case absent
        /// The stand-in viewer, which records each URI in `urisOpened`.
        case recording
        /// A viewer that cannot start.
        case broken
    }

    static let desktopFile = "matchismo-test-help.desktop"
    static let brokenDesktopFile = "io.github.matchismo.TestHelpViewer.desktop"

    /// The folder with `share/` (pages and viewer), `config/` (mimeapps.list) and the viewer's record.
    let folder: URL
    var options = AppSession.Options()

    init(viewer: Viewer) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("matchismo-help-desktop-\(UUID().uuidString)")
        let files = FileManager.default
        let share = folder.appendingPathComponent("share")
        let pages = share.appendingPathComponent("help/C/io.github.matchismo.Matchismo")
        let applications = share.appendingPathComponent("applications")
        let config = folder.appendingPathComponent("config")
        for directory in [pages, applications, config] {
            try files.createDirectory(at: directory, withIntermediateDirectories: true)
        }
        try files.copyItem(at: HarnessPaths.repositoryRoot.appendingPathComponent("help/C/index.page"),
                           to: pages.appendingPathComponent("index.page"))

        var mimeapps = Self.withoutMachineViewers
        if viewer != .absent {
            let program = folder.appendingPathComponent("viewer")
            try "#!/bin/sh\nprintf '%s\\n' \"$1\" >> '\(urisFile.path)'\n".write(to: program, atomically: true, encoding: .utf8)
            try files.setAttributes([.posixPermissions: 0o755], ofItemAtPath: program.path)
            // The broken viewer is started over D-Bus, by a name the session's bus
            // has no service for: GIO's launch fails with the bus's error. (A
            // program that fails to run would not do: GIO starts programs through
            // gio-launch-desktop, whose own start is all a launch can tell.)
            let name = viewer == .recording ? Self.desktopFile : Self.brokenDesktopFile
            try """
                [Desktop Entry]
                Type=Application
                Name=Help viewer
                Exec=\(program.path) %u
                MimeType=x-scheme-handler/help;
                NoDisplay=true
                DBusActivatable=\(viewer == .broken)

                """.write(to: applications.appendingPathComponent(name), atomically: true, encoding: .utf8)
            mimeapps += "[Default Applications]\nx-scheme-handler/help=\(name)\n"
        }
        try mimeapps.write(to: config.appendingPathComponent("mimeapps.list"), atomically: true, encoding: .utf8)
        options.configHome = config
        options.appEnvironment["XDG_DATA_DIRS"] = share.path + ":" + Self.systemFolders
    }

    private var urisFile: URL { folder.appendingPathComponent("uris") }

    /// The URIs the stand-in viewer was given, in order.
    var urisOpened: [String] {
        ((try? String(contentsOf: urisFile, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }

    /// A mimeapps.list that takes every help viewer of the machine away from `help:` URIs.
    static var withoutMachineViewers: String {
        let viewers = helpViewers(in: systemFolders)
        return viewers.isEmpty ? "" : "[Removed Associations]\nx-scheme-handler/help=\(viewers.map { $0 + ";" }.joined())\n\n"
    }

    /// The system's data folders, as the app finds them.
    static var systemFolders: String {
        ProcessInfo.processInfo.environment["XDG_DATA_DIRS"] ?? "/usr/local/share:/usr/share"
    }

    /// The desktop files in `folders` (colon-separated data folders) whose
    /// application opens `help:` URIs, by desktop file id ("yelp.desktop").
    static func helpViewers(in folders: String) -> [String] {
        folders.split(separator: ":").flatMap { folder -> [String] in
            let applications = URL(fileURLWithPath: String(folder)).appendingPathComponent("applications")
            let names = (try? FileManager.default.contentsOfDirectory(atPath: applications.path)) ?? []
            return names.filter { name in
                guard name.hasSuffix(".desktop"),
                      let text = try? String(contentsOf: applications.appendingPathComponent(name), encoding: .utf8) else { return false }
                return text.split(separator: "\n").contains { line in
                    line.hasPrefix("MimeType=") && line.dropFirst(9).split(separator: ";").contains("x-scheme-handler/help")
                }
            }
        }
    }
}
