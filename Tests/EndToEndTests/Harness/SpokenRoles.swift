import Foundation

/// The words Orca says for roles, which are the running at-spi2-core's role
/// names: "push button" up to at-spi2-core 2.46 (Debian 12, Orca 43), "button"
/// from 2.56 (Debian 13, Orca 48). The accessible tree the harness reads keeps
/// 2.46's names on both (`atspi_tree.role_name`); speech is what Orca says.
enum SpokenRoles {
    /// What Orca says after a push button's name: "push button" or "button".
    static let pushButton: String = {
        let name = output(of: "/usr/bin/python3", ["-c", """
            import gi
            gi.require_version("Atspi", "2.0")
            from gi.repository import Atspi
            print(Atspi.role_get_name(Atspi.Role.PUSH_BUTTON))
            """]).trimmingCharacters(in: .whitespacesAndNewlines)
        return name.isEmpty ? "push button" : name
    }()

    /// Orca's major version (43 on Debian 12, 48 on Debian 13).
    static let orcaMajorVersion: Int = {
        // Orca 43 says "43.1"; Orca 48 "Orca version 48.1, AT-SPI2 version: 2.56.2".
        output(of: "/usr/bin/orca", ["--version"]).firstMatch(of: #/(\d+)\.\d+/#).flatMap { Int($0.output.1) } ?? 0
    }()

    /// What `executable` prints on standard output, read once when a test
    /// first asks (empty if it cannot start).
    private static func output(of executable: String, _ arguments: [String]) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return "" }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// Whether Orca presents the focused widget again, name and role, when
    /// its name changes (Orca 48: "Eight of Hearts button."), where Orca 43
    /// said only the new name, and tells a toast that appears ("A toast
    /// appeared: …, has a button: Undo"), which Orca 43 did not.
    static var presentsRenamedFocus: Bool { orcaMajorVersion >= 48 }

    /// What Orca says when the focused button takes the name `name`: the
    /// name, or on Orca 48 the name and role ("Eight of Hearts button.").
    static func renamedFocus(_ name: String) -> String { presentsRenamedFocus ? "\(name) \(pushButton)." : name }

    /// What Orca says for a group, such as the card table: its name and
    /// role, "Set table, 4 rows, 3 columns panel." on Orca 43 and
    /// "Set table, 4 rows, 3 columns grouping" on Orca 48.
    static func group(_ name: String) -> String {
        orcaMajorVersion >= 48 ? "\(name) grouping" : "\(name) panel."
    }

    /// Whether Orca may present a focus change before an announcement the app
    /// made just before it: Orca 48's event queue takes focus events first
    /// (`EventManager._get_priority`), where Orca 43 keeps the app's order.
    static var presentsFocusFirst: Bool { orcaMajorVersion >= 48 }

    /// What Orca 48 may say of Ctrl+Z itself when it moves the focus, once
    /// ("undo", `handleUndoLocusOfFocusChange`); Orca 43 says nothing of it.
    static var ownWordForUndo: String? { orcaMajorVersion >= 48 ? "undo" : nil }

    /// What Orca says when the app's Undo toast appears: libadwaita 1.7
    /// announces a toast, and the app leaves the title (which repeats the
    /// result the app has just told) out of it; libadwaita 1.2 says nothing.
    static var undoToast: [String] { presentsRenamedFocus ? ["A toast appeared, has a button: Undo"] : [] }
}
