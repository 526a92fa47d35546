import GameModel
import GLibKit

extension GameKind {
    /// The title on the game switcher.
    public var title: String {
        switch self {
        // TRANSLATORS: the games' names. Matchismo and Set are names; translate them only if
        // your language knows the game by another name.
        case .matchismo: trc("game", "Matchismo")
        case .set: trc("game", "Set")
        case .card: trc("game", "Single card")
        case .face: trc("game", "Face")
        }
    }

    /// The accessible name of the game's table: "Set table".
    public var tableName: String {
        switch self {
        case .matchismo: tr("Matchismo table")
        case .set: tr("Set table")
        case .card: tr("Single card table")
        case .face: tr("Face table")
        }
    }
}
