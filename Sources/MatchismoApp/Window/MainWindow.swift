import AdwKit
import CardArt
import GLibKit
import GameModel
import TableCore
import GtkKit

/// The game window: the header (`GameHeader`) and the players (`PlayersBar`)
/// as its top bars; the three game views and the face in a stack; the status
/// bar underneath (`StatusBar`), which follows the table's width.
///
/// Not an `AdwBreakpoint` for the narrow layout: on libadwaita 1.7 a
/// breakpoint crossed back and forth kept about 30 KB each time and kept the
/// window's widgets after it closed (`LeakTests`, 5,000 relayouts), and the
/// table's width gives the same layout on every version. (libadwaita keeps a
/// picture of the window until the next frame after a breakpoint, and loses it
/// when a second comes first, as relayouts without frames do.) The phone size
/// is one where libadwaita has them (`TouchSizing`): a window crosses it as
/// it is resized, at most once a frame, and `TouchSizedWindowTests` close
/// the window after crossing it and find every closure freed.
@MainActor
final class MainWindow {
    let window: AdwaitaApplicationWindow
    private let stack = Stack()
    let header = GameHeader()
    let statusBar = StatusBar()
    /// Buttons of touch size in a phone-sized window.
    private(set) var touchSizing: TouchSizing!
    /// The players when 2 to 4 share the Set table.
    let players = PlayersBar()
    /// The seconds a claimer has to choose (the preference).
    var claimSeconds: @MainActor () -> Int = { PlayerPreferences().claimSeconds }
    let matchismoTableView: CardTableView
    let setTableView: CardTableView
    let single: SingleCardView
    let face: FaceView
    private(set) var current: GameKind = .matchismo
    /// Offers Undo after a mistake or a new deal.
    private(set) var toasts: UndoToasts!
    /// Says the sentences the window makes (`show`, `MainWindow+Reading`).
    private(set) var narrator: Narrator!
    /// The banner when the game could not be saved.
    let saveNotice = SaveNotice()
    /// Seconds played in each game, for the game-over sentence.
    var secondsPlayed: @MainActor (PlayedGame) -> Double = { _ in 0 }
    private var hasShownAGame = false
    private let application: Application
    let matchismoTable: MatchismoTable
    /// Set and its variants.
    let setTable: SetTable
    /// What a Set variant shows beside its table.
    let beside: BesideStrip
    private(set) var lastStatus: [GameKind: String] = [:]
    /// The game-over page over each card table.
    private(set) var covers: [GameKind: TableCover] = [:]

    /// Above the table: the first lesson's panel (`Lessons`).
    let lessonSlot = Box(.vertical)
    /// Who hears of every event of any game, after the window has shown it.
    let listeners = TableListeners()

    /// Called when the shown game or its state changes (enables actions).
    var onStateChange: (@MainActor () -> Void)?

