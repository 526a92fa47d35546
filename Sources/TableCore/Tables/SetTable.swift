import CardArt
import GameModel

/// Set and its variants adapted to the shared table. The table holds one game
/// of each variant played so far and shows one of them; each keeps its own
/// undo history.
@MainActor
public final class SetTable: TableGame {
    public let kind = GameKind.set
    /// Set cards are drawn wide, 8:5, so symbols sit side by side.
    nonisolated public static let cardAspectRatio = 8.0 / 5.0
    public var aspectRatio: Double { Self.cardAspectRatio }
    /// The variant on show.
    public private(set) var variant: SetVariant
    private var histories: [SetVariant: any SetHistory]
    /// The day whose puzzle a new puzzle game deals.
    public var puzzleDate: PuzzleDate
    /// The players when 2 to 4 share the table, whichever variant is on show;
    /// nil for one player. A new game starts their scores afresh.
    public var match: PlayersMatch?
    /// The computer players' levels by seat (`ComputerSeats`): while one
    /// claims, its cards come only with `actingForComputer` set, never from a human's keys.
    public var computerLevels: [Int: ComputerLevel] = [:]
    public var computerSeats: Set<Int> { Set(computerLevels.keys) }
    /// Set while a computer player's card goes through the table.
    public var actingForComputer = false
    /// The sprint on show over classic Set, whose own game waits beneath it; nil when none.
    public private(set) var sprint: SprintGame?
    /// The sprint's seconds of play now (the app's clock), read at each command.
    public var sprintSeconds: @MainActor () -> Double = { 0 }
    /// What the sprint made of the last command (empty outside a sprint).
    public private(set) var sprintEvents: [SprintEvent] = []
    /// The first lesson's game on show over the variant's own, which waits
    /// beneath it untouched: never saved, recorded or taken back (`SetTable+Lesson`).
    public internal(set) var lessonGame: ClassicSetGame?
    /// The cards the lesson is about, drawn lit as a hint's are.
    public var litFaces: Set<CardFace> = []

    /// A classic game dealt from `seed`, its moves logged.
    public convenience init(seed: UInt64) {
        self.init(deal: .seeded(.classic, seed: seed)!)
    }

    /// The game `deal` deals, shown, its moves logged.
    public convenience init(deal: SetDeal, puzzleDate: PuzzleDate? = nil) {
        self.init(history: history(of: deal), puzzleDate: puzzleDate)
    }

    /// Resumes a saved game, which is shown, with its saved log when that
    /// replays to it (`history(of:recording:)`).
    public convenience init(game: some SetFamilyGame, recording: SetGameRecording? = nil, puzzleDate: PuzzleDate? = nil) {
        self.init(history: history(of: game, recording: recording), puzzleDate: puzzleDate)
    }

    private init(history: any SetHistory, puzzleDate: PuzzleDate?) {
        let game = history.current
        variant = game.variant
        histories = [game.variant: history]
        self.puzzleDate = puzzleDate ?? (game as? PuzzleGame)?.date ?? PuzzleDate(dayNumber: 0)
    }

    /// The game on show: the sprint's, during one.
    public var game: any SetFamilyGame { lessonGame ?? sprint?.game ?? current.current }

    /// The game of `variant`, when one has been dealt or resumed.
    public func game(of variant: SetVariant) -> (any SetFamilyGame)? { histories[variant]?.current }

    private var current: any SetHistory {
        get { histories[variant]! }
        set { histories[variant] = newValue }
    }

    /// Holds `game` as its variant's game, without showing it, with its
    /// saved log when that replays to it.
    public func keep(_ game: any SetFamilyGame, recording: SetGameRecording? = nil) {
        histories[game.variant] = history(of: game, recording: recording)
    }

    /// The move log of the game on show (the sprint's, during one); nil for
    /// a game resumed without one.
    public var recording: SetGameRecording? { lessonGame != nil ? nil : sprint?.play.recording ?? current.recording }

    /// The move log of `variant`'s game (never a sprint's).
    public func recording(of variant: SetVariant) -> SetGameRecording? { histories[variant]?.recording }

    /// A fresh game of `variant`: dealt from `seed`, or the puzzle of `puzzleDate`.
    private func dealt(_ variant: SetVariant, seed: UInt64) -> any SetHistory {
        history(of: SetDeal.seeded(variant, seed: seed) ?? .daily(puzzleDate))
    }

    /// Shows `variant`, dealing it from `seed` (or resuming `saved`) when it has no game yet.
    public func show(_ variant: SetVariant, saved: (any SetFamilyGame)? = nil, seed: UInt64) {
        // A claim does not follow the player to another variant's table.
        _ = match?.withdraw()
        endSprint()
        endLesson()
        self.variant = variant
        if let saved {
            histories[variant] = history(of: saved)
        } else if histories[variant] == nil {
            histories[variant] = dealt(variant, seed: seed)
        }
    }

    public var cards: [TableCard] {
        let game = game
        let selected = Set(game.selection), hinted = Set(game.hinted)
        return game.table.map { card in
            var state: CardLook.State = []
            if selected.contains(card) { state.insert(.selected) }
            if hinted.contains(card) { state.insert(.hinted) }
            if litFaces.contains(.set(card)) { state.insert(.lit) }
            return TableCard(id: .set(card), face: .set(card), state: state, isEnabled: !isOver)
        }
    }

