import GameModel

extension Statistics {
    /// The record of the player called `name` (trimmed), or nil when they never finished a match.
    public func player(_ name: String) -> PlayerStatistics? {
        players[PlayerName.trimmed(name)]
    }

    /// Every player with a record, sorted by name, ignoring case.
    public var playerNames: [String] {
        players.keys.sorted { ($0.lowercased(), $0) < ($1.lowercased(), $1) }
    }

    /// Counts a match for each of its players, by trimmed name: one more
    /// played, one more won for each leader (a tie is a win for every
    /// leader), the best score and the successes. A player without a name is
    /// not recorded; a name at more than one seat counts once, with the best
    /// of its seats and all their successes.
    public mutating func recordMatch(_ match: PlayersMatch) {
        let leaders = Set(match.leaders)
        let seatsByName = Dictionary(grouping: match.players.indices) { PlayerName.trimmed(match.players[$0].name) }
        for (name, seats) in seatsByName where !name.isEmpty {
            let seated = seats.map { match.players[$0] }
            players[name, default: PlayerStatistics()].record(
                score: seated.map(\.score).max() ?? 0,
                won: !leaders.isDisjoint(with: seats),
                successes: seated.map(\.successes).reduce(0, +))
        }
    }
}
