import GLibKit
import GameModel
import GtkKit

/// Notices when the local calendar day changes while the game runs (midnight,
/// a wall clock set forward or back, a laptop that slept), so the daily puzzle
/// can offer the new day's without a restart.
///
/// GLib's timeouts run on the monotonic clock, which a wall clock jump does not
/// move: the timeout is armed for the wall clock's next midnight but never
/// further than `longestWait`, and armed again each time it fires, so a jump is
/// noticed within that wait, and at once when the window is focused again.
@MainActor
final class DayWatch {
    /// The local day as last seen.
    private(set) var today: PuzzleDate = .today
    /// After the day changed, with the new day.
    var onNewDay: @MainActor (PuzzleDate) -> Void = { _ in }
    /// Seconds between looks at most: the wall clock may have jumped meanwhile.
    static let longestWait = 600.0
    private var timer: UInt32?

    init(window: Window) {
        window.onNotify("is-active") { [weak self] in self?.check() }
        arm()
    }

    /// Looks at the date now; tells `onNewDay` when it is not the day last seen.
    func check() {
        let now = PuzzleDate.today
        guard now != today else { return }
        today = now
        onNewDay(now)
    }

    private func arm() {
        // A second past midnight, so the date has surely turned when it fires.
        let wait = min(WallClock.secondsToLocalMidnight + 1, Self.longestWait)
        timer = MainLoop.timeout(milliseconds: max(1000, Int(wait * 1000))) { [weak self] in
            self?.check()
            self?.arm()
            return false
        }
    }

    isolated deinit {
        if let timer { MainLoop.cancel(timer) }
    }
}
