import GLibKit
import GameModel
import Persistence
import TableCore

/// The games in play and what becomes of them: which saved games resume and
/// which are dealt afresh, what counts in the statistics, and saving after
/// every move and on quit.
@MainActor
final class GameSession: TableListener {
    let records = PlayerRecords()
    let matchismoTable: MatchismoTable
    let setTable: SetTable
    /// The resumed match's computer players in seat order (nil for a person).
    private(set) var resumedComputers: [ComputerLevel?]?
    /// The single-card game to start the window with.
    let single: SingleCardGame
    /// The face to start the window with.
    let face: HappinessFace
    /// The game to show first.
    let showing: GameKind
    /// The games that go on from where the player left them.
    let resumed: [GameKind]
    /// The window whose games are saved; set once it exists.
    weak var window: MainWindow? {
        didSet { window?.listeners.join(self, at: .session) }
    }
    /// The Matchismo rules of the next deal, saved with the session.
    var nextRules: @MainActor () -> (mode: MatchMode, cardCount: Int) = {
        let rules = PlayerPreferences()
        return (rules.matchMode, rules.cardCount)
    }
    private var saveScheduled = false
    /// The game in progress that the last New Game replaced, until the new one has a move.
    private var replaced: (snapshot: TableSnapshot, records: PlayerRecords.Snapshot)?
    /// The puzzle kept at the Set table was the day's own when it was opened
    /// (not an earlier day's from the list).
    private var puzzleWasToday: Bool

    /// Loads the saved session, resuming each saved game except the one a
    /// `--seed` deals afresh; problems go to `onProblem` once each.
    init(options: LaunchOptions, preferences: PlayerPreferences, lastGame: GameKind,
         onProblem: @escaping @MainActor (String) -> Void)
    {
        records.onProblem = onProblem
        puzzleWasToday = (options.date ?? .today) == .today
        let saved = records.load()
        let showing = options.game ?? saved?.showing ?? lastGame
        self.showing = showing
        let dealsAfresh = { (kind: GameKind) in options.seed != nil && kind == showing }
        // The face is a view, not a game: it keeps its instructions, not a welcome back.
        resumed = GameKind.allCases.filter { kind in
            guard kind != .face, !dealsAfresh(kind) else { return false }
            return kind == .set ? Self.resumesSet(saved, options: options) : saved?.has(kind) == true
        }
        let records = records
        func starting<Game: MovesAndScore>(_ kind: GameKind, _ saved: SavedGame<Game>?, deal: (UInt64) -> Game) -> Game {
            if let saved, !dealsAfresh(kind) { return saved.game }
            if let saved { records.replacing(PlayedGame(kind), score: saved.game.score, moves: saved.game.moves) }
            return deal(dealsAfresh(kind) ? options.seed! : Self.randomSeed())
        }
        let matchismoGame = starting(.matchismo, saved?.matchismo) {
            MatchismoGame(cardCount: preferences.cardCount, mode: preferences.matchMode, seed: $0)
        }
        matchismoTable = MatchismoTable(game: matchismoGame, cardCount: preferences.cardCount)
        matchismoTable.mode = preferences.matchMode
        setTable = Self.setTable(options: options, saved: saved, records: records, dealsAfresh: dealsAfresh(.set))
        // The players of a saved match sit down again; a fresh deal starts their scores at zero.
        setTable.match = saved?.match.flatMap { dealsAfresh(.set) ? PlayersMatch(names: $0.players.map(\.name)) : $0 }
        resumedComputers = setTable.match == nil ? nil : saved?.computers
        setTable.sprintSeconds = { [weak setTable, records] in
            setTable?.sprint.map { records.seconds(.sprint($0.mode)) } ?? 0
        }
        single = starting(.card, saved?.card) { SingleCardGame(seed: $0) }
        face = saved?.face ?? .standard
    }

    static func randomSeed() -> UInt64 { UInt64.random(in: 0...UInt64.max) }

