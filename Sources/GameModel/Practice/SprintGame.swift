/// A sprint: classic Set dealt from a deal number (`ClassicSetGame(seed:)`,
/// so the same number deals the same sprint everywhere, and the same cards
/// as Set's deal of that number), played against the clock (`SprintMode`).
///
/// The model has no clock: every call takes the seconds of play since the
/// sprint began, which the caller measures (and pauses). Times never go
/// back: an earlier time than the last is taken as the last.
///
/// A mistake is a wrong set, or Deal 3 More while a set is on the table (more
/// cards make sets easier to find). A find sprint ends with the move that
/// finds its target; a timed one when its time is up (a call at or after the
/// limit ends it first, and the command is refused). Either ends if the deal
/// runs out. Hints and the count of sets are allowed but leave the sprint
/// assisted, and an assisted sprint sets no record.
public struct SprintGame: Codable, Equatable, Sendable {
    public let mode: SprintMode
    /// The deal number.
    public let deal: UInt64
    /// The classic game with its move log, for the review.
    public private(set) var play: RecordedSetGame<ClassicSetGame>
    /// The latest seconds of play given.
    public private(set) var seconds = 0.0
    /// Mistakes so far.
    public private(set) var mistakes = 0
    /// How the sprint ended; nil while it runs.
    public private(set) var result: SprintResult?

    public init(mode: SprintMode, deal: UInt64) {
        self.mode = mode
        self.deal = deal
        play = RecordedSetGame(seed: deal)
    }

    /// The game being played.
    public var game: ClassicSetGame { play.game }
    public var isOver: Bool { result != nil }
    public var setsFound: Int { game.found.count }
    /// Seconds of play left in a timed sprint at `seconds`; nil in a find sprint.
    public func secondsLeft(at seconds: Double) -> Double? {
        mode.timeLimit.map { max($0 - max(self.seconds, seconds), 0) }
    }

    /// The result if the sprint ended at the latest time: what the status shows while it runs.
    public var standing: SprintResult {
        SprintResult(mode: mode, deal: deal, setsFound: setsFound, mistakes: mistakes, playSeconds: seconds,
                     isAssisted: game.isAssisted)
    }

    /// Plays `command` at `seconds` of play.
    public mutating func perform(_ command: SetCommand, at seconds: Double) -> SprintOutcome {
        if let ended = clock(at: seconds) { return SprintOutcome(game: .refused(.gameOver), events: [ended]) }
        guard !isOver else { return SprintOutcome(game: .refused(.gameOver), events: []) }
        let outcome = play.perform(command)
        var events: [SprintEvent] = []
        switch outcome.event {
        case .setFound: events.append(.setFound(setsFound, of: mode.target))
        case .notASet: events.append(mistake())
        case .dealt(_, let missed) where missed > 0: events.append(mistake())
        default: break
        }
        if let target = mode.target, setsFound >= target { events.append(finish(at: self.seconds)) }
        if !isOver, game.isOver { events.append(finish(at: self.seconds)) }
        return SprintOutcome(game: outcome, events: events)
    }

    /// Tells the sprint the time: in a timed sprint, at or past its limit,
    /// ends it and returns `.finished`; otherwise nil.
    public mutating func clock(at seconds: Double) -> SprintEvent? {
        if seconds.isFinite { self.seconds = max(self.seconds, seconds) }
        guard !isOver, let limit = mode.timeLimit, self.seconds >= limit else { return nil }
        return finish(at: limit)
    }

    /// Notes that the count of sets (or every set) was shown: the sprint is assisted.
    public mutating func noteSetCountShown() {
        guard !isOver else { return }
        play.noteSetCountShown()
    }

    private mutating func mistake() -> SprintEvent {
        mistakes += 1
        return mode.target == nil ? .mistake(points: SprintRules.mistakeCost) : .mistake(seconds: SprintRules.penaltySeconds)
    }

    private mutating func finish(at playSeconds: Double) -> SprintEvent {
        let ended = SprintResult(mode: mode, deal: deal, setsFound: setsFound, mistakes: mistakes,
                                 playSeconds: playSeconds, isAssisted: game.isAssisted)
        result = ended
        return .finished(ended)
    }
}

/// What one sprint command did: the Set game's outcome and the sprint's events.
public struct SprintOutcome: Equatable, Sendable {
    public let game: GameOutcome
    public let events: [SprintEvent]

    public init(game: GameOutcome, events: [SprintEvent]) {
        self.game = game
        self.events = events
    }
}

/// What happened to the sprint, beside the Set game's own event.
public enum SprintEvent: Equatable, Sendable {
    /// A set found: the sets found so far, of the target (nil in a timed sprint).
    case setFound(Int, of: Int?)
    /// A mistake in a find sprint: these seconds are added.
    case mistake(seconds: Double)
    /// A mistake in a timed sprint: these points are lost.
    case mistake(points: Int)
    /// The sprint ended.
    case finished(SprintResult)
}

extension SprintGame {
    enum CodingKeys: String, CodingKey {
        case mode, deal, play, seconds, mistakes, result
    }

    /// Reads a saved sprint and refuses one no play made: a log of another
    /// deal, times that are no times, more mistakes than moves, a result
    /// that is not this sprint's.
    public init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        mode = try values.decode(SprintMode.self, forKey: .mode)
        deal = try values.decode(UInt64.self, forKey: .deal)
        play = try values.decode(RecordedSetGame<ClassicSetGame>.self, forKey: .play)
        seconds = try values.decode(Double.self, forKey: .seconds)
        mistakes = try values.decode(Int.self, forKey: .mistakes)
        result = try values.decodeIfPresent(SprintResult.self, forKey: .result)
        let limits = SavedStateLimits.self
        try limits.require(play.recording.deal == .seeded(.classic, seed: deal), "the game is not the sprint's deal", in: decoder)
        try limits.require(seconds.isFinite && seconds >= 0 && (0...game.moves).contains(mistakes),
                           "the time or the mistakes are out of range", in: decoder)
        try limits.require(
            result.map { $0.mode == mode && $0.deal == deal && $0.setsFound == setsFound && $0.mistakes == mistakes } ?? true,
            "the result is not this sprint's", in: decoder)
    }
}
