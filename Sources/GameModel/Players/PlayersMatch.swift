/// Players at one table (card reference, section 7): each claims with their
/// own key, and only the claimer may then choose cards. A success scores for
/// the claimer; a wrong try or a timeout costs the claimer and locks them
/// out until the next success by anyone.
///
/// The match does not know the game: the app passes it the game's event for
/// the claimer's try (`judge(_:)`) and the end of the countdown (`timeOut()`).
/// Its Codable form holds the players only; a resumed match has no claim open.
public struct PlayersMatch: Codable, Equatable, Sendable {
    /// How many players a match seats.
    public static let sizes = 2...4
    /// Won by the claimer for a success.
    public static let points = 1
    /// Lost by the claimer for a wrong try or a timeout.
    public static let penalty = 1

    /// The players in seat order; a player is named by their index here.
    public private(set) var players: [MatchPlayer]
    /// The player choosing cards now; never saved (a resumed match has no claim open).
    public private(set) var claimer: Int?

    /// A match of new players with these names, in seat order; nil unless
    /// `names.count` is in `sizes`.
    public init?(names: [String]) {
        guard Self.sizes.contains(names.count) else { return nil }
        players = names.map(MatchPlayer.init(name:))
    }

    /// Whether the claimer may choose cards now.
    public var mayChoose: Bool { claimer != nil }

    /// Indices of the players with the top score (more than one on a tie), in seat order.
    public var leaders: [Int] {
        guard let top = players.map(\.score).max() else { return [] }
        return players.indices.filter { players[$0].score == top }
    }

    /// Renames the players in seat order (a live change in preferences),
    /// keeping their scores. Names beyond the last seat are ignored, and a
    /// seat without a name keeps its own.
    public mutating func rename(_ names: [String]) {
        for (index, name) in zip(players.indices, names) {
            players[index].name = name
        }
    }

    /// `player` claims: they may choose cards until their try is judged or
    /// time runs out. Refused for a seat that does not exist, a player locked
    /// out (even while another claim is open: that is what keeps them out),
    /// and while another claim is open.
    public mutating func claim(_ player: Int) -> ClaimEvent {
        guard players.indices.contains(player) else { return .noSuchPlayer(player) }
        guard !players[player].isLockedOut else { return .lockedOut(player: player) }
        if let claimer { return .alreadyClaimed(by: claimer) }
        claimer = player
        return .claimed(player: player)
    }

    /// The claimer's try was resolved by the game as `event`:
    /// - `.setFound`, `.ultraFound`: `.scored`; every lock-out is lifted and the claim ends.
    /// - `.notASet`, `.notAChain`, `.notAnUltra`: `.penalized(reason: .wrongTry)`;
    ///   the claimer is locked out and the claim ends.
    /// - `.setAlreadyFound`: `.released`; a puzzle's repeat costs nothing and the claim ends.
    /// - Any other event (a card selected, say), or no claim open: nil, nothing changes.
    public mutating func judge(_ event: GameEvent) -> ClaimEvent? {
        guard let player = claimer else { return nil }
        switch event {
        case .setFound, .ultraFound:
            claimer = nil
            players[player].score += Self.points
            players[player].successes += 1
            liftLockouts()
            return .scored(player: player, points: Self.points)
        case .notASet, .notAChain, .notAnUltra:
            return penalize(player, for: .wrongTry)
        case .setAlreadyFound:
            claimer = nil
            return .released(player: player)
        default:
            return nil
        }
    }

    /// The claimer ran out of time: `.penalized(reason: .timeOut)`; nil with no claim open.
    public mutating func timeOut() -> ClaimEvent? {
        claimer.map { penalize($0, for: .timeOut) }
    }

    /// The claim ends at no cost, because the table changed under it (another
    /// variant shown, the game paused for good): `.released`; nil with no claim open.
    public mutating func withdraw() -> ClaimEvent? {
        guard let player = claimer else { return nil }
        claimer = nil
        return .released(player: player)
    }

    /// Ends the claim at a cost and locks the claimer out, lifting every
    /// lock-out instead when no one would be left to claim.
    private mutating func penalize(_ player: Int, for reason: ClaimFailure) -> ClaimEvent {
        claimer = nil
        players[player].score -= Self.penalty
        players[player].isLockedOut = true
        let everyoneOut = players.allSatisfy(\.isLockedOut)
        if everyoneOut { liftLockouts() }
        return .penalized(player: player, penalty: Self.penalty, reason: reason, lockoutsLifted: everyoneOut)
    }

    private mutating func liftLockouts() {
        for index in players.indices { players[index].isLockedOut = false }
    }
}

extension PlayersMatch {
    enum CodingKeys: String, CodingKey {
        case players
    }

    /// Reads a saved match and refuses a count of players outside `sizes` or
    /// every player locked out (a match never stalls), like the games refuse
    /// impossible states. No claim is open.
    public init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        players = try values.decode([MatchPlayer].self, forKey: .players)
        let limits = SavedStateLimits.self
        try limits.require(
            Self.sizes.contains(players.count),
            "a match must have \(Self.sizes.lowerBound) to \(Self.sizes.upperBound) players", in: decoder)
        try limits.require(!players.allSatisfy(\.isLockedOut), "every player of the match is locked out", in: decoder)
    }

    /// Writes the players only: an open claim is not saved.
    public func encode(to encoder: any Encoder) throws {
        var values = encoder.container(keyedBy: CodingKeys.self)
        try values.encode(players, forKey: .players)
    }
}
