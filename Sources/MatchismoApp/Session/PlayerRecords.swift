import GLibKit
import GameModel
import TableCore
import GtkKit
import Persistence

/// The player's saved session and statistics: loads them at start, saves the
/// session after every move and on quit, and records each game that ends
/// (finished, or abandoned for a new game after at least one move).
///
/// Nothing here ever stops play: problems become one message each for the player.
@MainActor
final class PlayerRecords {
    private let sessions: SessionStore
    private let statisticsStore: StatisticsStore
    private let puzzleStore: PuzzleBookStore
    private let numberedStore: NumberedPuzzleBookStore
    private let recentStore: RecentGamesStore
    private let dataStore: DataStore
    private(set) var statistics = Statistics()
    /// Every daily puzzle opened: progress, times, results.
    private(set) var puzzles = PuzzleBook()
    /// Whether `puzzles` holds what is not on disk yet.
    private var puzzlesChanged = false
    /// Every numbered puzzle opened, and the one last opened.
    private(set) var numbered = NumberedPuzzleBook()
    /// Whether `numbered` holds what is not on disk yet.
    private var numberedChanged = false
    /// The Set games of the last 30 days, as move logs for the review.
    private(set) var recent = RecentGames()
    /// Whether `recent` holds what is not on disk yet.
    private var recentChanged = false
    private var clock = GameClock()
    /// Games whose result is already in the statistics (finished games).
    private var recorded: Set<PlayedGame> = []
    /// The statistics hold a result that is not on disk yet (its save failed).
    private var statisticsUnsaved = false
    /// Saves that failed before anyone listened, told to `onSaveFailure` once it is set.
    private var untoldFailures: [StorageError] = []
    /// Tells the player about a damaged file kept aside, at start.
    var onProblem: (@MainActor (String) -> Void)?
    /// A save failed; play goes on, and the next save tries again.
    var onSaveFailure: (@MainActor (StorageError) -> Void)? {
        didSet {
            guard let onSaveFailure else { return }
            untoldFailures.forEach { onSaveFailure($0) }
            untoldFailures = []
        }
    }
    /// A document was saved to this path.
    var onSaved: (@MainActor (String) -> Void)?

    init(dataStore: DataStore = DataStore()) {
        sessions = SessionStore(dataStore: dataStore)
        statisticsStore = StatisticsStore(dataStore: dataStore)
        puzzleStore = PuzzleBookStore(dataStore: dataStore)
        numberedStore = NumberedPuzzleBookStore(dataStore: dataStore)
        recentStore = RecentGamesStore(dataStore: dataStore)
        self.dataStore = dataStore
    }

    /// Loads the statistics and the saved session; problems are reported once.
    func load() -> SavedSession? {
        let stats = statisticsStore.load()
        statistics = stats.value ?? Statistics()
        stats.message.map { report($0) }
        let book = puzzleStore.load()
        puzzles = book.value ?? PuzzleBook()
        book.message.map { report($0) }
        let numberedBook = numberedStore.load()
        numbered = numberedBook.value ?? NumberedPuzzleBook()
        numberedBook.message.map { report($0) }
        let recentGames = recentStore.load()
        recent = recentGames.value ?? RecentGames()
        recent.prune(now: .now)
        recentGames.message.map { report($0) }
        let session = sessions.load()
        session.message.map { report($0) }
        guard let saved = session.value else { return nil }
        let now = MainLoop.now
        restoreClock(.matchismo, saved.matchismo, now)
        for variant in saved.setGames.variants { restoreClock(.set(variant), saved.setGames[variant], now) }
        restoreClock(.card, saved.card, now)
        return saved
    }

    func restoreClock(_ kind: PlayedGame, _ saved: (any SavedPlay)?, _ now: Double) {
        guard let saved else { return }
        clock.reset(kind, to: saved.elapsedSeconds, at: now)
        if saved.isRecorded { recorded.insert(kind) }
    }

    /// Runs the clock of `game` only (nil stops every clock: paused, hidden, or a game without one).
    func show(_ game: PlayedGame?) { clock.show(game, at: MainLoop.now) }

