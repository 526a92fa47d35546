import AdwKit
import CardArt
import GLibKit
import GameModel
import GtkKit
import Persistence
import TableCore

/// The GTK application: it reads the command line, builds the window from the
/// saved session and connects the parts that each do one job: the session
/// (games, records, saving), the desktop's style, the actions and the dialogs.
@MainActor
public final class MatchismoApplication {
    let application: Application = AdwaitaApplication(id: AppInfo.id)
    private(set) var window: MainWindow?
    private(set) var session: GameSession?
    private var style: DesktopStyle?
    private(set) var dialogs: DialogPresenter?
    private(set) var deals: NumberedDeals?
    private(set) var reviews: Reviews?
    private(set) var variants: Variants?
    /// Offers the new day's puzzle when the date changes.
    private var dayWatch: DayWatch?
    private(set) var sprints: Sprints?
    private(set) var seats: Seats?
    private(set) var windowActions: WindowActions?
    private var timer: GameTimer?
    private var cardKeys: CardKeyInput?
    private var setCount: SetCountAid?
    private var autoDealer: AutoDealer?
    private(set) lazy var actions = ActionRegistry(application: application)
    private var pendingOptions = LaunchOptions()
    /// The computer players' levels from `--opponents`, in the last seats; nil follows the preference.
    private var computers: [ComputerLevel]?
    /// Stored preferences (GSettings, or defaults in memory when the schema is not installed).
    private lazy var stored = Preferences()
    /// The GSK renderer asked for at startup.
    private var renderer: RendererChoice?
    /// What the renderer choice set for GTK, put back once the first window is drawn.
    private var startup = StartupEnvironment()
    /// Problems to tell the player once the window is up.
    private var pendingNotices: [String] = []
    /// Frames larger than this (about 2560x1600) keep their memory while the
    /// window is in use (`Window.keepFrameMemory`): a fresh pool for them would
    /// no longer fit in a frame's time, at about 1 ms a megabyte.
    private static let frameMemoryKeptAbove = 16 << 20

    /// Creates the application, runs it and returns the exit status.
    public static func run(arguments: [String]) -> Int32 {
        var startup = StartupEnvironment()
        let renderer = RendererChoice.applyBeforeDisplay(to: &startup)
        let app = MatchismoApplication()
        app.renderer = renderer
        app.startup = startup
        return app.application.run(arguments: arguments)
    }

    init() {
        CommandLineOptions.declare(on: application)
        application.onHandleLocalOptions { options in CommandLineOptions.checkLocally(options) }
        application.onCommandLine { [weak self] options in self?.commandLine(options) ?? 1 }
        application.onStartup { [weak self] in
            guard let self else { return }
            if self.renderer == nil { self.renderer = RendererChoice.applyWithOpenGL(to: &self.startup) }
            self.addAppActions()
        }
        application.onActivate { [weak self] in self?.activate() }
    }

    private func commandLine(_ options: Application.Options) -> Int32 {
        switch CommandLineOptions.parse(options) {
        case .success(let launch): pendingOptions = launch
        case .failure(let error):
            StandardError.write("\(error)\n")
            return 2
        }
        application.activate()
        return 0
    }

    private func activate() {
        let options = pendingOptions
        pendingOptions = LaunchOptions()
        if let existing = window {
            if let game = options.game { showGame(game) }
            variants?.apply(options)
            if let computers = options.computers { self.computers = computers }
            if let count = options.players { seats?.choose(count: count) }
            if options.computers != nil { seats?.reseatComputers() }
            // A second launch with --seed deals that seed in the running window.
            if let seed = options.seed { session?.newGame(seed: seed) }
            existing.window.present()
            return
        }
        let window = makeWindow(options: options)
        window.window.present()
        window.window.dropUnusedFrameSync()
        window.window.keepFrameMemory(minimumBytes: Self.frameMemoryKeptAbove, idleMilliseconds: StartupMemory.settledMilliseconds)
        if let renderer { RenderStats.noteRenderer(renderer, set: startup.applied, drawnBy: window.window.rendererTypeName) }
        // GTK has read the renderer and the graphics switches: programs the
        // game starts from now on get the player's environment.
        startup.restore()
        MainLoop.idle { [weak self] in self?.showPendingNotices() }
    }

