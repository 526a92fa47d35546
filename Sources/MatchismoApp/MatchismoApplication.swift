import CGtk
import CardArt
import FoundationEssentials
import GameModel
import TableCore
import GtkKit
import Persistence

/// The GTK application: options, actions, accelerators and the window.
@MainActor
public final class MatchismoApplication {
    let application = Application(id: AppInfo.id)
    private(set) var window: MainWindow?
    private var actions: [AppAction: Action] = [:]
    private var pendingOptions = LaunchOptions()
    private let records = PlayerRecords()
    /// Stored preferences (GSettings, or defaults in memory when the schema is not installed).
    private lazy var stored = Preferences()
    /// Problems to tell the player once the window is up.
    private var pendingNotices: [String] = []
    private var saveScheduled = false

    /// Creates the application, runs it and returns the exit status.
    public static func run(arguments: [String]) -> Int32 {
        let app = MatchismoApplication()
        return app.application.run(arguments: arguments)
    }

    init() {
        application.addStringOption("game", description: "Game to show: matchismo, set or card", argument: "GAME")
        application.addStringOption("seed", description: "Start a new game dealt from this seed", argument: "N")
        application.addFlag("version", description: "Show the version and exit")
        application.collectRemainingArguments(description: "")
        application.setOptionSummary(
            "Card matching games: Matchismo and Set.\n\nTo draw cards without a display: matchismo render --help")
        application.onHandleLocalOptions { options in Self.checkLocalOptions(options) }
        application.onCommandLine { [weak self] options in self?.commandLine(options) ?? 1 }
        application.onStartup { [weak self] in self?.startup() }
        application.onActivate { [weak self] in self?.activate() }
    }

    /// Validates options in the launching process: bad values exit with status 2.
    private static func checkLocalOptions(_ options: Application.Options) -> Int32 {
        if options.contains("version") {
            print("matchismo \(AppInfo.version)")
            return 0
        }
        if options.contains("") {
            StandardError.write(LaunchOptionError.unexpectedArguments.description + "\n")
            return 2
        }
        if case .failure(let error) = LaunchOptions.parse(game: options.string("game"), seed: options.string("seed")) {
            StandardError.write("\(error)\n")
            return 2
        }
        guard Application.canOpenDisplay() else {
            StandardError.write(LaunchOptionError.noDisplay.description + "\n")
            return 1
        }
        return -1
    }

    private func commandLine(_ options: Application.Options) -> Int32 {
        switch LaunchOptions.parse(game: options.string("game"), seed: options.string("seed")) {
        case .success(let launch): pendingOptions = launch
        case .failure(let error):
            StandardError.write("\(error)\n")
            return 2
        }
        application.activate()
        return 0
    }

    private func startup() {
        registerActions()
    }

    private func activate() {
        let options = pendingOptions
        pendingOptions = LaunchOptions()
        if let existing = window {
            if let game = options.game { showGame(game) }
            // A second launch with --seed deals that seed in the running window.
            if let seed = options.seed { newGame(seed: seed) }
            existing.window.present()
            return
        }
        let window = makeWindow(options: options)
        window.window.present()
        MainLoop.idle { [weak self] in self?.showPendingNotices() }
    }

    /// Builds the window with the saved games resumed, except the one a --seed deals afresh.
    private func makeWindow(options: LaunchOptions) -> MainWindow {
        records.onProblem = { [weak self] message in
            self?.pendingNotices.append(message)
            if self?.window?.window.isVisible == true { MainLoop.idle { self?.showPendingNotices() } }
        }
        // Settings problems (a missing schema, corrupt values) are told on stderr; defaults apply.
        stored.warnings.forEach { StandardError.write("matchismo: \($0)\n") }
        stored.onWarning = { StandardError.write("matchismo: \($0)\n") }
        preferences = PlayerPreferences(stored)
        let saved = records.load()
        let showing = options.game ?? saved?.showing ?? stored.lastGame
        let matchismo = startingGame(.matchismo, saved?.matchismo, options, showing) { seed in
            MatchismoGame(cardCount: self.preferences.cardCount, mode: self.preferences.matchMode, seed: seed)
        }
        let set = startingGame(.set, saved?.set, options, showing) { SetGame(seed: $0) }
        let single = startingGame(.card, saved?.card, options, showing) { SingleCardGame(seed: $0) }
        let matchismoTable = MatchismoTable(game: matchismo, cardCount: preferences.cardCount)
        matchismoTable.mode = preferences.matchMode
        let window = MainWindow(
            application: application, matchismoTable: matchismoTable, setTable: SetTable(game: set),
            singleGame: single, painter: CardPainter(caching: .never))
        window.onStateChange = { [weak self] in self?.updateActionStates() }
        window.onEvent = { [weak self] kind, event in self?.handle(event, in: kind) }
        window.window.setDefaultSize(width: stored.windowWidth, height: stored.windowHeight)
        if stored.windowMaximized { window.window.maximize() }
        window.window.onCloseRequest { [weak self] in
            self?.saveEverything()
            return false
        }
        self.window = window
        followDesktopSettings(window)
        window.setPalette(appearance.palette)
        for kind in GameKind.allCases where saved?.has(kind) == true && !(options.seed != nil && kind == showing) {
            window.setStatus(EventText.welcomeBack, for: kind)
        }
        showGame(showing)
        return window
    }

