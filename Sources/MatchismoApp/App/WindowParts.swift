import CardArt
import GLibKit
import GameModel
import GtkKit
import Persistence
import TableCore

/// The game window and the parts that each do one job for it: the session
/// (games, records, saving), the players' seats, the variants, sprints and
/// reviews, the clock, the card keys, the desktop's style and the dialogs.
/// Made once, when the application first activates; each part that hears of
/// the tables' events joins the window's listeners as it is made.
@MainActor
final class WindowParts {
    private let application: Application
    let actions: ActionRegistry
    /// Stored preferences (GSettings, or defaults in memory when the schema is not installed).
    let stored = Preferences()
    private(set) var window: MainWindow!
    private(set) var session: GameSession!
    private(set) var dialogs: DialogPresenter!
    private(set) var deals: NumberedDeals!
    private(set) var reviews: Reviews!
    private(set) var variants: Variants!
    private(set) var sprints: Sprints!
    private(set) var seats: Seats!
    private(set) var windowActions: WindowActions!
    private(set) var style: DesktopStyle?
    /// Offers the new day's puzzle when the date changes.
    private var dayWatch: DayWatch?
    private var timer: GameTimer?
    private(set) var cardKeys: CardKeyInput?
    private(set) var setCount: SetCountAid?
    private(set) var lessons: Lessons?
    private var autoDealer: AutoDealer?
    /// The computer players' levels from `--opponents`, in the last seats; nil follows the preference.
    var computers: [ComputerLevel]?
    /// Problems to tell the player once the window is up.
    private var pendingNotices: [String] = []

    /// The player's choices; applied live when they change (`applyPreferences`).
    var preferences = PlayerPreferences() {
        didSet { applyPreferences(from: oldValue) }
    }
    /// Whether the choices are being written to `stored`, whose change
    /// notifications then tell nothing new.
    var isStoring = false

    init(application: Application, actions: ActionRegistry) {
        self.application = application
        self.actions = actions
    }

    /// Builds the window with the saved games resumed, except the one a --seed deals afresh.
    func build(options: LaunchOptions) -> MainWindow {
        followStoredPreferences()
        let session = GameSession(
            options: options, preferences: preferences, lastGame: stored.lastGame
        ) { [weak self] message in self?.notify(message) }
        session.nextRules = { [weak self] in
            let rules = self?.preferences ?? PlayerPreferences()
            return (rules.matchMode, rules.cardCount)
        }
        let window = MainWindow(
            application: application, matchismoTable: session.matchismoTable, setTable: session.setTable,
            singleGame: session.single, face: session.face, painter: CardPainter(caching: .never))
        session.window = window
        self.session = session
        self.window = window
        showSaving(in: window, records: session.records)
        window.secondsPlayed = { [weak session] game in session?.records.seconds(game) ?? 0 }
        // Each part that hears of the tables' events joins the window's
        // listeners as it is made, at its place (TableListeners.Place).
        autoDealer = AutoDealer(window: window)
        // Read live from GSettings, so a change from outside (`gsettings set`) applies at once.
        autoDealer?.isOn = { [weak stored] in stored?.autoDeal == true }
        setCount = SetCountAid(window: window)
        setCount?.isOn = { [weak self] in self?.preferences.showSetCount == true }
        let dialogs = DialogPresenter(application: application, parent: window.window)
        self.dialogs = dialogs
        deals = NumberedDeals(session: session, window: window, dialogs: dialogs)
        variants = Variants(session: session, dialogs: dialogs, actions: actions) { [weak self] in self?.showGame($0) }
        dayWatch = DayWatch(window: window.window)
        dayWatch?.onNewDay = { [weak self] _ in self.map { $0.variants.newDay(in: $0.window) } }
        actions.setState(.puzzleDifficulty, variants.difficulty.rawValue)
        computers = options.computers
        seats = makeSeats(window: window, session: session)
        let cardKeys = CardKeyInput(window: window)
        cardKeys.choice = preferences.cardKeysLayout
        cardKeys.showsKeys = preferences.showCardKeys
        dialogs.cardKeys = { [weak cardKeys] in cardKeys?.display.keys ?? CardKeys(layout: .qwerty) }
        self.cardKeys = cardKeys
        windowActions = WindowActions(window: window, session: session, actions: actions)
        actions.addPlain(deals.handlers, window: window.window)
        lessons = makeLessons(window: window, session: session)
        reviews = Reviews(window: window, dialogs: dialogs)
        actions.addPlain(reviews.handlers, window: window.window)
        sprints = Sprints(session: session, actions: actions) { [weak self] in self?.showGame($0) }
        actions.addPlain(sprints.handlers, window: window.window)
        timer = GameTimer(records: session.records, window: window)
        timer?.onTime = { [weak window, weak sprints] seconds in
            window?.setTime(seconds)
            sprints?.clockTicked()
        }
        window.onStateChange = { [weak self] in
            self?.updateActionStates()
            self?.timer?.followWindow()
            self?.seats.followWindow()
        }
        window.window.setDefaultSize(width: stored.windowWidth, height: stored.windowHeight)
        if stored.windowMaximized { window.window.maximize() }
        window.window.onCloseRequest { [weak self] in
            self?.saveEverything()
            return false
        }
        style = DesktopStyle(following: window, preferences: preferences) { [weak self] in
            (self?.preferences ?? PlayerPreferences()).animations
        }
        for kind in session.resumed { window.setStatus(EventText.welcomeBack, for: kind) }
        showGame(session.showing)
        seats.seatAtStart(options.players, preference: preferences.players)
        return window
    }