    /// Seconds played in `kind`; a sprint's run `TestSpeed.sprints` times faster (1 but in tests).
    func seconds(_ kind: PlayedGame) -> Double {
        clock.seconds(kind, at: MainLoop.now) * (kind.sprint == nil ? 1 : TestSpeed.sprints)
    }

    /// The puzzle of `date` as the player left it (or fresh), with the puzzle's clock set to its time.
    func openPuzzle(_ date: PuzzleDate) -> PuzzleGame {
        let day = puzzles.days[date]
        resetPuzzleClock(to: day?.seconds, solved: day?.isSolved == true)
        return day?.game ?? PuzzleGame(date: date)
    }

    /// Numbered puzzle `number` as the player left it (or fresh), with the
    /// puzzle's clock set to its time; it becomes the current numbered puzzle.
    func openNumbered(_ number: Int) -> NumberedPuzzleGame {
        let entry = numbered.puzzles[number]
        resetPuzzleClock(to: entry?.seconds, solved: entry?.isSolved == true)
        let game = numbered.game(number)
        keepNumbered(game)
        return game
    }

    /// The puzzle that starts in the puzzle's place: the numbered puzzle that
    /// was on the table, unless a day is asked for; otherwise the day's.
    func puzzleAtStart(date: PuzzleDate?) -> any SetFamilyGame {
        if date == nil, numbered.isOnTable, let current = numbered.current { return openNumbered(current) }
        return openPuzzle(date ?? .today)
    }

    /// One puzzle at a time has the puzzle's clock (the daily or a numbered one).
    private func resetPuzzleClock(to seconds: Double?, solved: Bool) {
        clock.reset(.set(.puzzle), to: seconds ?? 0, at: MainLoop.now)
        if solved { recorded.insert(.set(.puzzle)) } else { recorded.remove(.set(.puzzle)) }
    }

    /// Keeps the numbered puzzle on the table, with its time, in the numbered book.
    func keepNumbered(_ game: NumberedPuzzleGame) {
        let before = numbered
        numbered.keep(game, seconds: seconds(.set(.puzzle)))
        numbered.isOnTable = true
        if numbered != before { numberedChanged = true }
    }

    /// The daily puzzle is in the puzzle's place: the numbered one will not come back at start.
    func numberedLeftTable() {
        guard numbered.isOnTable else { return }
        numbered.isOnTable = false
        numberedChanged = true
    }

    /// Keeps the puzzle's progress and time in the book; `savePuzzles()` writes it.
    func keepPuzzle(_ game: PuzzleGame) {
        let before = puzzles
        puzzles.keep(game, seconds: seconds(.set(.puzzle)))
        if puzzles != before { puzzlesChanged = true }
    }

    /// Writes the puzzle book when it changed since the last write.
    func savePuzzles() {
        guard puzzlesChanged else { return }
        if saved(puzzles, in: puzzleStore) { puzzlesChanged = false }
    }

    /// Writes the numbered puzzle book when it changed since the last write.
    func saveNumbered() {
        guard numberedChanged else { return }
        if saved(numbered, in: numberedStore) { numberedChanged = false }
    }

    /// A game ended by the rules: it counts as finished (an assisted game sets no best time).
    func finished(_ kind: PlayedGame, score: Int, assisted: Bool = false, found: Int? = nil) {
        guard !recorded.contains(kind) else { return }
        recorded.insert(kind)
        // "Your pace" follows solo classic Set played to the end without help.
        if kind == PlayedGame(.set, variant: .classic), !assisted, let found { statistics.notePace(seconds: seconds(kind), found: found) }
        if statistics.record(game: kind, score: score, duration: seconds(kind), finished: true, hasMoved: true,
                             assisted: assisted)
        {
            saveStatistics()
        }
    }

    /// Starts `kind`'s clock at zero (a sprint starting).
    func startClock(_ kind: PlayedGame) {
        clock.reset(kind, at: MainLoop.now)
    }

