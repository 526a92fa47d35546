/// A game of the Set family with its move log (`SetGameRecording`), kept
/// together: every command goes through `perform`, which plays it and logs
/// it when it changed the game. A value, so `UndoHistory<RecordedSetGame<…>>`
/// takes back the move and its log entry together.
///
/// Saved as the recording alone (a few bytes a move); decoding replays it,
/// so the game loaded is exactly the one played, and a log whose deal is not
/// `Game`'s fails to decode.
public struct RecordedSetGame<Game: SetFamilyGame>: Equatable, Sendable {
    /// The game now.
    public private(set) var game: Game
    public private(set) var recording: SetGameRecording

    /// The game `deal` deals, or nil when it is not a `Game` (a daily puzzle's
    /// deal for `ClassicSetGame`).
    public init?(deal: SetDeal) {
        guard let game = deal.start() as? Game else { return nil }
        self.game = game
        recording = SetGameRecording(deal: deal)
    }

    /// Plays `command` and logs it when it changed the game.
    public mutating func perform(_ command: SetCommand) -> GameOutcome {
        let outcome = game.perform(command)
        recording.record(command, outcome: outcome)
        return outcome
    }

    /// Notes that the count of sets was shown (`SetFamilyGame.noteSetCountShown`), logged too.
    public mutating func noteSetCountShown() {
        game.noteSetCountShown()
        recording.recordSetCountShown()
    }
}

extension RecordedSetGame where Game: SeededSetGame {
    /// `Game` dealt from `seed`.
    public init(seed: UInt64) {
        self.init(deal: .seeded(Game.variant, seed: seed)!)!
    }
}

extension RecordedSetGame<PuzzleGame> {
    /// The daily puzzle of `date`.
    public init(date: PuzzleDate) {
        self.init(deal: .daily(date))!
    }
}

extension RecordedSetGame<NumberedPuzzleGame> {
    /// Numbered puzzle `number`, which must be in `NumberedPuzzle.numbers`.
    public init(number: Int) {
        self.init(deal: .numberedPuzzle(number)!)!
    }
}

extension RecordedSetGame {
    /// The game `recording` replays to, with it; nil when it does not replay
    /// or is no `Game`'s.
    public init?(replaying recording: SetGameRecording) {
        guard let game = recording.replay() as? Game else { return nil }
        self.game = game
        self.recording = recording
    }
}

extension RecordedSetGame: Codable {
    public init(from decoder: any Decoder) throws {
        guard let replayed = Self(replaying: try SetGameRecording(from: decoder)) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "the log is no \(Game.self)"))
        }
        self = replayed
    }

    public func encode(to encoder: any Encoder) throws { try recording.encode(to: encoder) }
}