    /// After every move: record a finished game, and save the session; a
    /// solved puzzle adds its streak or time to the move's sentence, and a
    /// sprint its progress.
    func heard(_ event: TableEvent?, in kind: GameKind) -> String? {
        guard let event else { return nil }
        if event.changedGame, replaced?.snapshot.kind == kind, event != .newGame { replaced = nil }
        // A sprint is no classic game: it has records of its own (`sprintWords`), and is not saved (docs/practice.md, "Sprints in the app").
        if kind == .set, setTable.sprint != nil { return sprintWords(after: event) }
        // The lesson's deal is practice: never recorded, and not saved (`LessonTable`).
        if (window?.table(kind)?.game as? any LessonTable)?.isInLesson == true { return nil }
        guard event.changedGame else { return nil }
        if event.outcome?.gameOver != nil, kind == .set, let match = setTable.match {
            records.finished(match, computers: setTable.computerLevels)
        } else if event.outcome?.gameOver != nil, kind.keepsScore, !isNumberedPuzzle(kind), let game = window?.table(kind)?.game {
            records.finished(played(kind), score: game.score, assisted: game.isAssisted, found: event.outcome?.gameOver?.found)
        }
        // Every Set game that ends is kept for the review from Statistics.
        if kind == .set, event.outcome?.gameOver != nil, let recording = setTable.recording { records.keepRecent(recording) }
        scheduleSave()
        // The book is written with the session; the streak needs the solved day in it now.
        if kind == .set, event.outcome?.gameOver != nil, let puzzle = setTable.game as? PuzzleGame {
            records.keepPuzzle(puzzle)
            let streak = records.puzzles.streak(today: .today)
            return EventText.puzzleSolved(streak: streak.current, best: streak.longest)
        } else if kind == .set, event.outcome?.gameOver != nil, let puzzle = setTable.game as? NumberedPuzzleGame {
            records.keepNumbered(puzzle)
            let seconds = records.numbered.puzzles[puzzle.number]?.seconds ?? 0
            return PuzzleNumber.solved(puzzle.number, seconds: seconds)
        }
        return nil
    }

    /// Whether game `kind` is a numbered puzzle: its results are numbered-puzzles.json's
    /// (Statistics' Numbered Puzzles page), never the daily puzzle's statistics.
    private func isNumberedPuzzle(_ kind: GameKind) -> Bool { kind == .set && setTable.game is NumberedPuzzleGame }

    /// Game `kind` as the clock and the records know it: Set with the variant on its table.
    private func played(_ kind: GameKind) -> PlayedGame { window?.played(kind) ?? PlayedGame(kind) }

    /// The game on show changed (its clock is the timer's business).
    func show(_ kind: GameKind) {
        scheduleSave()
    }

    /// Deals a new game of the kind on show (from `seed`, or a random one); the
    /// game it replaces counts as abandoned when it had a move. The face resets.
    /// Returns true when it replaced a game in progress, which `undoNewGame()` can bring back.
    @discardableResult
    func newGame(seed: UInt64? = nil) -> Bool {
        guard let window else { return false }
        let seed = seed ?? Self.randomSeed()
        let kind = window.current
        replaced = nil
        switch kind {
        case .set where setTable.sprint != nil:
            // New Game in a sprint runs the same sprint on a new deal.
            startSprint(setTable.sprint!.mode, deal: seed)
            return false
        case .set where setTable.variant == .puzzle:
            // A numbered puzzle goes on to the next of its difficulty; the
            // daily puzzle is the day's: New Game opens today's, as the player left it.
            if let numbered = setTable.game as? NumberedPuzzleGame, let next = NumberedPuzzle.next(after: numbered.number) {
                openNumbered(next)
            } else {
                openPuzzle(.today)
            }
            return false
        case .matchismo, .set:
            guard let table = window.table(kind) else { return false }
            // New Game in the lesson leaves it first: the game it replaces is the player's own.
            (table.game as? any LessonTable)?.endLesson()
            retire(table.game, kind: kind)
            table.newGame(seed: seed)
        case .card:
            records.replacing(.card, score: 0, moves: window.single.game.moves)
            window.single.newGame(seed: seed)
        case .face:
            window.face.execute(.resetFace)
        }
        scheduleSave()
        return replaced != nil
    }

    /// Deals the Matchismo deal on the table again from its start, as New Game
    /// deals a fresh one: the game it replaces counts as abandoned when it had
    /// a move, and `undoNewGame()` can bring it back. False when the game has
    /// no deal number (saved before deals were numbered).
    @discardableResult
    func restartDeal() -> Bool {
        if let sprint = setTable.sprint, window?.current == .set {
            startSprint(sprint.mode, deal: sprint.deal)
            return false
        }
        guard let window, matchismoTable.deal != nil else { return false }
        replaced = nil
        matchismoTable.endLesson()
        retire(matchismoTable, kind: .matchismo)
        window.matchismoTableView.replaceGame(.newGame) { matchismoTable.restartDeal() }
        scheduleSave()
        return replaced != nil
    }