    /// The saved game of `kind`, or a fresh one (from --seed when it names this game).
    private func startingGame<Game: Sendable>(
        _ kind: GameKind, _ saved: SavedGame<Game>?, _ options: LaunchOptions, _ showing: GameKind,
        deal: (UInt64) -> Game
    ) -> Game where Game: MovesAndScore {
        let dealsAfresh = options.seed != nil && kind == showing
        if let saved, !dealsAfresh { return saved.game }
        if let saved { records.replacing(kind, score: saved.game.score, moves: saved.game.moves) }
        return deal(dealsAfresh ? options.seed! : UInt64.random(in: 0...UInt64.max))
    }

    /// After every move: record a finished game, and save the session.
    private func handle(_ event: TableEvent?, in kind: GameKind) {
        guard let event, event.changedGame, let window else { return }
        if event.outcome?.gameOver != nil, let table = kind == .set ? window.set : kind == .matchismo ? window.matchismo : nil {
            records.finished(kind, score: table.game.score)
        }
        scheduleSave()
    }

    /// Saves once the current burst of events is handled.
    private func scheduleSave() {
        guard !saveScheduled else { return }
        saveScheduled = true
        MainLoop.idle { [weak self] in
            self?.saveScheduled = false
            self?.saveSession()
        }
    }

    private func saveSession() {
        guard let window, let matchismo = window.matchismo.game as? MatchismoTable,
              let set = window.set.game as? SetTable else { return }
        records.save(SavedSession(
            showing: window.current,
            matchismo: records.saved(matchismo.game, kind: .matchismo, moves: matchismo.moves),
            set: records.saved(set.game, kind: .set, moves: set.moves),
            card: records.saved(window.single.game, kind: .card, moves: window.single.game.moves),
            matchMode: preferences.matchMode, cardCount: preferences.cardCount))
    }