    /// Builds the window with the saved games resumed, except the one a --seed deals afresh.
    private func makeWindow(options: LaunchOptions) -> MainWindow {
        // Settings problems (a missing schema, corrupt values) are told on stderr; defaults apply.
        stored.warnings.forEach { StandardError.write("matchismo: \($0)\n") }
        stored.onWarning = { StandardError.write("matchismo: \($0)\n") }
        preferences = PlayerPreferences(stored)
        // A choice can also change from outside (`gsettings set`, another
        // instance): it applies as one made in the Preferences window does.
        for key in PlayerPreferences.keys {
            stored.onChange(key) { [weak self] in
                guard let self, !self.isStoring else { return }
                let fresh = PlayerPreferences(self.stored)
                if fresh != self.preferences { self.preferences = fresh }
            }
        }
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
        window.saveNotice.showDetails = { [weak self] text in self?.dialogs?.showNotice(text) }
        session.records.onSaved = { [weak self, weak window] path in
            window?.saveNotice.saved(path)
            // Choices a full disk kept back are tried again at each move, as the games are.
            self?.stored.retryUnsaved()
        }
        session.records.onSaveFailure = { [weak window] error in window?.saveNotice.failed(error) }
        stored.onSaved = { [weak window] name in window?.saveNotice.saved(name) }
        stored.onSaveFailure = { [weak window] error in window?.saveNotice.failed(error) }
        window.secondsPlayed = { [weak session] game in session?.records.seconds(game) ?? 0 }
        // Each part that hears of the tables' events joins the window's
        // listeners as it is made, at its place (TableListeners.Place).
        let autoDealer = AutoDealer(window: window)
        // Read live from GSettings, so a change from outside (`gsettings set`) applies at once.
        autoDealer.isOn = { [weak self] in self?.stored.autoDeal == true }
        let setCount = SetCountAid(window: window)
        setCount.isOn = { [weak self] in self?.preferences.showSetCount == true }
        self.setCount = setCount
        self.autoDealer = autoDealer
        self.session = session
        self.window = window
        let dialogs = DialogPresenter(application: application, parent: window.window)
        self.dialogs = dialogs
        deals = NumberedDeals(session: session, window: window, dialogs: dialogs)
        variants = Variants(session: session, dialogs: dialogs, actions: actions) { [weak self] kind in
            self?.showGame(kind)
        }
        let dayWatch = DayWatch(window: window.window)
        dayWatch.onNewDay = { [weak self, weak window] _ in
            if let window { self?.variants?.newDay(in: window) }
        }
        self.dayWatch = dayWatch
        actions.setState(.puzzleDifficulty, variants?.difficulty.rawValue ?? PuzzleDifficulty.easy.rawValue)
        let seats = Seats(window: window, session: session)
        seats.claimSeconds = preferences.claimSeconds
        computers = options.computers
        seats.resumedLevels = ComputerSeats.levels(saved: session.resumedComputers)
        seats.computers.soloSecondsPerSet = { [weak session] in session?.records.statistics.soloSecondsPerSet ?? [] }
        seats.levels = { [weak self] count in self?.computerLevels(count) ?? [:] }
        seats.names = { [weak self] count in self?.preferences.names(count, levels: self?.computerLevels(count) ?? [:]) ?? [] }
        self.seats = seats
        let cardKeys = CardKeyInput(window: window)
        cardKeys.choice = preferences.cardKeysLayout
        cardKeys.showsKeys = preferences.showCardKeys
        dialogs.cardKeys = { [weak cardKeys] in cardKeys?.display.keys ?? CardKeys(layout: .qwerty) }
        self.cardKeys = cardKeys
        windowActions = WindowActions(window: window, session: session, actions: actions)
        if let deals { actions.addPlain(deals.handlers, window: window.window) }
        let reviews = Reviews(window: window, dialogs: dialogs)
        actions.addPlain(reviews.handlers, window: window.window)
        self.reviews = reviews
        let sprints = Sprints(session: session, actions: actions) { [weak self] kind in
            self?.showGame(kind)
        }
        actions.addPlain(sprints.handlers, window: window.window)
        self.sprints = sprints
        let timer = GameTimer(records: session.records, window: window)
        timer.onTime = { [weak window, weak sprints] seconds in
            window?.setTime(seconds)
            sprints?.clockTicked()
        }
        self.timer = timer
        window.onStateChange = { [weak self] in
            self?.updateActionStates()
            self?.timer?.followWindow()
            self?.seats?.followWindow()
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

    /// The computer players by seat at a table of `count`: `--opponents`, or the preference.
    private func computerLevels(_ count: Int) -> [Int: ComputerLevel] {
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

    private func showPendingNotices() {
        guard !pendingNotices.isEmpty else { return }
        let text = pendingNotices.joined(separator: "\n\n")
        pendingNotices = []
        dialogs?.showNotice(text)
    }

    // MARK: Preferences

    /// The player's choices; applied live when they change.
    var preferences = PlayerPreferences() {
        didSet { applyPreferences(from: oldValue) }
    }
    /// Whether the choices are being written to `stored`, whose change
    /// notifications then tell nothing new.
    private var isStoring = false

    private func applyPreferences(from old: PlayerPreferences) {
        style?.colorBlindSetColors = preferences.colorBlindSetColors
        style?.style = preferences.style
        isStoring = true
        preferences.store(in: stored)
        isStoring = false
        if preferences.showSetCount, !old.showSetCount { setCount?.turnedOn() }
        cardKeys?.choice = preferences.cardKeysLayout
        cardKeys?.showsKeys = preferences.showCardKeys
        seats?.claimSeconds = preferences.claimSeconds
        if preferences.computerLevels != old.computerLevels { seats?.reseatComputers() }
        if preferences.playerNames != old.playerNames, let count = seats?.count {
            seats?.rename(preferences.names(count, levels: computerLevels(count)))
        }
        guard let window, let table = session?.matchismoTable else { return }
        guard preferences.matchMode != old.matchMode || preferences.cardCount != old.cardCount else { return }
        table.mode = preferences.matchMode
        table.cardCount = preferences.cardCount
        actions.setState(.matchMode, String(preferences.matchMode.rawValue))
        actions.setState(.cardCount, String(preferences.cardCount))
        if table.moves == 0 {
            window.matchismoTableView.newGame(seed: GameSession.randomSeed())
        } else {
            window.matchismoTableView.announce(.rulesPending(preferences.matchMode, cardCount: preferences.cardCount))
        }
    }
}
