import GameModel
import Persistence

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

extension SavedGameKind {
    /// The view this saved kind names.
    var kind: GameKind { GameKind(rawValue: rawValue) ?? .matchismo }

    init(_ kind: GameKind) { self = SavedGameKind(rawValue: kind.rawValue) ?? .matchismo }
}

/// A game with a move count and a score, for deciding what a replaced game counts as.
protocol MovesAndScore {
    var moves: Int { get }
    var score: Int { get }
}

extension MatchismoGame: MovesAndScore {}
extension SetGame: MovesAndScore {}
extension SingleCardGame: MovesAndScore {
    /// The single card keeps no score.
    var score: Int { 0 }
}

extension SavedSession {
    /// Whether the session holds a game of `kind`.
    func has(_ kind: GameKind) -> Bool {
        switch kind {
        case .matchismo: matchismo != nil
        case .set: set != nil
        case .card: card != nil
        }
    }
}
