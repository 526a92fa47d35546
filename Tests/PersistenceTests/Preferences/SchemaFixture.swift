import CGLib
import Foundation
@testable import Persistence

/// Compiled copies of the app's settings schema for the Preferences tests,
/// and a direct `GSettings` to plant values the app would never write.
///
/// All GSettings here use GLib's in-memory backend (`GSETTINGS_BACKEND=memory`,
/// set before the first GSettings is created, which is when GLib reads it), so
/// the tests never touch the user's dconf database. The backend is one per
/// process, so the Preferences suite is serialized and resets every key first.
enum SchemaFixture {
    /// The real schema, compiled with `--strict`.
    static let strict = compile("strict") { $0 }
    /// The same keys without ranges or choices, as a stale or hand-edited schema
    /// would allow: it lets tests store values out of the real schema's range.
    static let relaxed = compile("relaxed") { xml in
        xml.replacing(/<range[^>]*\/>/, with: "").replacing(/<choices>[\s\S]*?<\/choices>/, with: "")
    }
    /// An older schema without the `animations` key.
    static let stale = compile("stale") { xml in
        xml.replacing(/<key name="animations"[\s\S]*?<\/key>/, with: "")
    }
    /// A directory with no compiled schemas.
    static let empty = directory("empty")

    private static let root: String = {
        setenv("GSETTINGS_BACKEND", "memory", 1)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("matchismo-schemas-\(getpid())").path
        try? FileManager.default.removeItem(atPath: path)
        return path
    }()

    private static func directory(_ name: String) -> String {
        let path = root + "/" + name
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Compiles the schema edited by `edit` into its own directory; nil when that fails.
    private static func compile(_ name: String, edit: (String) -> String) -> String? {
        guard let xml = try? String(contentsOfFile: TestPaths.schema, encoding: .utf8) else { return nil }
        let path = directory(name)
        let file = path + "/io.github.matchismo.Matchismo.gschema.xml"
        guard (try? edit(xml).write(toFile: file, atomically: true, encoding: .utf8)) != nil else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["glib-compile-schemas", "--strict", path]
        guard (try? process.run()) != nil else { return nil }
        process.waitUntilExit()
        return process.terminationStatus == 0 ? path : nil
    }

    /// A `GSettings` for the schema compiled in `directory` (one reference; unref when done).
    static func settings(in directory: String) -> UnsafeMutablePointer<GSettings>? {
        guard let source = g_settings_schema_source_new_from_directory(directory, nil, 1, nil) else { return nil }
        defer { g_settings_schema_source_unref(source) }
        guard let schema = g_settings_schema_source_lookup(source, "io.github.matchismo.Matchismo", 0) else { return nil }
        defer { g_settings_schema_unref(schema) }
        return g_settings_new_full(schema, nil, nil)
    }

    /// Resets every key of the shared in-memory backend to its default.
    static func resetAll() {
        guard let relaxed, let settings = settings(in: relaxed) else { return }
        defer { g_object_unref(settings) }
        for key in PreferenceKey.allCases {
            g_settings_reset(settings, key.rawValue)
        }
        pumpMainContext()
    }

    /// Runs pending GLib main-context work, where GSettings may deliver `changed`.
    static func pumpMainContext() {
        while g_main_context_iteration(nil, 0) != 0 {}
    }
}
