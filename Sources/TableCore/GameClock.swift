import GameModel

/// Playing time per game: it runs only for the game on show.
public struct GameClock {
    private var elapsed: [GameKind: Double] = [:]
    private var running: (kind: GameKind, since: Double)?

    public init() {}

    /// Seconds played in `kind` up to `now`.
    public func seconds(_ kind: GameKind, at now: Double) -> Double {
        let base = elapsed[kind, default: 0]
        guard let running, running.kind == kind else { return base }
        return base + max(now - running.since, 0)
    }

    /// Stops the clock of the game on show and starts `kind`'s (nil stops all).
    public mutating func show(_ kind: GameKind?, at now: Double) {
        if let running { elapsed[running.kind] = seconds(running.kind, at: now) }
        running = kind.map { ($0, now) }
    }

    /// Sets `kind`'s time (a restored or a new game).
    public mutating func reset(_ kind: GameKind, to seconds: Double = 0, at now: Double) {
        elapsed[kind] = seconds
        if running?.kind == kind { running = (kind, now) }
    }
}
