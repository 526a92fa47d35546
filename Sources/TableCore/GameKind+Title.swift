import GameModel

extension GameKind {
    /// The title on the game switcher.
    public var title: String {
        switch self {
        case .matchismo: "Matchismo"
        case .set: "Set"
        case .card: "Single card"
        case .face: "Face"
        }
    }
}