    public var score: Int { game.score }
    public var deckCount: Int { game.deckCount }
    public var canDeal: Bool { game.canDeal && !game.isOver }
    /// Players at one table cannot take back a move: a found set scored for its claimer.
    /// A sprint takes nothing back: its clock has run.
    public var canUndo: Bool { match == nil && sprint == nil && lessonGame == nil && current.canUndo }
    public var isOver: Bool { lessonGame?.isOver ?? sprint?.isOver ?? game.isOver }
    public var moves: Int { game.moves }
    public var isAssisted: Bool { game.isAssisted }

    /// Marks the game on show as helped by the count of sets (`SetsOnTable`).
    public func noteSetCountShown() {
        if lessonGame != nil { return }
        if sprint != nil { sprint?.noteSetCountShown() } else { current.noteSetCountShown() }
    }

    public func perform(_ command: GameCommand) -> GameOutcome? {
        if lessonGame != nil { return performInLesson(command) }
        if match != nil, let claimOutcome = performClaim(command) { return claimOutcome }
        guard let setCommand = Self.setCommand(command) else { return nil }
        // The time is read first: the clock reads the sprint, which must not be in the middle of a change then.
        let seconds = sprint == nil ? 0 : sprintSeconds()
        if sprint != nil, let sprintOutcome = sprint?.perform(setCommand, at: seconds) {
            sprintEvents = sprintOutcome.events
            return sprintOutcome.game
        }
        var outcome = current.perform(setCommand)
        outcome.verdict = match?.judge(outcome.event)
        return outcome
    }

    /// The Set family's command for a table command; nil for one it has none for.
    static func setCommand(_ command: GameCommand) -> SetCommand? {
        switch command {
        case .choose(let index): .choose(index)
        case .dealThree: .dealThree
        case .shuffleTable: .shuffleTable
        case .hint: .hint
        case .showSets: .showNextPlay
        case .openReview: .openReview
        case .clearSelection: .deselectAll
        default: nil
        }
    }

    /// A command as the players' match sees it: a claim, the claimer's time
    /// running out, or a card chosen with no claim open; nil for a command
    /// the game plays as usual.
    private func performClaim(_ command: GameCommand) -> GameOutcome? {
        guard var match else { return nil }
        defer { self.match = match }
        switch command {
        case .claim where game.isOver: return .refused(.gameOver)
        case .claim(let player): return GameOutcome(.claim(match.claim(player)))
        case .claimTimeOut:
            guard let event = match.timeOut() else { return nil }
            // The claimer's chosen cards are put back with the claim.
            if !game.selection.isEmpty { _ = current.perform(.deselectAll) }
            return GameOutcome(.claim(event))
        case .choose where match.claimer == nil && !game.isOver: return .refused(.claimFirst)
        case .choose where match.claimer.map(computerSeats.contains) == true && !actingForComputer:
            // A computer player chooses its own cards.
            return GameOutcome(.claim(.alreadyClaimed(by: match.claimer!)))
        default: return nil
        }
    }

    /// Seats `names` at the table (2 to 4), or one player (nil or any other
    /// count), with scores afresh; a new game comes with it.
    public func seat(_ names: [String]?) {
        match = names.flatMap(PlayersMatch.init(names:))
        // A sprint is one player's race.
        if match != nil { endSprint() }
    }

    public func undo() -> Bool { canUndo && current.undo() }

    /// Deals a fresh game of the variant on show (the puzzle of `puzzleDate` in the puzzle);
    /// during a sprint, the same sprint from deal `seed`.
    public func newGame(seed: UInt64) {
        endLesson()
        if let sprint {
            startSprint(sprint.mode, deal: seed)
            return
        }
        match = match.flatMap { PlayersMatch(names: $0.players.map(\.name)) }
        current = dealt(variant, seed: seed)
    }

    /// Starts a sprint of `mode` dealt from `deal` over classic Set, which
    /// waits beneath it as the player left it (dealt from `deal` when there was none).
    public func startSprint(_ mode: SprintMode, deal: UInt64) {
        endLesson()
        if variant != .classic { show(.classic, seed: deal) }
        sprint = SprintGame(mode: mode, deal: deal)
        sprintEvents = []
    }

    /// Leaves the sprint (finished or not): classic Set is on show again.
    public func endSprint() {
        sprint = nil
        sprintEvents = []
    }

    /// Tells the sprint the time; in a timed sprint whose time is up, it ends
    /// and its `.finished` event is returned. (The last command's
    /// `sprintEvents` stay: a tick comes between a move and its telling.)
    public func tickSprint() -> SprintEvent? {
        guard sprint != nil else { return nil }
        let seconds = sprintSeconds()
        return sprint?.clock(at: seconds)
    }

    /// Replaces the variant on show's game and history (a snapshot coming back).
    func replaceCurrent(_ history: any SetHistory) {
        current = history
    }

    /// The variant on show's game with its history.
    var currentHistory: any SetHistory { current }
}
