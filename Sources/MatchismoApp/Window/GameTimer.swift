import GLibKit
import GameModel
import TableCore

/// The clock on show: it runs for the game in the window while the window is
/// on screen, the game is not paused and not over, and then wakes the app
/// once a second to show the time. Paused, hidden or finished, it stops and
/// schedules nothing, so an idle window costs nothing.
@MainActor
final class GameTimer {
    private let records: PlayerRecords
    /// The game on show, when it has a clock (not the single card or the face).
    var game: PlayedGame? { didSet { if game != oldValue { update() } } }
    var isPaused = false { didSet { if isPaused != oldValue { update() } } }
    var isWindowShown = true { didSet { if isWindowShown != oldValue { update() } } }
    /// Whether the game on show is over (its time stands).
    var isOver: @MainActor () -> Bool = { false }
    /// Shows the time of the game on show; nil hides it.
    var onTime: @MainActor (Double?) -> Void = { _ in }
    private var tick: UInt32?

    init(records: PlayerRecords) {
        self.records = records
    }

    /// The clock in `window`'s header: it runs for the card game on show
    /// while the window is on screen and the game is neither paused nor over.
    convenience init(records: PlayerRecords, window: MainWindow) {
        self.init(records: records)
        self.window = window
        isOver = { [weak window] in window?.currentTable?.game.isOver ?? true }
        onTime = { [weak window] seconds in window?.setTime(seconds) }
        window.window.onShownChange { [weak self] shown in self?.isWindowShown = shown }
    }

    private weak var window: MainWindow?

    /// Follows the window's game on show and its pause.
    func followWindow() {
        guard let window else { return }
        // The first lesson has no clock: the player's own game's time waits under it.
        let inLesson = (window.currentTable?.game as? any LessonTable)?.isInLesson == true
        game = window.current.keepsScore && !inLesson ? window.currentPlayed : nil
        isPaused = window.isPaused
        update()
    }

    /// Whether the clock runs now.
    var isRunning: Bool { game != nil && !isPaused && isWindowShown && !isOver() }

    /// Starts or stops the clock after anything that may change `isRunning`.
    func update() {
        let running = isRunning
        records.show(running ? game : nil)
        showTime()
        if running, tick == nil {
            // Wake on the next whole second of play, then every second.
            let seconds = game.map(records.seconds) ?? 0
            let untilNext = Int(((seconds.rounded(.down) + 1 - seconds) * 1000).rounded(.up))
            tick = MainLoop.timeout(milliseconds: max(untilNext, 1)) { [weak self] in
                self?.startTicking()
                return false
            }
        } else if !running, let tick {
            MainLoop.cancel(tick)
            self.tick = nil
        }
    }

    private func startTicking() {
        showTime()
        tick = MainLoop.timeout(milliseconds: 1000) { [weak self] in
            self?.showTime()
            return true
        }
    }

    private func showTime() {
        onTime(game.map(records.seconds))
    }
}
