import GameModel

/// The records of play against computer players, and the player's own pace
/// in solo Set that "your pace" follows.
extension Statistics {
    /// How many solo games' paces are kept: the latest.
    public static let paceGamesKept = 20

    /// The people's record against computer players of `level`: matches
    /// played, won (by a person, a tie included), the best person's score.
    public func record(against level: ComputerLevel) -> PlayerStatistics? {
        computers[level.rawValue]
    }

    /// The levels played against, in `ComputerLevel.allCases` order.
    public var computerLevels: [ComputerLevel] {
        ComputerLevel.allCases.filter { computers[$0.rawValue] != nil }
    }

    /// Counts a finished match against each level seated in it (`levels`, by
    /// seat): once per level, won when a person leads, with the best
    /// person's score and the people's sets.
    public mutating func recordAgainst(_ match: PlayersMatch, levels: [Int: ComputerLevel]) {
        let people = match.players.indices.filter { levels[$0] == nil }
        guard !people.isEmpty else { return }
        let leaders = Set(match.leaders)
        for level in Set(levels.values) {
            computers[level.rawValue, default: PlayerStatistics()].record(
                score: people.map { match.players[$0].score }.max() ?? 0,
                won: !leaders.isDisjoint(with: people),
                successes: people.map { match.players[$0].successes }.reduce(0, +))
        }
    }

    /// Notes a finished, unassisted solo game of classic Set: `seconds` over
    /// `found` sets. Games without a set or a time are not a pace.
    public mutating func notePace(seconds: Double, found: Int) {
        guard found > 0, seconds.isFinite, seconds > 0 else { return }
        pace = Array((pace + [seconds / Double(found)]).suffix(Self.paceGamesKept))
    }

    /// The latest solo games' seconds per set, oldest first (`ComputerPace.calibrated`).
    public var soloSecondsPerSet: [Double] { pace }

    /// Reads the records against computer players and the pace, refusing
    /// levels this version does not know and paces that are no time.
    mutating func decodeComputers(_ values: KeyedDecodingContainer<CodingKeys>) throws {
        let computers = try values.decodeIfPresent([String: PlayerStatistics].self, forKey: .computers) ?? [:]
        let pace = try values.decodeIfPresent([Double].self, forKey: .pace) ?? []
        guard computers.keys.allSatisfy({ ComputerLevel(rawValue: $0) != nil }),
              pace.allSatisfy({ $0.isFinite && $0 > 0 }), pace.count <= Self.paceGamesKept else {
            throw DecodingError.dataCorrupted(.init(codingPath: values.codingPath, debugDescription: "impossible records against computer players"))
        }
        self.computers = computers
        self.pace = pace
    }
}