    /// On quit: the session (resumed next time, not abandoned), the window size and the last game.
    private func saveEverything() {
        saveSession()
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

    private func showPendingNotices() {
        guard !pendingNotices.isEmpty, let parent = window?.window else { return }
        let text = pendingNotices.joined(separator: "\n\n")
        pendingNotices = []
        present("notice") { _ in Dialogs.notice(parent: parent, title: "Your Saved Data", message: text) }
    }

    /// The desktop's text scale, animation, dark and high-contrast settings, followed live.
    private func followDesktopSettings(_ window: MainWindow) {
        let settings = window.window.settings
        for table in [window.matchismo, window.set] {
            table.animationsEnabled = { [weak self] in settings.enableAnimations && (self?.animationsPreferred ?? true) }
        }
        let applyTextScale: @MainActor () -> Void = { [weak window] in
            guard let window else { return }
            let scale = settings.textScale
            window.matchismo.textScale = scale
            window.set.textScale = scale
            window.single.textScale = scale
        }
        applyTextScale()
        settings.onNotify("gtk-xft-dpi", applyTextScale)
        let applyStyle: @MainActor () -> Void = { [weak self] in
            guard let self else { return }
            self.appearance.followDesktop(
                themeName: settings.themeName, prefersDark: settings.preferDarkTheme,
                environmentTheme: ProcessInfo.processInfo.environment["GTK_THEME"])
        }
        applyStyle()
        settings.onNotify("gtk-application-prefer-dark-theme", applyStyle)
        settings.onNotify("gtk-theme-name", applyStyle)
    }

    /// The palette inputs; changing them repaints every card.
    private var appearance = Appearance() {
        didSet {
            guard appearance != oldValue, let window else { return }
            window.setPalette(appearance.palette)
        }
    }

    /// The player's animation preference, on top of the desktop's.
    private var animationsPreferred: Bool { preferences.animations }

    /// The player's choices; applied live when they change.
    private(set) var preferences = PlayerPreferences() {
        didSet { applyPreferences(from: oldValue) }
    }

    private func applyPreferences(from old: PlayerPreferences) {
        appearance.colorBlindSetColors = preferences.colorBlindSetColors
        preferences.store(in: stored)
        guard let window, let table = window.matchismo.game as? MatchismoTable else { return }
        guard preferences.matchMode != old.matchMode || preferences.cardCount != old.cardCount else { return }
        table.mode = preferences.matchMode
        table.cardCount = preferences.cardCount
        actions[.matchMode]?.stringState = String(preferences.matchMode.rawValue)
        actions[.cardCount]?.stringState = String(preferences.cardCount)
        if table.moves == 0 {
            window.matchismo.newGame(seed: UInt64.random(in: 0...UInt64.max))
        } else {
            window.matchismo.announce(.rulesPending(preferences.matchMode, cardCount: preferences.cardCount))
        }
    }

    private func newGame(seed: UInt64? = nil) {
        guard let window else { return }
        let seed = seed ?? UInt64.random(in: 0...UInt64.max)
        switch window.current {
        case .matchismo, .set:
            let table = window.current == .set ? window.set : window.matchismo
            records.replacing(window.current, score: table.game.score, moves: table.game.moves)
            table.newGame(seed: seed)
        case .card:
            records.replacing(.card, score: 0, moves: window.single.game.moves)
            window.single.newGame(seed: seed)
        }
        scheduleSave()
    }

    /// Sends a command to the game on show.
    private func send(_ command: GameCommand) {
        guard let window else { return }
        if let table = window.currentTable { table.execute(command) } else { window.single.execute(command) }
    }

    private func registerActions() {
        let plain: [AppAction: @MainActor () -> Void] = [
            .newGame: { [weak self] in self?.newGame() },
            .deal: { [weak self] in self?.send(.dealThree) },
            .hint: { [weak self] in self?.send(.hint) },
            .undo: { [weak self] in self?.send(.undo) },
            .shuffle: { [weak self] in self?.send(.shuffleTable) },
            .gather: { [weak self] in
                guard let table = self?.window?.currentTable else { return }
                table.execute(table.isGathered ? .spread : .gather)
            },
            .preferences: { [weak self] in self?.showPreferences() },
            .statistics: { [weak self] in self?.showStatistics() },
            .shortcuts: { [weak self] in self?.showShortcuts() },
            .help: { [weak self] in self?.showHelp() },
            .about: { [weak self] in self?.showAbout() },
            .quit: { [weak self] in self?.quit() },
        ]
        for (name, handler) in plain { register(Action(name.rawValue, handler), as: name) }
        register(Action(AppAction.game.rawValue, state: GameKind.matchismo.rawValue) { [weak self] value in
            guard let kind = GameKind(rawValue: value) else { return false }
            self?.window?.show(kind)
            self?.records.show(kind)
            self?.scheduleSave()
            return true
        }, as: .game)
        register(Action(AppAction.matchMode.rawValue, state: "2") { [weak self] value in
            guard let mode = Int(value).flatMap(MatchMode.init(rawValue:)), let self else { return false }
            self.showGame(.matchismo)
            self.preferences.matchMode = mode
            return true
        }, as: .matchMode)
        register(Action(AppAction.cardCount.rawValue, state: String(MatchismoGame.defaultCardCount)) { [weak self] value in
            guard let count = Int(value), MatchismoGame.cardCountRange.contains(count), let self else { return false }
            self.showGame(.matchismo)
            self.preferences.cardCount = count
            return true
        }, as: .cardCount)
        for action in AppAction.allCases where !action.accelerators.isEmpty {
            application.setAccelerators(action.accelerators, for: action.detailed)
        }
        for (detailed, accelerators) in AppAction.targetAccelerators {
            application.setAccelerators(accelerators, for: detailed)
        }
    }

    /// Switches the window and the game action's state to `kind`.
    private func showGame(_ kind: GameKind) {
        actions[.game]?.stringState = kind.rawValue
        window?.show(kind)
        records.show(kind)
    }

    private func register(_ action: Action, as name: AppAction) {
        actions[name] = action
        application.add(action)
    }

    private func updateActionStates() {
        guard let window else { return }
        let table = window.currentTable
        actions[.deal]?.isEnabled = table?.game.canDeal ?? false
        actions[.hint]?.isEnabled = window.current == .set && !(table?.game.isOver ?? true)
        actions[.shuffle]?.isEnabled = window.current == .set
        actions[.gather]?.isEnabled = table != nil
    }

    private func quit() {
        window?.window.close()
        application.quit()
    }

    /// Secondary windows, kept alive while they are open.
    private var dialogs: [String: Window] = [:]

    private func present(_ name: String, _ make: (Window) -> Window) {
        guard let parent = window?.window else { return }
        if let open = dialogs[name], open.isVisible {
            open.present()
            return
        }
        let dialog = make(parent)
        dialog.setApplication(application)
        Dialogs.closeWithKeys(dialog)
        dialog.onCloseRequest { [weak self] in
            self?.dialogs[name] = nil
            return false
        }
        dialogs[name] = dialog
    }

    private func showShortcuts() { present("shortcuts", Dialogs.shortcuts) }
    private func showHelp() { present("help", Dialogs.help) }
    private func showAbout() { present("about", Dialogs.about) }
    private func showPreferences() {
        present("preferences") { parent in
            let window = PreferencesWindow.make(self.preferences) { [weak self] in self?.preferences = $0 }
            window.setTransient(for: parent)
            return window
        }
    }
    private func showStatistics() {
        present("statistics") { parent in
            let game: GameKind = self.window?.current == .set ? .set : .matchismo
            let statistics = StatisticsWindow(statistics: self.records.statistics, showing: game)
            statistics.window.setTransient(for: parent)
            statistics.window.present()
            return statistics.window
        }
    }
}
