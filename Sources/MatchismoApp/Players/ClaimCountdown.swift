import GLibKit

/// The seconds a player has to choose cards after claiming: it ticks once a
/// second while it runs, stands still while the game is paused, and tells
/// when the time is up. It schedules nothing when no claim is open.
@MainActor
final class ClaimCountdown {
    /// Whole seconds left; nil when no claim is open.
    private(set) var secondsLeft: Int?
    private var tick: UInt32?
    /// After each second, with the seconds left (never 0).
    var onTick: @MainActor (Int) -> Void = { _ in }
    /// The time is up.
    var onExpire: @MainActor () -> Void = {}

    /// Starts counting down from `seconds`.
    func start(seconds: Int) {
        stop()
        secondsLeft = seconds
        schedule()
    }

    /// Ends the countdown (the claim ended); nothing more is told.
    func stop() {
        unschedule()
        secondsLeft = nil
    }

    /// Stops or restarts the clock without losing the seconds left.
    var isPaused = false {
        didSet {
            guard isPaused != oldValue, secondsLeft != nil else { return }
            if isPaused { unschedule() } else { schedule() }
        }
    }

    private func schedule() {
        guard tick == nil, !isPaused else { return }
        tick = MainLoop.timeout(milliseconds: 1000) { [weak self] in self?.second() ?? false }
    }

    private func unschedule() {
        if let tick { MainLoop.cancel(tick) }
        tick = nil
    }

    /// One second went by; false stops the timeout.
    private func second() -> Bool {
        guard let left = secondsLeft else { return false }
        if left <= 1 {
            tick = nil
            secondsLeft = nil
            onExpire()
            return false
        }
        secondsLeft = left - 1
        onTick(left - 1)
        return true
    }
}
