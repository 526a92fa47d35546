/// What one claim command did to a `PlayersMatch`, with everything the app
/// needs to say it and show it. The model never words an event: the app turns
/// it into a sentence in one place.
public enum ClaimEvent: Equatable, Sendable {
    /// The player claimed and may now choose cards.
    case claimed(player: Int)
    /// Refused: the player is locked out until the next success.
    case lockedOut(player: Int)
    /// Refused: another claim is open, by this player.
    case alreadyClaimed(by: Int)
    /// Refused: no player sits at this index.
    case noSuchPlayer(Int)
    /// The claimer's try succeeded; every lock-out was lifted.
    case scored(player: Int, points: Int)
    /// The claimer lost `penalty` and is locked out, unless that would have
    /// locked out every player: then every lock-out was lifted
    /// (`lockoutsLifted`) so the game cannot stall.
    case penalized(player: Int, penalty: Int, reason: ClaimFailure, lockoutsLifted: Bool)
    /// The claim ended at no cost (a puzzle's set chosen again).
    case released(player: Int)

    /// Whether the event changed the match (false for the refusals).
    public var changedMatch: Bool {
        switch self {
        case .lockedOut, .alreadyClaimed, .noSuchPlayer: false
        case .claimed, .scored, .penalized, .released: true
        }
    }
}

/// Why a claim cost its player a point.
public enum ClaimFailure: Equatable, Sendable {
    /// The chosen cards were not a success under the game's rule.
    case wrongTry
    /// The claimer did not finish choosing in time.
    case timeOut
}
