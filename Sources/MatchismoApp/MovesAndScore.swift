import GameModel
import TableCore

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
