/// One player of a match: name, score, successes, lock-out.
public struct MatchPlayer: Codable, Equatable, Sendable {
    /// The name shown and announced; statistics remember the player by it.
    public var name: String
    /// `PlayersMatch.points` per success, minus `PlayersMatch.penalty` per wrong try or timeout.
    public internal(set) var score: Int
    /// Sets (UltraSets) found.
    public internal(set) var successes: Int
    /// Whether the player may not claim until the next success by anyone.
    public internal(set) var isLockedOut: Bool

    /// A player who has not played yet.
    public init(name: String) {
        self.init(name: name, score: 0, successes: 0, isLockedOut: false)
    }

    init(name: String, score: Int, successes: Int, isLockedOut: Bool) {
        self.name = name
        self.score = score
        self.successes = successes
        self.isLockedOut = isLockedOut
    }
}

extension MatchPlayer {
    enum CodingKeys: String, CodingKey {
        case name, score, successes, isLockedOut
    }

    /// Reads a saved player and refuses numbers out of bounds, so a damaged
    /// file can neither load an impossible score nor overflow a later one;
    /// the name is kept by `PlayerName`'s rules, as one typed would be.
    public init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            name: PlayerName.normalized(try values.decode(String.self, forKey: .name)),
            score: try values.decode(Int.self, forKey: .score),
            successes: try values.decode(Int.self, forKey: .successes),
            isLockedOut: try values.decode(Bool.self, forKey: .isLockedOut))
        let limits = SavedStateLimits.self
        try limits.require(
            (-limits.magnitude...limits.magnitude).contains(score) && (0...limits.magnitude).contains(successes),
            "a player's score or successes are out of range", in: decoder)
    }
}