    init(application: Application, matchismoTable: MatchismoTable, setTable: SetTable, singleGame: SingleCardGame,
         face: HappinessFace = .standard, painter: CardPainter)
    {
        self.application = application
        self.matchismoTable = matchismoTable
        self.setTable = setTable
        beside = BesideStrip(painter: painter)
        window = AdwaitaApplicationWindow(application: application)
        window.title = AppInfo.name
        window.addCSSClass("matchismo-window")
        window.setDefaultSize(width: 960, height: 720)
        touchSizing = TouchSizing(window: window, header: header.bar)
        matchismoTableView = CardTableView(game: matchismoTable, painter: painter)
        setTableView = CardTableView(game: setTable, painter: painter)
        single = SingleCardView(game: singleGame, painter: painter)
        self.face = FaceView(face: face, palette: painter.palette)

        let content = Box(.vertical)
        covers = [.matchismo: TableCover(table: matchismoTableView.root), .set: TableCover(table: setTableView.root)]
        stack.addNamed(covers[.matchismo]!.root, name: GameKind.matchismo.rawValue, title: GameKind.matchismo.title)
        stack.addNamed(covers[.set]!.root, name: GameKind.set.rawValue, title: GameKind.set.title)
        stack.addNamed(single.root, name: GameKind.card.rawValue, title: GameKind.card.title)
        stack.addNamed(self.face.root, name: GameKind.face.rawValue, title: GameKind.face.title)
        stack.verticalExpand = true
        content.append(lessonSlot)
        content.append(stack)
        content.append(beside.root)
        beside.onChoose = { [weak self] card in
            guard let self, let index = self.setTable.game.choosable.firstIndex(of: card) else { return }
            self.send(.choose(index))
        }
        content.append(statusBar.bar)
        content.append(statusBar.actionRow)
        toasts = UndoToasts(over: content)
        window.setContent(top: [header.bar, saveNotice.banner, players.root], content: toasts.overlay)

        narrator = Narrator(window: window)
        saveNotice.say = { [weak self] sentence in
            // A setting that failed is told in the Preferences window the player is in.
            guard let self else { return }
            if self.window.isActive || !self.application.announceInActiveWindow(sentence) { self.narrator.say(sentence) }
        }
        for tableView in [matchismoTableView, setTableView] {
            let kind = tableView.game.kind
            tableView.onEvent = { [weak self] event, known in self?.show(event, for: kind, knownCard: known) }
            tableView.onInspect = { [weak self] sentence in
                self?.setStatus(sentence, for: kind)
                self?.narrator.say(sentence)
            }
        }
        single.onEvent = { [weak self] event, known in self?.show(event, for: .card, knownCard: known) }
        self.face.onEvent = { [weak self] event, heard in self?.show(event, for: .face, knownCard: nil, heardValue: heard) }
        for table in [matchismoTableView, setTableView] {
            table.onResize = { [weak self] width in
                // Not while GTK allocates: change the header on the next idle.
                MainLoop.idle { self?.adaptToWidth(width) }
            }
        }
        touchSizing.onChange = { [weak self] small in
            guard let self else { return }
            for cover in self.covers.values { cover.setCompact(small) }
            self.refreshLabels()
        }
        // Not while GTK allocates: the class changes sizes, on the next idle.
        let followSize: @MainActor () -> Void = { [weak self] in
            MainLoop.idle {
                self?.touchSizing.follow()
                self?.window.followContentMinimum()
            }
        }
        single.onResize = followSize
        self.face.onResize = followSize
        for kind in GameKind.allCases { lastStatus[kind] = EventText.greeting(for: kind, matchMode: matchismoTable.mode) }
        lastStatus[.set] = numberedPuzzle.map(PuzzleNumber.rule) ?? setTable.variant.rule
        CSS.load(Self.css + TableCover.css + StatusBar.css)
        // No smaller than the content before the window is first shown (libadwaita 1.5).
        window.followContentMinimum()
    }

    /// Shows game `kind`.
    func show(_ kind: GameKind) {
        let switched = hasShownAGame && kind != current
        if switched { setPaused(false) }
        hasShownAGame = true
        current = kind
        let roots: [GameKind: Widget] = [
            .matchismo: covers[.matchismo]!.root, .set: covers[.set]!.root, .card: single.root, .face: face.root,
        ]
        // Show the new page and move focus into it before hiding the others: hiding
        // the page that holds the focus kept that page's widgets alive. A table never
        // shown has no cards to focus yet, so then the focus is cleared instead.
        roots[kind]?.isVisible = true
        stack.visibleChildName = kind.rawValue
        let focused = switch kind {
        case .matchismo: matchismoTableView.focus(matchismoTableView.focusedIndex)
        case .set: setTableView.focus(setTableView.focusedIndex)
        case .card: single.cardWidget.grabFocus()
        case .face: face.focusWidget.grabFocus()
        }
        if !focused { window.clearFocus() }
        // Hidden pages stay out of the accessible tree: only the shown game is visible.
        for (other, root) in roots where other != kind { root.isVisible = false }
        header.show(kind, title: title(of: kind))
        refreshLabels()
        onStateChange?()
        // The player hears the game and its numbers after the card the focus
        // moved to; a table shown for the first time takes the focus once its
        // cards are dealt, and the game is said then.
        guard switched else { return }
        if focused {
            tellSwitch(to: kind)
        } else {
            table(kind)?.onPendingFocus = { [weak self] in self?.tellSwitch(to: kind) }
        }
    }

    var currentTable: CardTableView? { table(current) }

