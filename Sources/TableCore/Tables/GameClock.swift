import GameModel

/// Playing time per game (each Set variant apart): it runs only for the game on show, and for none while the game is paused or the window hidden.
public struct GameClock {
    private var elapsed: [PlayedGame: Double] = [:]
    private var running: (game: PlayedGame, since: Double)?

    public init() {}

    /// Seconds played in `game` up to `now`.
    public func seconds(_ game: PlayedGame, at now: Double) -> Double {
        let base = elapsed[game, default: 0]
        guard let running, running.game == game else { return base }
        return base + max(now - running.since, 0)
    }

    /// Stops the clock of the game on show and starts `game`'s (nil stops all).
    public mutating func show(_ game: PlayedGame?, at now: Double) {
        if let running { elapsed[running.game] = seconds(running.game, at: now) }
        running = game.map { ($0, now) }
    }

    /// Sets `game`'s time (a restored or a new game).
    public mutating func reset(_ game: PlayedGame, to seconds: Double = 0, at now: Double) {
        elapsed[game] = seconds
        if running?.game == game { running = (game, now) }
    }
}
