import GameModel

/// The computer players seated at a players' match of Set, as a state
/// machine on a clock it is given (`now`, monotonic, from any origin): it
/// keeps each computer seat's plan with the time it is due, and says what
/// the table should do next (`step`). It knows no GTK and no timer; the app
/// runs it on GLib timeouts, the tests on exact times. It carries plans out
/// the way `HeadlessMatch` does, through the table's claim path:
///
/// - A computer player plans when it is shown a table (`see`): every seat
///   not locked out and not choosing looks afresh when the visible table
///   changes (a deal, a success, another variant, a new game).
/// - A claim refused because another is open keeps its plan: it is due
///   again as soon as that claim ends.
/// - A penalty drops the claimer's plan (it is locked out); when lock-outs
///   are lifted, every computer player looks afresh.
/// - Cards are lit one by one at the plan's pick pace, each found by its
///   index in the choosable cards when it is lit; a plan that stops short
///   waits for the countdown, which the table runs for everyone.
/// - Paused, nothing is due; resumed, every due time moves by the pause.
public struct ComputerSeats: Sendable {
    /// What the table should do now for a computer player.
    public enum Step: Equatable, Sendable {
        /// The player in `seat` claims (`GameCommand.claim`).
        case claim(seat: Int)
        /// The claimer chooses the card at `index` (`GameCommand.choose`).
        case choose(index: Int)
        case nothing
    }

    /// A plan waiting for its time.
    struct Pending: Equatable, Sendable {
        let at: Duration
        let plan: ComputerPlan
    }

    /// A computer claimer lighting its cards: the next card and when.
    struct Picking: Equatable, Sendable {
        let seat: Int
        let plan: ComputerPlan
        var next = 0
        var at: Duration
    }

    /// The computer players by seat.
    public private(set) var players: [Int: ComputerPlayer]
    /// Seconds a claimer has to choose (the preference), which limits the pick pace.
    public var claimSeconds: Int
    private(set) var plans: [Int: Pending] = [:]
    private(set) var picking: Picking?
    /// The seats that have looked at the table on show (with or without a plan).
    private var looked: Set<Int> = []
    private var lastTable: VisibleTable?
    private var pausedAt: Duration?

    /// Computer players of `levels` by seat, each seeded from `seed` and its
    /// seat (`seed(_:seat:)`); "your pace" follows `soloSecondsPerSet`.
    public init(levels: [Int: ComputerLevel], seed: UInt64, soloSecondsPerSet: [Double] = [], claimSeconds: Int) {
        let players = levels.map { seat, level in
            (seat, ComputerPlayer(level: level, seed: Self.seed(seed, seat: seat), soloSecondsPerSet: soloSecondsPerSet))
        }
        self.init(players: Dictionary(uniqueKeysWithValues: players), claimSeconds: claimSeconds)
    }

    /// These players by seat (tests give them paces of their own).
    public init(players: [Int: ComputerPlayer], claimSeconds: Int) {
        self.players = players
        self.claimSeconds = claimSeconds
    }

    /// A seat's own seed from the game's, so that seats of the same level
    /// play differently and a game's seed replays the same match.
    public static func seed(_ seed: UInt64, seat: Int) -> UInt64 {
        var generator = SeededGenerator(seed: seed &+ UInt64(seat) &* 0x2545_F491_4F6C_DD1D)
        return generator.next()
    }

    /// The seats of computer players, in order.
    public var seats: [Int] { players.keys.sorted() }

    /// The level of the player in `seat`; nil for a human.
    public func level(of seat: Int) -> ComputerLevel? { players[seat]?.level }

    /// Whether the game is paused for the computer players.
    public var isPaused: Bool { pausedAt != nil }