    /// Counts `game`, about to be replaced, as abandoned when it had a move,
    /// and keeps it for Undo while it was in progress.
    private func retire(_ game: TableGame, kind: GameKind) {
        if game.moves > 0, !game.isOver { replaced = (game.snapshot(), records.snapshot(played(kind))) }
        // A Set game left with a move in it is kept for the review, as one that ends is.
        if kind == .set, game.moves > 0, !game.isOver, let recording = setTable.recording,
           GameReview(recording)?.steps.isEmpty == false { records.keepRecent(recording) }
        // A match is recorded by player when it ends, never as one player's game.
        let isMatch = kind == .set && setTable.match != nil
        records.replacing(played(kind), score: game.score, moves: game.moves, assisted: game.isAssisted,
                          counts: !isMatch)
    }

    /// Shows Set variant `variant`: its game goes on where the player left it, or is dealt.
    func showVariant(_ variant: SetVariant) {
        // The Daily Puzzle is the day's, also when a numbered puzzle has its place.
        if variant == .puzzle, setTable.game(of: .puzzle) is NumberedPuzzleGame { return openPuzzle(.today) }
        guard let window, variant != setTable.variant || setTable.sprint != nil else { return }
        if setTable.sprint != nil, variant == setTable.variant {
            // Classic chosen during a sprint: the sprint is left, and classic Set goes on beneath it.
            window.changeSprint(.variantShown(variant)) { setTable.endSprint() }
            scheduleSave()
            return
        }
        replaced = nil
        window.showVariant(variant, seed: Self.randomSeed())
        scheduleSave()
    }

    /// Starts a sprint of `mode` dealt from `deal` over classic Set, with its clock at zero.
    func startSprint(_ mode: SprintMode, deal: UInt64) {
        guard let window else { return }
        replaced = nil
        records.startClock(.sprint(mode))
        window.changeSprint(.newGame) { setTable.startSprint(mode, deal: deal) }
        window.add(SprintText.started(mode, deal: deal), for: .set)
        scheduleSave()
    }

    /// Opens the puzzle of `date` as the player left it; the puzzle on show keeps its progress.
    func openPuzzle(_ date: PuzzleDate) {
        guard let window else { return }
        if let puzzle = setTable.game(of: .puzzle) as? PuzzleGame, puzzle.date == date, setTable.variant == .puzzle { return }
        keepPuzzleInPlace()
        replaced = nil
        puzzleWasToday = date == .today
        setTable.puzzleDate = date
        window.showVariant(.puzzle, saved: records.openPuzzle(date), seed: Self.randomSeed())
        records.numberedLeftTable()
        scheduleSave()
    }

    /// The puzzle kept at the Set table was today's when it was opened, and
    /// the local day has gone on since: it stays that day's puzzle, and is
    /// recorded on that day, but the Daily Puzzle now opens the new day's.
    /// (A clock set back before that day leaves it alone.)
    var puzzleIsStale: Bool {
        guard puzzleWasToday, let puzzle = setTable.game(of: .puzzle) as? PuzzleGame else { return false }
        return puzzle.date < .today
    }

    /// Opens numbered puzzle `number` in the puzzle's place, as the player
    /// left it; the puzzle it replaces (daily or numbered) keeps its progress.
    func openNumbered(_ number: Int) {
        guard let window else { return }
        if let puzzle = setTable.game(of: .puzzle) as? NumberedPuzzleGame, puzzle.number == number, setTable.variant == .puzzle {
            return
        }
        keepPuzzleInPlace()
        replaced = nil
        window.showVariant(.puzzle, saved: records.openNumbered(number), seed: Self.randomSeed())
        scheduleSave()
    }

    /// Keeps the puzzle in the puzzle's place, daily or numbered, in its book with its time.
    func keepPuzzleInPlace() {
        switch setTable.game(of: .puzzle) {
        case let daily as PuzzleGame: records.keepPuzzle(daily)
        case let numbered as NumberedPuzzleGame: records.keepNumbered(numbered)
        default: break
        }
    }

    /// Whether Undo in game `kind` brings back the game New Game replaced.
    func canUndoNewGame(in kind: GameKind) -> Bool { replaced?.snapshot.kind == kind }

    /// Brings back the game the last New Game replaced, with its statistics and time.
    func undoNewGame() {
        guard let window, let replaced, let table = window.table(replaced.snapshot.kind) else { return }
        self.replaced = nil
        records.restore(replaced.records, for: played(replaced.snapshot.kind))
        table.restore(replaced.snapshot)
        scheduleSave()
    }

    /// Saves once the current burst of events is handled.
    func scheduleSave() {
        guard !saveScheduled else { return }
        saveScheduled = true
        MainLoop.idle { [weak self] in
            self?.saveScheduled = false
            self?.save()
        }
    }
}
