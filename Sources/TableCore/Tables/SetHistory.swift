import GameModel

/// A game of the Set family with its undo history, whichever variant it is,
/// so one table can hold each variant's game.
public protocol SetHistory: Sendable {
    /// The game now.
    var current: any SetFamilyGame { get }
    /// The game's move log, when its deal is known (`RecordedHistory`); nil
    /// for a game resumed without one.
    var recording: SetGameRecording? { get }
    var canUndo: Bool { get }
    /// Applies `command`, remembering the state before it when it changed the game.
    mutating func perform(_ command: SetCommand) -> GameOutcome
    /// Goes back one move; false when there is none.
    mutating func undo() -> Bool
    /// Notes that the count of sets was shown, in the game and the states undo goes back to.
    mutating func noteSetCountShown()
}

extension UndoHistory: SetHistory where Game: SetFamilyGame {
    public var current: any SetFamilyGame { game }
    public var recording: SetGameRecording? { nil }

    public mutating func perform(_ command: SetCommand) -> GameOutcome {
        perform { $0.perform(command) }
    }

    public mutating func noteSetCountShown() {
        amendAll { $0.noteSetCountShown() }
    }
}

/// A Set game kept with its move log: each state undo goes back to holds
/// the log as it then was, so Undo takes back the move and its entry together.
struct RecordedHistory<Game: SetFamilyGame>: SetHistory {
    private var history: UndoHistory<RecordedSetGame<Game>>

    init(_ game: RecordedSetGame<Game>) {
        history = UndoHistory(game)
    }

    var current: any SetFamilyGame { history.game.game }
    var recording: SetGameRecording? { history.game.recording }
    var canUndo: Bool { history.canUndo }

    mutating func perform(_ command: SetCommand) -> GameOutcome {
        history.perform { $0.perform(command) }
    }

    mutating func undo() -> Bool { history.undo() }

    mutating func noteSetCountShown() {
        history.amendAll { $0.noteSetCountShown() }
    }
}

/// The game `deal` deals, with an empty undo history and its log begun.
func history(of deal: SetDeal) -> any SetHistory {
    func recorded<Game: SetFamilyGame>(_ start: Game) -> any SetHistory {
        RecordedHistory(RecordedSetGame<Game>(deal: deal)!)
    }
    return recorded(deal.start())
}

/// `game` with an empty undo history, and its log: `recording` when it
/// replays to exactly `game`, a fresh one when `game` is a puzzle as dealt;
/// otherwise none (a log that does not fit is dropped, the game kept).
func history<Game: SetFamilyGame>(of game: Game, recording: SetGameRecording? = nil) -> any SetHistory {
    if let recording, let kept = RecordedSetGame<Game>(replaying: recording), kept.game == game {
        return RecordedHistory(kept)
    }
    if let deal = puzzleDeal(of: game), let fresh = RecordedSetGame<Game>(deal: deal), fresh.game == game {
        return RecordedHistory(fresh)
    }
    return UndoHistory(game)
}

/// The deal of a puzzle, which the game itself names (a dealt game does not keep its seed).
private func puzzleDeal(of game: some SetFamilyGame) -> SetDeal? {
    switch game {
    case let daily as PuzzleGame: .daily(daily.date)
    case let numbered as NumberedPuzzleGame: .numberedPuzzle(numbered.number)
    default: nil
    }
}