    /// The table on show now: a changed table makes every computer player
    /// look afresh; a seat that may claim again looks at the same table.
    public mutating func see(_ table: VisibleTable, match: PlayersMatch, at now: Duration) {
        if table != lastTable {
            lastTable = table
            plans = [:]
            looked = []
        }
        if let picking, match.claimer != picking.seat { self.picking = nil }
        for seat in seats where !looked.contains(seat) {
            guard match.players.indices.contains(seat), !match.players[seat].isLockedOut, match.claimer != seat else { continue }
            looked.insert(seat)
            if let plan = players[seat]?.plan(for: table, claimSeconds: claimSeconds) {
                plans[seat] = Pending(at: now + plan.claimAfter, plan: plan)
            }
        }
    }

    /// What a claim command did, whoever made it; then `see` the table.
    public mutating func observe(_ event: ClaimEvent, at now: Duration) {
        switch event {
        case .claimed(let seat):
            guard let pending = plans.removeValue(forKey: seat) else { return }
            picking = Picking(seat: seat, plan: pending.plan, at: now + (pending.plan.pickPace.first ?? .zero))
        case .lockedOut(let seat):
            plans[seat] = nil
        case .alreadyClaimed, .noSuchPlayer:
            break
        case .scored:
            // The table changed under everyone, or (a puzzle) its sets found did: all look afresh.
            picking = nil
            lastTable = nil
        case .penalized(let seat, _, _, let lifted):
            if picking?.seat == seat { picking = nil }
            plans[seat] = nil
            if lifted { lastTable = nil }
        case .released(let seat):
            if picking?.seat == seat { picking = nil }
            plans[seat] = nil
            looked.remove(seat)
        }
    }

    /// What the table should do at `now`, one thing at a time: the computer
    /// claimer's next card, or the claim of the plan due first.
    public mutating func step(table: VisibleTable, match: PlayersMatch, at now: Duration) -> Step {
        guard pausedAt == nil else { return .nothing }
        if var picking {
            guard match.claimer == picking.seat else {
                self.picking = nil
                return .nothing
            }
            let cards = picking.plan.outcome.cards
            guard picking.next < cards.count, picking.at <= now else { return .nothing }
            let card = cards[picking.next]
            picking.next += 1
            if picking.next < cards.count { picking.at = picking.at + picking.plan.pickPace[picking.next] }
            guard let index = table.choosable.firstIndex(of: card) else {
                // The card left the table under the claim: the claimer stops and the countdown ends it.
                picking.next = cards.count
                self.picking = picking
                return .nothing
            }
            self.picking = picking
            return .choose(index: index)
        }
        guard match.claimer == nil, let (seat, pending) = firstPlan(match: match), pending.at <= now else { return .nothing }
        return .claim(seat: seat)
    }

    /// When something is next due, for a timer; nil when nothing is (paused,
    /// nothing planned, or a claim by someone else open).
    public func nextDue(match: PlayersMatch) -> Duration? {
        guard pausedAt == nil else { return nil }
        if let picking {
            return picking.next < picking.plan.outcome.cards.count ? picking.at : nil
        }
        guard match.claimer == nil else { return nil }
        return firstPlan(match: match)?.pending.at
    }

    /// Stops the clock: nothing is due until `resume`.
    public mutating func pause(at now: Duration) {
        if pausedAt == nil { pausedAt = now }
    }

    /// Starts the clock again; every due time moves by the time paused.
    public mutating func resume(at now: Duration) {
        guard let since = pausedAt else { return }
        pausedAt = nil
        let shift = now - since
        plans = plans.mapValues { Pending(at: $0.at + shift, plan: $0.plan) }
        picking?.at += shift
    }

    /// The plan due first (the lower seat on a tie), of a player who may claim.
    private func firstPlan(match: PlayersMatch) -> (seat: Int, pending: Pending)? {
        plans.filter { seat, _ in match.players.indices.contains(seat) && !match.players[seat].isLockedOut }
            .min { ($0.value.at, $0.key) < ($1.value.at, $1.key) }
            .map { ($0.key, $0.value) }
    }
}
