/// The games a session can show, spelled as in `--game=` and the `last-game` setting.
public enum SavedGameKind: String, CaseIterable, Codable, Sendable {
    case matchismo, set, card
}
