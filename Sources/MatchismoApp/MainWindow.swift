import CardArt
import GLibKit
import GameModel
import TableCore
import GtkKit

/// The game window: the header (`GameHeader`); the three game views and the
/// face in a stack; a status line underneath, with Deal and Hint in a narrow window.
@MainActor
final class MainWindow {
    let window: Window
    private let stack = Stack()
    private let header = GameHeader()
    private let statusLabel = Label("", role: .status)
    private let deckLabel = Label("")
    /// In a narrow window Deal and Hint move from the header to the status bar, with labels.
    private let dealBarButton = Button(label: tr("_Deal 3 More"))
    private let hintBarButton = Button(label: tr("_Hint"))
    private var isNarrow = false
    /// Table widths at which the header sheds (below) or takes back (above) Deal and Hint.
    private static let narrowBelow = 480, wideAbove = 560
    let matchismo: CardTableController
    let set: CardTableController
    let single: SingleCardController
    let face: FaceController
    private(set) var current: GameKind = .matchismo
    /// Offers Undo after a mistake or a new deal.
    private(set) var toasts: UndoToasts!
    /// Says events and answers the reading keys.
    private(set) var narrator: Narrator!
    /// Seconds played in each game, for the game-over sentence.
    var secondsPlayed: @MainActor (GameKind) -> Double = { _ in 0 }
    private var hasShownAGame = false
    private let application: Application
    private let matchismoTable: MatchismoTable
    private var lastStatus: [GameKind: String] = [:]
    /// The game-over page over each card table.
    private var covers: [GameKind: GameOverCover] = [:]

    /// Called after every command of any game, with what happened.
    var onEvent: (@MainActor (GameKind, TableEvent?) -> Void)?

    /// Called when the shown game or its state changes (enables actions).
    var onStateChange: (@MainActor () -> Void)?

    init(application: Application, matchismoTable: MatchismoTable, setTable: SetTable, singleGame: SingleCardGame,
         face: HappinessFace = .standard, painter: CardPainter)
    {
        self.application = application
        self.matchismoTable = matchismoTable
        window = Window(application: application)
        window.title = AppInfo.name
        window.addCSSClass("matchismo-window")
        window.setDefaultSize(width: 960, height: 720)
        matchismo = CardTableController(game: matchismoTable, painter: painter)
        set = CardTableController(game: setTable, painter: painter)
        single = SingleCardController(game: singleGame, painter: painter)
        self.face = FaceController(face: face, palette: painter.palette)

        window.setTitlebar(header.bar)
        let content = Box(.vertical)
        covers = [.matchismo: GameOverCover(table: matchismo.root), .set: GameOverCover(table: set.root)]
        stack.addNamed(covers[.matchismo]!.root, name: GameKind.matchismo.rawValue, title: GameKind.matchismo.title)
        stack.addNamed(covers[.set]!.root, name: GameKind.set.rawValue, title: GameKind.set.title)
        stack.addNamed(single.root, name: GameKind.card.rawValue, title: GameKind.card.title)
        stack.addNamed(self.face.root, name: GameKind.face.rawValue, title: GameKind.face.title)
        stack.verticalExpand = true
        content.append(stack)
        content.append(makeStatusBar())
        content.append(makeActionBar())
        toasts = UndoToasts(over: content)
        window.setChild(toasts.overlay)

        narrator = Narrator(window: window)
        for controller in [matchismo, set] {
            let kind = controller.game.kind
            controller.onEvent = { [weak self] event, known in self?.show(event, for: kind, knownCard: known) }
        }
        single.onEvent = { [weak self] event, known in self?.show(event, for: .card, knownCard: known) }
        self.face.onEvent = { [weak self] event, heard in self?.show(event, for: .face, knownCard: nil, heardValue: heard) }
        narrator.context = { [weak self] kind, known in self?.context(kind, knownCard: known) ?? TableContext(kind: kind) }
        narrator.cards = { [weak self] kind in self?.cards(of: kind) ?? [] }
        narrator.columns = { [weak self] kind in self?.table(kind)?.layout.columns ?? 1 }
        set.onResize = { [weak self] width in
            // Not while GTK allocates: change the header on the next idle.
            MainLoop.idle { self?.adaptToWidth(width) }
        }
        for kind in GameKind.allCases { lastStatus[kind] = EventText.greeting(for: kind, matchMode: matchismoTable.mode) }
        CSS.load(Self.css + GameOverCover.css)
    }

    private func makeStatusBar() -> Box {
        let bar = Box(.horizontal, spacing: 12)
        bar.addCSSClass("status-bar")
        statusLabel.horizontalExpand = true
        statusLabel.setXAlign(0)
        statusLabel.setWrap(true)
        bar.append(statusLabel)
        deckLabel.setXAlign(1)
        bar.append(deckLabel)
        return bar
    }

    /// The row that holds Deal and Hint when the window is too narrow for them in the header.
    private func makeActionBar() -> Box {
        let bar = Box(.horizontal, spacing: 6)
        bar.addCSSClass("action-row")
        dealBarButton.setAction(AppAction.deal.detailed)
        hintBarButton.setAction(AppAction.hint.detailed)
        dealBarButton.horizontalExpand = true
        hintBarButton.horizontalExpand = true
        bar.append(dealBarButton)
        bar.append(hintBarButton)
        actionBar = bar
        return bar
    }