    /// Keeps a sprint's result, ended today, when it is its mode's record; what it was.
    func offerSprint(_ result: SprintResult) -> SprintRecords.Offer {
        let offer = statistics.offerSprint(result, on: .today)
        if offer != .notARecord { saveStatistics() }
        return offer
    }

    /// A match of players at one table ended: each player's record, by name.
    func finished(_ match: PlayersMatch, computers: [Int: ComputerLevel] = [:]) {
        statistics.recordMatch(match)
        statistics.recordAgainst(match, levels: computers)
        saveStatistics()
    }

    /// A game is being replaced by a new one: it counts as abandoned when it
    /// had a move. With `counts` false it is left out of the statistics
    /// whatever its moves (a players' match, recorded by player when it ends);
    /// its clock starts again either way.
    func replacing(_ kind: PlayedGame, score: Int, moves: Int, assisted: Bool = false, counts: Bool = true) {
        defer {
            recorded.remove(kind)
            clock.reset(kind, at: MainLoop.now)
        }
        guard counts, !recorded.contains(kind) else { return }
        if statistics.record(game: kind, score: score, duration: seconds(kind), finished: false, hasMoved: moves > 0,
                             assisted: assisted)
        {
            saveStatistics()
        }
    }

    /// What `replacing` changes for a game, to put back when a new deal is undone.
    struct Snapshot {
        let statistics: Statistics
        let seconds: Double
        let wasRecorded: Bool
    }

    func snapshot(_ kind: PlayedGame) -> Snapshot {
        Snapshot(statistics: statistics, seconds: seconds(kind), wasRecorded: recorded.contains(kind))
    }

    /// Puts back the statistics and the clock of a game whose replacement was undone.
    func restore(_ snapshot: Snapshot, for kind: PlayedGame) {
        if statistics != snapshot.statistics {
            statistics = snapshot.statistics
            saveStatistics()
        }
        clock.reset(kind, to: snapshot.seconds, at: MainLoop.now)
        if snapshot.wasRecorded { recorded.insert(kind) } else { recorded.remove(kind) }
    }

    /// The saved form of a game in progress.
    func saved<Game>(_ game: Game, kind: PlayedGame, moves: Int) -> SavedGame<Game> {
        SavedGame(game: game, elapsedSeconds: seconds(kind), hasMoved: moves > 0, isRecorded: recorded.contains(kind))
    }

    /// Saves the session after a move or on quit. When it succeeds, the
    /// statistics and puzzle book that could not be saved before are saved
    /// too, and so are they when the data directory was deleted meanwhile
    /// (the save makes it again): the player's records live on in memory.
    func save(_ session: SavedSession) {
        let directoryWasGone = !dataStore.directoryExists
        guard saved(session, in: sessions) else { return }
        if directoryWasGone {
            if statistics != Statistics() { statisticsUnsaved = true }
            if puzzles != PuzzleBook() { puzzlesChanged = true }
            if numbered != NumberedPuzzleBook() { numberedChanged = true }
        }
        if statisticsUnsaved { saveStatistics() }
        savePuzzles()
        saveNumbered()
        if recentChanged { recentChanged = !saved(recent, in: recentStore) }
    }

    /// Keeps a Set game that ended or was left, or a sprint that ended with
    /// `sprint`, for the review from Statistics.
    func keepRecent(_ recording: SetGameRecording, sprint: SprintResult? = nil) {
        recent.keep(recording, sprint: sprint, ended: .now)
        recentChanged = !saved(recent, in: recentStore)
    }

    private func saveStatistics() {
        statisticsUnsaved = !saved(statistics, in: statisticsStore)
    }

    /// Saves `document`, telling `onSaved` or `onSaveFailure`; whether it was saved.
    private func saved<Document>(_ document: Document, in store: DocumentStore<Document>) -> Bool {
        do {
            try store.save(document)
            onSaved?(store.path)
            return true
        } catch {
            if let onSaveFailure { onSaveFailure(error) } else { untoldFailures.append(error) }
            return false
        }
    }

    private func report(_ message: String) {
        StandardError.write("matchismo: \(message)\n")
        onProblem?(message)
    }
}
