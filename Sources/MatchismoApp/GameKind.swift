/// The three views of the app.
public enum GameKind: String, CaseIterable, Sendable, Codable {
    case matchismo, set, card

    /// The title on the game switcher.
    public var title: String {
        switch self {
        case .matchismo: "Matchismo"
        case .set: "Set"
        case .card: "Single card"
        }
    }
}
