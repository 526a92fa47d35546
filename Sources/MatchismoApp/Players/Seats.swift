import GameModel
import GLibKit
import TableCore

/// The seats at one Set table: who sits in them (people and computer
/// players), their claims (claim keys and the players bar's buttons), the
/// claimer's countdown, shown and its last seconds said, and a finished
/// match reported for the records.
@MainActor
final class Seats: TableListener {
    private weak var window: MainWindow?
    private weak var session: GameSession?
    private let countdown = ClaimCountdown()
    private var keys: ClaimKeyInput?
    /// The computer players seated among them.
    let computers: ComputerPlayers
    /// The computer players' levels by seat for `count` players (the preference or `--opponents`).
    var levels: @MainActor (Int) -> [Int: ComputerLevel] = { _ in [:] }
    /// The resumed match's computer players by seat, kept when it goes on.
    var resumedLevels: [Int: ComputerLevel]?
    /// The seconds a claimer has to choose (the preference).
    var claimSeconds = PlayerPreferences().claimSeconds {
        didSet { computers.claimSeconds = claimSeconds }
    }
    /// The players' names in seat order (the preference, with "Player 2" for a blank).
    var names: @MainActor (Int) -> [String] = { count in (0..<count).map(PlayerText.defaultName(seat:)) }
    /// The last seconds of a claim that are said aloud.
    private static let spokenSeconds = 3

    init(window: MainWindow, session: GameSession) {
        self.window = window
        self.session = session
        computers = ComputerPlayers(window: window)
        let keys = ClaimKeyInput(window: window.window)
        keys.onClaim = { [weak self] seat in self?.claim(seat) }
        self.keys = keys
        window.players.onClaim = { [weak self] seat in self?.claim(seat) }
        window.claimSeconds = { [weak self] in self?.claimSeconds ?? PlayerPreferences().claimSeconds }
        countdown.onTick = { [weak self] left in self?.tick(left) }
        countdown.onExpire = { [weak window] in window?.setTableView.execute(.claimTimeOut) }
        window.listeners.join(self, at: .players)
        showBar()
    }

    /// `seat` claims a set, when players share the Set table on show.
    func claim(_ seat: Int) {
        guard let window, window.current == .set, !window.isPaused, window.setTable.match != nil,
              !computers.isComputer(seat) else { return }
        window.setTableView.execute(.claim(seat))
    }

    /// After every event at the Set table: a claim starts the countdown, and
    /// any end of the claim (a verdict, a timeout, a new game) stops it.
    func heard(_ event: TableEvent?, in kind: GameKind) -> String? {
        guard kind == .set, let window else { return nil }
        if window.setTable.match?.claimer == nil {
            countdown.stop()
        } else if case .claim(.claimed)? = event?.outcome?.event {
            countdown.start(seconds: claimSeconds)
        }
        if event == .newGame { reseatComputers() }
        computers.tableChanged(event)
        showBar()
        return nil
    }

    /// The countdown stands still while the game is paused or another game is on show.
    func followWindow() {
        countdown.isPaused = window.map { $0.current != .set || $0.isPaused } ?? true
        computers.followWindow()
    }

    /// At start: `--players` seats players at the game just dealt or resumed
    /// (a resumed match of as many players goes on, scores and all);
    /// otherwise a resumed match keeps its players, or the preference seats them.
    func seatAtStart(_ option: Int?, preference: Int) {
        guard let window else { return }
        let resumed = window.setTable.match != nil
        guard let count = option ?? (resumed || preference < 2 ? nil : preference), count != self.count else {
            // A resumed match goes on with its computer players.
            if resumed { computers.seat(resumedLevels ?? levels(self.count)) }
            return
        }
        seatAndSay(count)
    }

    /// How many players share the Set table now.
    var count: Int { window?.setTable.match?.players.count ?? 1 }

    /// Seats `count` players (1 plays alone) at the Set table on show, with a
    /// new game as New Game deals it, and says how each claims.
    func choose(count: Int) {
        guard let window, let session, window.current == .set, count != self.count else { return }
        if session.newGame() { window.toasts.showNewGameDealt() }
        seatAndSay(count)
    }

    /// Seats `count` players and says how each claims.
    private func seatAndSay(_ count: Int) {
        seat(count)
        window?.add(EventText.seated(window?.setTable.match, computerSeats: window?.setTable.computerSeats ?? []), for: .set)
    }

    /// Seats `count` players with their names, scores at zero; 1 plays alone.
    func seat(_ count: Int) {
        guard let window else { return }
        window.setTable.seat(count > 1 ? names(count) : nil)
        countdown.stop()
        computers.seat(count > 1 ? levels(count) : [:])
        showBar()
        window.refresh()
    }

    /// Seats the computer players the preference now asks for (a live
    /// change), renamed to match, keeping everyone's scores; once the game
    /// has moves they wait for the next game, so a match's records are
    /// against the levels that played all of it.
    func reseatComputers() {
        guard let window, window.setTable.match != nil, levels(count) != computers.levels else { return }
        guard window.setTable.moves == 0 else {
            window.setTableView.announce(.computersPending)
            return
        }
        computers.seat(levels(count))
        rename(names(count))
    }

    /// Renames the seated players (a live change in preferences), keeping their scores.
    func rename(_ names: [String]) {
        guard let window, window.setTable.match != nil else { return }
        window.setTable.match?.rename(names)
        showBar()
    }

    private func tick(_ left: Int) {
        showBar()
        // A computer claimer needs no reminder of its time.
        guard left <= Self.spokenSeconds, let window, window.current == .set,
              !(window.setTable.match?.claimer.map(computers.isComputer) ?? false) else { return }
        window.narrator.say(PlayerText.seconds(left))
    }

    private func showBar() {
        window?.players.show(window?.setTable.match, secondsLeft: countdown.secondsLeft, levels: computers.levels)
    }
}
