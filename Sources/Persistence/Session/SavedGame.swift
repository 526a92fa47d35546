/// What a saved game says about its play, whatever the game.
public protocol SavedPlay {
    /// Seconds of play so far.
    var elapsedSeconds: Double { get }
    /// Whether the statistics already counted the game.
    var isRecorded: Bool { get }
}

/// One game in progress with what the model does not hold itself.
///
/// The game's own state (table, deck order, selection, score, its generator)
/// is inside `game`; undo history is not saved.
public struct SavedGame<Game: Codable & Equatable & Sendable>: SavedPlay, Codable, Equatable, Sendable {
    public var game: Game
    /// Seconds of play so far, for the clock and statistics; never negative.
    public var elapsedSeconds: Double
    /// Whether the player has made at least one move (even one later undone),
    /// so abandoning it counts in the statistics.
    public var hasMoved: Bool
    /// Whether the statistics already counted this game (it finished), so it
    /// is not counted again when abandoned after a restore.
    public var isRecorded: Bool

    public init(game: Game, elapsedSeconds: Double = 0, hasMoved: Bool = false, isRecorded: Bool = false) {
        self.game = game
        self.elapsedSeconds = Self.valid(elapsedSeconds)
        self.hasMoved = hasMoved
        self.isRecorded = isRecorded
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            game: try container.decode(Game.self, forKey: .game),
            elapsedSeconds: try container.decode(Double.self, forKey: .elapsedSeconds),
            hasMoved: try container.decode(Bool.self, forKey: .hasMoved),
            isRecorded: try container.decodeIfPresent(Bool.self, forKey: .isRecorded) ?? false)
    }

    /// Non-finite or negative times become 0, so the document can always be encoded.
    private static func valid(_ seconds: Double) -> Double {
        seconds.isFinite && seconds > 0 ? seconds : 0
    }
}