    /// The players at the Set table: their names, computer levels and claim time.
    private func makeSeats(window: MainWindow, session: GameSession) -> Seats {
        let seats = Seats(window: window, session: session)
        seats.claimSeconds = preferences.claimSeconds
        seats.resumedLevels = ComputerSeats.levels(saved: session.resumedComputers)
        seats.computers.soloSecondsPerSet = { [weak session] in session?.records.statistics.soloSecondsPerSet ?? [] }
        seats.levels = { [weak self] count in self?.computerLevels(count) ?? [:] }
        seats.names = { [weak self] count in self?.preferences.names(count, levels: self?.computerLevels(count) ?? [:]) ?? [] }
        return seats
    }

    /// The save banner: the records' and the choices' saves, and a failed one's details.
    private func showSaving(in window: MainWindow, records: PlayerRecords) {
        window.saveNotice.showDetails = { [weak self] text in self?.dialogs.showNotice(text) }
        records.onSaved = { [weak self, weak window] path in
            window?.saveNotice.saved(path)
            // Choices a full disk kept back are tried again at each move, as the games are.
            self?.stored.retryUnsaved()
        }
        records.onSaveFailure = { [weak window] error in window?.saveNotice.failed(error) }
        stored.onSaved = { [weak window] name in window?.saveNotice.saved(name) }
        stored.onSaveFailure = { [weak window] error in window?.saveNotice.failed(error) }
    }

    /// A second launch: its game, variant, players and seed in the running window.
    func apply(_ options: LaunchOptions) {
        if let game = options.game { showGame(game) }
        variants.apply(options)
        if let computers = options.computers { self.computers = computers }
        if let count = options.players { seats.choose(count: count) }
        if options.computers != nil { seats.reseatComputers() }
        // A second launch with --seed deals that seed in the running window.
        if let seed = options.seed { session.newGame(seed: seed) }
    }

    /// Switches the window and the game action's state to `kind`.
    func showGame(_ kind: GameKind) {
        actions.setState(.game, kind.rawValue)
        window?.show(kind)
        lessons?.gameShown(kind)
    }

    /// The first lessons, not offered again once finished or skipped (the stored preference).
    private func makeLessons(window: MainWindow, session: GameSession) -> Lessons {
        let lessons = Lessons(window: window)
        lessons.isSeen = { [weak stored, weak session, weak window] kind in
            Lessons.isSeen(
                stored: stored?.lessonSeen(kind) ?? true,
                gamesPlayed: session?.records.statistics[PlayedGame(kind)].played ?? 0,
                movesInGame: window?.table(kind)?.game.moves ?? 0)
        }
        lessons.noteSeen = { [weak stored] kind in stored?.noteLessonSeen(kind) }
        lessons.prepare = { [weak session] kind in if kind == .set { session?.showVariant(.classic) } }
        actions.addPlain(lessons.handlers, window: window.window)
        return lessons
    }

    func updateActionStates() {
        windowActions?.updateStates()
        deals?.updateActionStates(actions)
        lessons?.updateActionStates(actions)
        sprints?.updateActionStates(actions)
        reviews?.updateActionStates(actions)
        // Undo after New Game may bring back a game with another number of players.
        actions.setState(.players, String(seats?.count ?? 1))
    }

    /// The computer players by seat at a table of `count`: `--opponents`, or the preference.
    func computerLevels(_ count: Int) -> [Int: ComputerLevel] {
        computers.map { ComputerSeats.levels($0, count: count) } ?? ComputerSeats.levels(perSeat: preferences.computerLevels, count: count)
    }

    /// On quit: the session (resumed next time, not abandoned), the window size and the last game.
    private func saveEverything() {
        session?.save()
        guard let window else { return }
        let size = window.window.defaultSize
        stored.windowMaximized = window.window.isMaximized
        if !window.window.isMaximized, size.width > 0, size.height > 0 {
            stored.windowWidth = size.width
            stored.windowHeight = size.height
        }
        stored.lastGame = window.current
        stored.sync()
    }

    /// A problem with the player's data: told in a dialog once the window is up.
    private func notify(_ message: String) {
        pendingNotices.append(message)
        if window?.window.isVisible == true { MainLoop.idle { [weak self] in self?.showPendingNotices() } }
    }

    func showPendingNotices() {
        guard !pendingNotices.isEmpty else { return }
        let text = pendingNotices.joined(separator: "\n\n")
        pendingNotices = []
        dialogs?.showNotice(text)
    }
}