    private var actionBar: Box?

    /// Shows game `kind`.
    func show(_ kind: GameKind) {
        let switched = hasShownAGame && kind != current
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
        case .matchismo: matchismo.focus(matchismo.focusedIndex)
        case .set: set.focus(set.focusedIndex)
        case .card: single.cardWidget.grabFocus()
        case .face: face.focusWidget.grabFocus()
        }
        if !focused { window.clearFocus() }
        // Hidden pages stay out of the accessible tree: only the shown game is visible.
        for (other, root) in roots where other != kind { root.isVisible = false }
        header.show(kind)
        refreshLabels()
        onStateChange?()
        // The player hears the game and its numbers after the card the focus
        // moved to; a table shown for the first time takes the focus once its
        // cards are dealt, and the game is said then.
        guard switched else { return }
        if focused {
            narrator.tellSwitch(to: kind)
        } else {
            table(kind)?.onPendingFocus = { [weak self] in self?.narrator.tellSwitch(to: kind) }
        }
    }

    var currentTable: CardTableController? { table(current) }

    private func show(_ event: TableEvent?, for kind: GameKind, knownCard: CardFace?, heardValue: Bool = false) {
        if let event {
            lastStatus[kind] = EventText.sentence(for: event, in: context(kind, knownCard: nil)) ?? ""
            if kind == current {
                narrator.tell(event, in: kind, knownCard: knownCard, heardValue: heardValue)
                toasts.show(after: event)
            }
        }
        if kind == current { refreshLabels() }
        onStateChange?()
        onEvent?(kind, event)
    }

    /// What a sentence about game `kind` may mention.
    private func context(_ kind: GameKind, knownCard: CardFace?) -> TableContext {
        let game: TableGame? = table(kind)?.game
        return TableContext(
            kind: kind, score: game?.score ?? 0, tableCount: game?.cards.count ?? 1,
            deckCount: game?.deckCount ?? single.game.deck.count, matchMode: matchismoTable.mode,
            secondsPlayed: secondsPlayed(kind), knownCard: knownCard, face: face.face)
    }

    private func cards(of kind: GameKind) -> [TableCard] {
        switch kind {
        case .matchismo, .set: table(kind)?.cards ?? []
        case .card: single.cards
        case .face: []
        }
    }

    /// The table of a card game; nil for the single card and the face.
    func table(_ kind: GameKind) -> CardTableController? {
        switch kind {
        case .matchismo: matchismo
        case .set: set
        case .card, .face: nil
        }
    }

    /// Shows `message` in the status line of game `kind`.
    func setStatus(_ message: String, for kind: GameKind) {
        lastStatus[kind] = message
        if kind == current { refreshLabels() }
    }

    private func refreshLabels() {
        statusLabel.text = lastStatus[current] ?? ""
        switch current {
        case .matchismo, .set:
            let game = (current == .set ? set : matchismo).game
            header.setScore(game.score)
            deckLabel.text = EventText.deckCount(game.deckCount)
            covers[current]?.update(
                isOver: game.isOver, result: EventText.finalResult(score: game.score, seconds: secondsPlayed(current)))
        case .card:
            header.setScore(nil)
            deckLabel.text = EventText.deckCount(single.game.deck.count)
        case .face:
            header.setScore(nil)
            deckLabel.text = ""
        }
        let inSet = current == .set
        header.showSetActions(inSet && !isNarrow)
        actionBar?.isVisible = inSet && isNarrow
    }

    /// Sends a command to the game on show.
    func send(_ command: GameCommand) {
        switch current {
        case .matchismo, .set: currentTable?.execute(command)
        case .card: single.execute(command)
        case .face: face.execute(command)
        }
    }

    /// Draws every card's indices at the desktop's text scale.
    func setTextScale(_ scale: Double) {
        matchismo.textScale = scale
        set.textScale = scale
        single.textScale = scale
    }

    /// Repaints every card and table with `palette`.
    func setPalette(_ palette: Palette) {
        let painter = CardPainter(palette: palette, caching: .never)
        matchismo.painter = painter
        set.painter = painter
        single.painter = painter
        face.palette = palette
    }

    private func adaptToWidth(_ width: Int) {
        let narrow = isNarrow ? width < Self.wideAbove : width < Self.narrowBelow
        guard narrow != isNarrow else { return }
        isNarrow = narrow
        refreshLabels()
    }

    var scoreText: String { header.scoreText }
    var statusText: String { statusLabel.text }

    /// The window paints no background of its own: every page fills its own
    /// (the felt, the face), and the bars below take the window's colour. A
    /// window background under the felt would be filled again every frame the
    /// cards move, a whole extra pass over the table's pixels on GTK's Cairo
    /// renderer (about 3 ms a frame at 3840x2160).
    private static let css = """
        window.matchismo-window { background: none; }
        window.matchismo-window .status-bar, window.matchismo-window .action-row { background-color: @window_bg_color; }
        .status-bar { padding: 6px 12px; }
        .action-row { padding: 0 12px 6px 12px; }
        """
}
