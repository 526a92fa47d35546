import Foundation

/// GLib's criticals and warnings are bugs: a session whose app logged one
/// fails, on every display server and both Debians, unless the test declared
/// it (`Options.expectedLog`) because it causes it on purpose.
///
/// GLib's default writer prints them to stderr as
/// `(matchismo:42): Gtk-WARNING **: 10:00:00.000: …`, or without a domain as
/// `** (matchismo:42): CRITICAL **: …`, whichever library logged them.
extension AppSession {
    /// libadwaita's warning (1.5 and later) that the window is narrower or
    /// lower than its content's minimum. A window manager holds a window to
    /// its minimum; Xvfb has none, so a test's resize below the minimum
    /// reaches the window, and a test that resizes so declares it.
    static let resizedBelowMinimum = "exceeds AdwApplicationWindow"

    /// GTK counts a widget's pressed state up at a press and down at its
    /// release, along the widgets under the pointer each time; a press whose
    /// widgets change before its release (a card taken off the table under
    /// a double click, a game switched or a window resized during a drag)
    /// leaves the two walks unequal, and GTK warns for the widgets whose
    /// count would go below zero. It is GTK's bookkeeping of its own state
    /// and changes nothing the game does; the monkey, whose clicks and drags
    /// land while cards move, declares it.
    static let unmatchedPress = "Broken accounting of active state for widget"

    /// What marks a line as a problem: GLib's criticals and warnings, with
    /// or without a domain, and the reports of AddressSanitizer and Valgrind
    /// when the app runs under them (Checks/app-sanitizer.sh, app-valgrind.sh).
    static let problemMarks = [
        "-CRITICAL **", "-WARNING **", "): CRITICAL **", "): WARNING **", "ERROR: AddressSanitizer", "runtime error: ",
        "== Invalid read", "== Invalid write", "== Invalid free", "== Conditional jump", "== Use of uninitialised",
        "== Mismatched free", "== Syscall param",
    ]

    /// The lines of `stderr` that are problems and contain none of `expected`.
    static func unexpectedLogLines(in stderr: String, expected: [String]) -> [String] {
        stderr.split(separator: "\n").map(String.init).filter { line in
            problemMarks.contains { line.contains($0) } && !expected.contains { line.contains($0) }
        }
    }

    /// Throws when the app logged a critical or warning that `expected` does not allow.
    func checkLog(expected: [String]) throws {
        let lines = Self.unexpectedLogLines(in: appStderr, expected: expected)
        guard lines.isEmpty else { throw HarnessError.logged(lines) }
    }
}
