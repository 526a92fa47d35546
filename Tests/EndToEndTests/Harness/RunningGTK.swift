import Foundation

/// The GTK 4 the app runs with here, for the few places where the tests
/// expect what that GTK does differently (Debian 12 has GTK 4.8, Debian 13
/// GTK 4.18).
enum RunningGTK {
    /// The minor version, from the library's file name
    /// (libgtk-4.so.1.800.4 is GTK 4.8.4, libgtk-4.so.1.1800.6 GTK 4.18.6).
    static func minorVersion() throws -> Int {
        let path = try FileManager.default.destinationOfSymbolicLink(atPath: "/usr/lib/x86_64-linux-gnu/libgtk-4.so.1")
        let parts = path.split(separator: ".")
        guard parts.count > 2, let number = Int(parts[parts.count - 2]) else {
            throw HarnessError.notFound("GTK's version in \(path)")
        }
        return number / 100
    }

    /// Whether GTK tells assistive technologies when a scale's value changes
    /// (from 4.10; GTK 4.8 sends no event), so that a screen reader says the
    /// focused slider's new value itself. `Scale.reportsValueChanges` in the
    /// app makes the same choice.
    static func reportsRangeValueChanges() throws -> Bool { try minorVersion() >= 10 }
}
