import GameModel
import GLibKit
import TableCore

/// Runs the computer players at the Set table (`ComputerSeats`) on GLib
/// timers and the monotonic clock: each claim and each card goes through the
/// table view's `execute`, as a human's claim key and card key do, so it is
/// judged, shown, counted down and said the same way. It stops while the
/// game is paused or another game is on show, keeping the time left.
@MainActor
final class ComputerPlayers {
    private weak var window: MainWindow?
    private var seats: ComputerSeats?
    private var timer: UInt32?
    /// The computer players' levels by seat; empty for humans only.
    private(set) var levels: [Int: ComputerLevel] = [:]
    /// The seconds a claimer has to choose (the preference).
    var claimSeconds = PlayerPreferences().claimSeconds {
        didSet { seats?.claimSeconds = claimSeconds }
    }
    /// The human's solo Set games, seconds per set, for "your pace".
    var soloSecondsPerSet: @MainActor () -> [Double] = { [] }

    /// The computer players' clock runs this many times faster than real time
    /// when `MATCHISMO_TEST_OPPONENT_SPEED` says so (end-to-end tests set it so
    /// a Beginner's 40 seconds pass in a few); 1 otherwise. Only faster.
    static let testSpeed = TestSpeed.computers
    /// How many times faster than real time the computer players' clock runs.
    var speed = ComputerPlayers.testSpeed
    /// Held until a person's first claim, when a test asks (`TestSpeed.computersWaitForFirstClaim`).
    private var heldForFirstClaim = TestSpeed.computersWaitForFirstClaim
    /// Nothing is ever due sooner than this after a step that did nothing.
    private static let idleMilliseconds = 50

    init(window: MainWindow) {
        self.window = window
    }

    /// The computer players' clock: monotonic, sped up for tests.
    private var now: Duration { .microseconds(Int64(MainLoop.now * 1_000_000 * speed)) }

    /// Seats computer players of `levels` (by seat) at the match on show, or
    /// none; each plays from a seed of the deal on the table and its seat, so a
    /// seeded game replays the same match.
    func seat(_ levels: [Int: ComputerLevel]) {
        guard let window else { return }
        let count = window.setTable.match?.players.count ?? 0
        self.levels = levels.filter { $0.key < count }
        window.setTable.computerLevels = self.levels
        let deal = window.setTable.game.table.reduce(UInt64(count)) { $0 &* 81 &+ UInt64($1.index) }
        seats = self.levels.isEmpty
            ? nil : ComputerSeats(levels: self.levels, seed: deal, soloSecondsPerSet: soloSecondsPerSet(), claimSeconds: claimSeconds)
        followWindow()
        tableChanged(nil)
        // With no computer players left, no timer either.
        schedule()
    }

    /// After every event at the Set table: what a claim did, then the table as it is now.
    func tableChanged(_ event: TableEvent?) {
        guard var seats, let window, let match = window.setTable.match else { return }
        let claim: ClaimEvent? = if case .claim(let claim)? = event?.outcome?.event { claim } else { event?.outcome?.verdict }
        // A test's hold ends at a person's first claim, before the claim is seen,
        // so that what the seats plan from now on is timed from now.
        if heldForFirstClaim, case .claimed(let player)? = claim, !isComputer(player) {
            heldForFirstClaim = false
            if isRunning { seats.resume(at: now) }
        }
        if let claim { seats.observe(claim, at: now) }
        seats.see(VisibleTable(window.setTable.game), match: match, at: now)
        self.seats = seats
        schedule()
    }

    /// Stops while the game is paused or another game is on show (or held for a
    /// test), and goes on after.
    func followWindow() {
        guard var seats, window != nil else { return }
        if isRunning { seats.resume(at: now) } else { seats.pause(at: now) }
        self.seats = seats
        schedule()
    }

    /// Whether the computer players' clock runs: Set on show, not paused, not
    /// held for a test, and not in the first lesson, which is one player's game.
    private var isRunning: Bool {
        guard let window else { return false }
        return window.current == .set && !window.isPaused && !heldForFirstClaim && !window.setTable.isInLesson
    }

    /// Whether the player in `seat` is a computer player.
    func isComputer(_ seat: Int) -> Bool { levels[seat] != nil }

    private func schedule(atLeast least: Int = 0) {
        if let timer { MainLoop.cancel(timer) }
        timer = nil
        guard let seats, let match = window?.setTable.match, let due = seats.nextDue(match: match) else { return }
        let wait = max(least, Int(((due - now).inSeconds * 1000 / speed).rounded(.up)))
        timer = MainLoop.timeout(milliseconds: wait) { [weak self] in
            self?.timer = nil
            self?.fire()
            return false
        }
    }

    /// Does what is due now: a claim or a card, through the table view.
    private func fire() {
        guard var seats, let window, let match = window.setTable.match, window.current == .set, !window.isPaused,
              !window.setTable.isInLesson else { return }
        let step = seats.step(table: VisibleTable(window.setTable.game), match: match, at: now)
        self.seats = seats
        switch step {
        case .nothing: schedule(atLeast: Self.idleMilliseconds)
        case .claim(let seat): act(.claim(seat))
        case .choose(let index): act(.choose(index))
        }
    }

    private func act(_ command: GameCommand) {
        guard let window else { return }
        window.setTable.actingForComputer = true
        _ = window.setTableView.execute(command)
        window.setTable.actingForComputer = false
        // The event has been seen (`tableChanged`); the next step is timed from now.
        schedule()
    }
}
