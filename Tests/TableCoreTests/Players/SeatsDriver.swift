import GameModel
import Testing

@testable import TableCore

/// Runs `ComputerSeats` against a real `SetTable` on a virtual clock, as the
/// app does on GLib timers: each step through the table's own commands, the
/// countdown ending a claim `claimSeconds` after it began, and (like the
/// table's auto-deal) three more cards when no success is on the table.
@MainActor
struct SeatsDriver {
    struct Claim: Equatable {
        let seat: Int
        let at: Duration
        let verdict: ClaimEvent
    }

    let table: SetTable
    var seats: ComputerSeats
    var now: Duration = .zero
    private(set) var claimedAt: Duration?
    private(set) var claims: [Claim] = []
    private var claimer: Int?

    init(table: SetTable, seats: ComputerSeats) {
        self.table = table
        self.seats = seats
        table.computerLevels = seats.players.mapValues(\.level)
        look()
    }

    var visible: VisibleTable { VisibleTable(table.game) }
    var match: PlayersMatch { table.match! }

    /// Shows the table to the computer players, as after every event.
    mutating func look() {
        seats.see(visible, match: match, at: now)
    }

    /// A command as a human's key gives it (or the computer's, `forComputer`).
    @discardableResult
    mutating func perform(_ command: GameCommand, forComputer: Bool = false) -> GameOutcome? {
        table.actingForComputer = forComputer
        defer { table.actingForComputer = false }
        let outcome = table.perform(command)
        let event: ClaimEvent? = if case .claim(let event)? = outcome?.event { event } else { outcome?.verdict }
        if let event {
            if case .claimed(let seat) = event {
                claimedAt = now
                claimer = seat
            }
            switch event {
            case .scored, .penalized, .released:
                if let claimer, let claimedAt { claims.append(Claim(seat: claimer, at: claimedAt, verdict: event)) }
                claimer = nil
                claimedAt = nil
            default: break
            }
            seats.observe(event, at: now)
        }
        look()
        return outcome
    }

    /// What the computer players would do at `now`, without doing it.
    func peek(at time: Duration) -> ComputerSeats.Step {
        var seats = seats
        return seats.step(table: visible, match: match, at: time)
    }

    /// `advance`, which must find something due.
    mutating func mustAdvance(sourceLocation: SourceLocation = #_sourceLocation) {
        let moved = advance()
        #expect(moved, sourceLocation: sourceLocation)
    }

    /// Runs every step due at `now`.
    mutating func runDue() {
        while true {
            switch seats.step(table: visible, match: match, at: now) {
            case .nothing: return
            case .claim(let seat): perform(.claim(seat), forComputer: true)
            case .choose(let index): perform(.choose(index), forComputer: true)
            }
        }
    }

    /// Moves the clock to the next thing due (a step, the countdown's end,
    /// or a deal when no success is on the table) no later than `limit`;
    /// false when nothing is due by then.
    mutating func advance(until limit: Duration = .seconds(100_000)) -> Bool {
        guard !table.game.isOver else { return false }
        if match.claimer == nil, !table.game.hasPlayOnTable {
            guard table.canDeal else { return false }
            perform(.dealThree)
            return true
        }
        let countdown = claimedAt.map { $0 + .seconds(seats.claimSeconds) }
        let due = [seats.nextDue(match: match), countdown].compactMap { $0 }.min()
        guard let due, due <= limit else { return false }
        now = max(now, due)
        if let countdown, countdown <= now, seats.nextDue(match: match).map({ $0 > now }) ?? true {
            perform(.claimTimeOut)
        } else {
            runDue()
        }
        return true
    }
}