    /// The one way back from a table: `event` is worded once for the status
    /// line and once for the ear (which leaves out the card or value the
    /// player has just heard), the listeners hear of it and add their words
    /// (a sprint's progress, a puzzle's streak), and all of it is shown and
    /// said in one utterance: Orca 48 can drop a second announcement made as
    /// the focus moves to a new card.
    private func show(_ event: TableEvent?, for kind: GameKind, knownCard: CardFace?, heardValue: Bool = false) {
        if kind == .set { beside.show(setTable.game) }
        // A sprint and the lesson take nothing back: no Undo is offered after their mistakes.
        let inLesson = (table(kind)?.game as? any LessonTable)?.isInLesson == true
        let offersUndo = !(kind == .set && setTable.sprint != nil) && !inLesson
        let shown = event.flatMap { EventText.sentence(for: $0, in: context(kind, knownCard: nil)) }
        // Only the game on show is heard, so only its sentence is made for the ear.
        let spoken = kind != current ? nil : event.flatMap { event -> String? in
            var heard = context(kind, knownCard: knownCard)
            heard.heardValue = heardValue
            return EventText.sentence(for: event, in: heard)
        }
        let added = listeners.tell(event, in: kind)
        // After an event the status line says it afresh; without one it only grows.
        let before = event == nil ? [lastStatus[kind] ?? ""] : []
        lastStatus[kind] = (before + [shown].compactMap { $0 } + added).filter { !$0.isEmpty }.joined(separator: " ")
        if kind == current {
            let utterance = ([spoken].compactMap { $0 } + added).joined(separator: " ")
            if !utterance.isEmpty { narrator.say(utterance) }
            if let event, offersUndo { toasts.show(after: event) }
            refreshLabels()
        }
        onStateChange?()
    }

    /// The table of a card game; nil for the single card and the face.
    func table(_ kind: GameKind) -> CardTableView? {
        switch kind {
        case .matchismo: matchismoTableView
        case .set: setTableView
        case .card, .face: nil
        }
    }

    /// Adds `sentence` to what the status line says about game `kind`, and says it.
    func add(_ sentence: String, for kind: GameKind) {
        lastStatus[kind] = [lastStatus[kind] ?? "", sentence].filter { !$0.isEmpty }.joined(separator: " ")
        guard kind == current else { return }
        narrator.say(sentence)
        refreshLabels()
    }

    /// Shows `message` in the status line of game `kind`.
    func setStatus(_ message: String, for kind: GameKind) {
        lastStatus[kind] = message
        if kind == current { refreshLabels() }
    }

    /// The game `kind` as the clock and the records know it (Set with its variant).
    func played(_ kind: GameKind) -> PlayedGame {
        if kind == .set, let sprint = setTable.sprint { return .sprint(sprint.mode) }
        return PlayedGame(kind, variant: kind == .set ? setTable.variant : nil)
    }

    /// The game on show as the clock and the records know it.
    var currentPlayed: PlayedGame { played(current) }

    /// Whether the game on show is paused: its table is hidden and takes no commands.
    var isPaused: Bool { covers[current]?.isPaused ?? false }

    /// Pauses or resumes the card game on show, and says so.
    func setPaused(_ paused: Bool) {
        guard let cover = covers[current], cover.isPaused != paused else { return }
        cover.setPaused(paused)
        if !paused, let table = currentTable { _ = table.focus(table.focusedIndex) }
        narrator.say(paused ? EventText.paused : EventText.resumed)
        refreshLabels()
        onStateChange?()
    }

    /// Shows what changed beside a move (the players seated anew).
    func refresh() {
        refreshLabels()
        onStateChange?()
    }

    /// Sends a command to the game on show.
    func send(_ command: GameCommand) {
        guard !isPaused else { return }
        switch current {
        case .matchismo, .set: currentTable?.execute(command)
        case .card: single.execute(command)
        case .face: face.execute(command)
        }
    }

    private func adaptToWidth(_ width: Int) {
        touchSizing.follow()
        players.follow(width: width)
        if statusBar.followWidth(width) { refreshLabels() }
        window.followContentMinimum()
    }

    var scoreText: String { header.scoreText }
    var statusText: String { statusBar.status }

    /// The window paints no background of its own: every page fills its own
    /// (the felt, the face), and the bars take the window's colour (the
    /// header's own in libadwaita 1.4's toolbar view, whose bars are clear). A
    /// window background under the felt would be filled again every frame the
    /// cards move, a whole extra pass over the table's pixels on GTK's Cairo
    /// renderer (about 3 ms a frame at 3840x2160).
    private static let css = """
        window.matchismo-window { background: none; }
        window.matchismo-window toolbarview > .top-bar { background-color: @headerbar_bg_color; }
        window.matchismo-window:backdrop toolbarview > .top-bar { background-color: @headerbar_backdrop_color; }
        window.matchismo-window .status-bar, window.matchismo-window .action-row,
        window.matchismo-window .beside-strip { background-color: @window_bg_color; }
        """
}
