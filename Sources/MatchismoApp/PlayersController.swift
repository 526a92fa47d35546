import GameModel
import GLibKit
import TableCore

/// Players at one Set table: seats them, takes their claims (claim keys and
/// the players bar's buttons), runs the claimer's countdown, shows it and says
/// its last seconds, and reports a finished match for the records.
@MainActor
final class PlayersController {
    private weak var window: MainWindow?
    private let countdown = ClaimCountdown()
    private var keys: ClaimKeyInput?
    /// The seconds a claimer has to choose (the preference).
    var claimSeconds = 6
    /// The last seconds of a claim that are said aloud.
    private static let spokenSeconds = 3

    init(window: MainWindow) {
        self.window = window
        let keys = ClaimKeyInput(window: window.window)
        keys.onClaim = { [weak self] seat in self?.claim(seat) }
        self.keys = keys
        window.players.onClaim = { [weak self] seat in self?.claim(seat) }
        window.claimSeconds = { [weak self] in self?.claimSeconds ?? 6 }
        countdown.onTick = { [weak self] left in self?.tick(left) }
        countdown.onExpire = { [weak window] in window?.set.execute(.claimTimeOut) }
        showBar()
    }

    /// `seat` claims a set, when players share the Set table on show.
    func claim(_ seat: Int) {
        guard let window, window.current == .set, !window.isPaused, window.setTable.match != nil else { return }
        window.set.execute(.claim(seat))
    }

    /// After every event at the Set table: a claim starts the countdown, and
    /// any end of the claim (a verdict, a timeout, a new game) stops it.
    func tableChanged(_ event: TableEvent?) {
        guard let window else { return }
        if window.setTable.match?.claimer == nil {
            countdown.stop()
        } else if case .claim(.claimed)? = event?.outcome?.event {
            countdown.start(seconds: claimSeconds)
        }
        showBar()
    }

    /// The countdown stands still while the game is paused or another game is on show.
    func follow(isPlaying: Bool) {
        countdown.isPaused = !isPlaying
    }

    /// Seats `names` (2 to 4) at the Set table, or one player with nil.
    func seat(_ names: [String]?) {
        guard let window else { return }
        window.setTable.seat(names)
        countdown.stop()
        showBar()
        window.refresh()
    }

    /// Renames the seated players (a live change in preferences), keeping their scores.
    func rename(_ names: [String]) {
        guard let window, window.setTable.match != nil else { return }
        window.setTable.match?.rename(names)
        showBar()
    }

    private func tick(_ left: Int) {
        showBar()
        guard left <= Self.spokenSeconds, let window, window.current == .set else { return }
        window.narrator.say(PlayerText.seconds(left))
    }

    private func showBar() {
        window?.players.show(window?.setTable.match, secondsLeft: countdown.secondsLeft)
    }
}
