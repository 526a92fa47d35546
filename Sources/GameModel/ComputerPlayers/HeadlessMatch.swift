/// A players' match of computer players only, played without a display on
/// a virtual clock. Every claim goes the way a human's does at the table
/// (`SetTable`): `PlayersMatch.claim`, the claimer's cards chosen one by one
/// with `SetCommand.choose` and the game's event judged by
/// `PlayersMatch.judge`, or `PlayersMatch.timeOut` when the countdown ends,
/// with the chosen cards put back. The table deals three more when it holds
/// no success, as the table's auto-deal does.
public struct HeadlessMatch {
    /// One claim as it happened.
    public struct Claim: Equatable, Sendable {
        public let player: Int
        /// When the claim was made, on the match's clock.
        public let at: Duration
        public let plan: ComputerPlan
        public let verdict: ClaimEvent
    }

    public private(set) var game: any SetFamilyGame
    public private(set) var match: PlayersMatch
    public private(set) var players: [ComputerPlayer]
    /// Seconds a claimer has to choose (the table's preference).
    public let claimSeconds: Int
    /// The match's clock: seconds since the deal.
    public private(set) var now: Duration = .zero
    public private(set) var claims: [Claim] = []
    /// Each player's plan for the table now, with the time it claims; none
    /// for a player locked out or seeing no success.
    private var plans: [Int: (at: Duration, plan: ComputerPlan)] = [:]

    /// A match of `variant` dealt from `seed` (the puzzle of `date`), one
    /// computer player per entry of `players`, in seat order; nil unless
    /// `PlayersMatch` seats that many.
    public init?(variant: SetVariant, seed: UInt64, date: PuzzleDate = PuzzleDate(dayNumber: 0),
                 players: [ComputerPlayer], claimSeconds: Int = 6) {
        guard let match = PlayersMatch(names: players.map(\.level.rawValue)) else { return nil }
        game = variant.deal(seed: seed, date: date)
        self.match = match
        self.players = players
        self.claimSeconds = claimSeconds
    }

    /// Plays until the game is over (or nothing more can happen).
    public mutating func playToEnd() {
        while step() {}
    }

    /// The seat with the top score alone; nil on a tie.
    public var winner: Int? {
        match.leaders.count == 1 ? match.leaders[0] : nil
    }

    /// One claim, or one deal when the table holds no success; false when
    /// the game is over or stuck.
    mutating func step() -> Bool {
        guard !game.isOver else { return false }
        guard game.hasPlayOnTable else {
            guard game.canDeal, game.perform(.dealThree).changedGame else { return false }
            plans = [:]
            return true
        }
        let visible = VisibleTable(game)
        for seat in players.indices where plans[seat] == nil && !match.players[seat].isLockedOut {
            plans[seat] = players[seat].plan(for: visible, claimSeconds: claimSeconds).map { (now + $0.claimAfter, $0) }
        }
        guard let (seat, next) = plans.min(by: { ($0.value.at, $0.key) < ($1.value.at, $1.key) }) else { return false }
        now = max(now, next.at)
        guard match.claim(seat) == .claimed(player: seat) else { return false }
        let start = now
        let verdict = carryOut(next.plan, claimedAt: start)
        claims.append(Claim(player: seat, at: start, plan: next.plan, verdict: verdict))
        switch verdict {
        case .scored, .penalized(_, _, _, lockoutsLifted: true):
            // The table changed, or everyone may claim again: all look afresh.
            plans = [:]
        default:
            // The others' searches go on; the claimer is locked out or looks again.
            plans[seat] = nil
        }
        return true
    }

    /// Lights the plan's cards at its pace; the last card of a whole try is
    /// judged, and a plan that stops short waits out the countdown.
    private mutating func carryOut(_ plan: ComputerPlan, claimedAt start: Duration) -> ClaimEvent {
        for (card, delay) in zip(plan.outcome.cards, plan.pickPace) {
            now += delay
            guard let index = game.choosable.firstIndex(of: card) else { break }
            if let verdict = match.judge(game.perform(.choose(index)).event) { return verdict }
        }
        now = max(now, start + .seconds(claimSeconds))
        // The claimer's chosen cards are put back with the claim, as at the table.
        if !game.selection.isEmpty { _ = game.perform(.deselectAll) }
        guard let verdict = match.timeOut() else { preconditionFailure("the claim is open until judged") }
        return verdict
    }
}
