/// The rules for a player's name, wherever it comes from (the Preferences
/// window, settings written behind the app's back, a saved match): any text a
/// person may be called by is kept as given, right-to-left scripts,
/// combining marks and emoji included, except what cannot be shown on one
/// line or would reorder the text around the name:
///
/// - control characters (line breaks, tabs, NUL, C1 controls) and the line
///   and paragraph separators become spaces;
/// - the explicit bidi embeddings, overrides and isolates (U+202A–U+202E,
///   U+2066–U+2069) are removed: the app isolates each name itself;
/// - white space at either end is dropped;
/// - at most `maximumLength` characters (as a reader counts them: an emoji
///   or a letter with its marks is one) are kept, so a cut never splits one.
public enum PlayerName {
    /// The longest name kept, in characters; the `player-names` setting declares it.
    public static let maximumLength = 40

    /// `name` without white space (newlines included) at either end.
    public static func trimmed(_ name: String) -> String {
        guard let first = name.firstIndex(where: { !$0.isWhitespace }),
              let last = name.lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(name[first...last])
    }

    /// `name` by the rules above: cleaned, trimmed, then cut to
    /// `maximumLength` characters (and trimmed again, so a cut never leaves
    /// white space at the end).
    public static func normalized(_ name: String) -> String {
        let name = trimmed(cleaned(name))
        return name.count > maximumLength ? trimmed(String(name.prefix(maximumLength))) : name
    }

    /// What `normalized` changes in `name` besides white space at its ends.
    public enum Change: Equatable, Sendable {
        /// Control or bidi formatting characters were replaced or removed.
        case cleaned
        /// It was longer than `maximumLength` characters.
        case shortened
    }

    /// The changes `normalized` makes to `name`, for telling the player why
    /// the name shown differs from the one typed.
    public static func changes(_ name: String) -> Set<Change> {
        var changes: Set<Change> = []
        let clean = trimmed(cleaned(name))
        if clean != trimmed(name) { changes.insert(.cleaned) }
        if clean.count > maximumLength { changes.insert(.shortened) }
        return changes
    }

    /// `name` with control characters as spaces and bidi controls removed.
    static func cleaned(_ name: String) -> String {
        guard name.unicodeScalars.contains(where: { isControl($0) || isBidiControl($0) }) else { return name }
        var scalars = String.UnicodeScalarView()
        for scalar in name.unicodeScalars where !isBidiControl(scalar) {
            scalars.append(isControl(scalar) ? " " : scalar)
        }
        return String(scalars)
    }

    /// A control character (general category Cc), or a line or paragraph
    /// separator: each would break the line or draw as a box.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }

    /// An explicit embedding, override or isolate, which would reorder what
    /// follows the name (U+202E turns the rest of a line around).
    static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }
}
