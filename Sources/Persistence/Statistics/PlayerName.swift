/// How a player's name is kept in settings and statistics: without
/// surrounding white space, and at most the length `player-names` declares
/// characters.
enum PlayerName {
    /// `name` without white space (newlines included) at either end.
    static func trimmed(_ name: String) -> String {
        guard let first = name.firstIndex(where: { !$0.isWhitespace }),
              let last = name.lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(name[first...last])
    }

    /// `name` trimmed, then cut to the length `player-names` declares
    /// characters (and trimmed again, so a cut never leaves white space at the end).
    static func normalized(_ name: String) -> String {
        let name = trimmed(name), limit = PreferenceKey.playerNames.nameLimits.length
        return name.count > limit ? trimmed(String(name.prefix(limit))) : name
    }
}
