import CGtk
import CardArt
import GameModel
import GtkKit

/// The game window: a header bar with the game switcher, actions and score;
/// the three game views in a stack; a status line underneath.
@MainActor
final class MainWindow {
    let window: Window
    private let stack = Stack()
    private let scoreLabel = Label("Score: 0")
    private let statusLabel = Label("", role: GTK_ACCESSIBLE_ROLE_STATUS)
    private let deckLabel = Label("")
    private let dealButton = Button(iconName: "list-add-symbolic", tooltip: "Deal 3 More Cards")
    private let hintButton = Button(iconName: "dialog-information-symbolic", tooltip: "Hint")
    let matchismo: CardTableController
    let set: CardTableController
    let single: SingleCardController
    private(set) var current: GameKind = .matchismo
    private let application: Application
    private var lastStatus: [GameKind: String] = [:]

    /// Called when the shown game or its state changes (enables actions).
    var onStateChange: (@MainActor () -> Void)?

    init(application: Application, matchismoTable: MatchismoTable, setTable: SetTable, singleSeed: UInt64,
         painter: CardPainter)
    {
        self.application = application
        window = Window(application: application)
        window.title = "Matchismo"
        window.setDefaultSize(width: 960, height: 720)
        matchismo = CardTableController(game: matchismoTable, painter: painter)
        set = CardTableController(game: setTable, painter: painter)
        single = SingleCardController(seed: singleSeed, painter: painter)

        window.setTitlebar(makeHeaderBar())
        let content = Box(GTK_ORIENTATION_VERTICAL)
        stack.addNamed(matchismo.root, name: GameKind.matchismo.rawValue)
        stack.addNamed(set.root, name: GameKind.set.rawValue)
        stack.addNamed(single.root, name: GameKind.card.rawValue)
        stack.verticalExpand = true
        content.append(stack)
        content.append(makeStatusBar())
        window.setChild(content)

        for controller in [matchismo, set] {
            let kind = controller.game.kind
            controller.onOutcome = { [weak self] outcome in self?.show(outcome, for: kind) }
        }
        single.onOutcome = { [weak self] outcome in self?.show(outcome, for: .card) }
        lastStatus[.matchismo] = matchismoTable.greeting
        lastStatus[.set] = setTable.greeting
        lastStatus[.card] = "Swipe or press Left and Right for the next card; click or press Space to flip it."
        CSS.load(Self.css)
    }

    private func makeHeaderBar() -> HeaderBar {
        let header = HeaderBar()
        let newGame = Button(iconName: "view-refresh-symbolic", tooltip: "New Game")
        newGame.setAction(AppAction.newGame.detailed)
        header.packStart(newGame)
        dealButton.setAction(AppAction.deal.detailed)
        header.packStart(dealButton)
        hintButton.setAction(AppAction.hint.detailed)
        header.packStart(hintButton)

        let switcher = Box(GTK_ORIENTATION_HORIZONTAL)
        switcher.addCSSClass("linked")
        for kind in GameKind.allCases {
            switcher.append(ToggleButton(label: kind.title, action: AppAction.game.detailed, target: kind.rawValue))
        }
        header.setTitleWidget(switcher)

        let menuButton = MenuButton(iconName: "open-menu-symbolic", tooltip: "Main Menu", menu: Self.makeMenu())
        menuButton.setPrimary(true)
        header.packEnd(menuButton)
        scoreLabel.addCSSClass("score")
        header.packEnd(scoreLabel)
        return header
    }

    private static func makeMenu() -> Menu {
        let menu = Menu()
        let mode = Menu()
        mode.append("_2-Card Match", action: AppAction.matchMode.detailed, target: "2")
        mode.append("_3-Card Match", action: AppAction.matchMode.detailed, target: "3")
        menu.appendSection("Matchismo", mode)
        let count = Menu()
        for cards in [12, 20, 30, 40, 52] {
            count.append("\(cards) Cards", action: AppAction.cardCount.detailed, target: String(cards))
        }
        let countSection = Menu()
        countSection.appendSubmenu("Number of _Cards", count)
        menu.appendSection(nil, countSection)
        let table = Menu()
        table.append("_Undo", action: AppAction.undo.detailed)
        table.append("_Shuffle Table", action: AppAction.shuffle.detailed)
        table.append("_Gather or Spread Cards", action: AppAction.gather.detailed)
        menu.appendSection(nil, table)
        let app = Menu()
        app.append("_Preferences", action: AppAction.preferences.detailed)
        app.append("S_tatistics", action: AppAction.statistics.detailed)
        app.append("_Keyboard Shortcuts", action: AppAction.shortcuts.detailed)
        app.append("_Help", action: AppAction.help.detailed)
        app.append("_About Matchismo", action: AppAction.about.detailed)
        menu.appendSection(nil, app)
        return menu
    }

    private func makeStatusBar() -> Box {
        let bar = Box(GTK_ORIENTATION_HORIZONTAL, spacing: 12)
        bar.addCSSClass("status-bar")
        statusLabel.horizontalExpand = true
        statusLabel.setXAlign(0)
        statusLabel.setWrap(true)
        bar.append(statusLabel)
        deckLabel.setXAlign(1)
        bar.append(deckLabel)
        return bar
    }

    /// Shows game `kind`.
    func show(_ kind: GameKind) {
        current = kind
        stack.visibleChildName = kind.rawValue
        refreshLabels()
        onStateChange?()
        switch kind {
        case .matchismo: matchismo.focus(matchismo.focusedIndex)
        case .set: set.focus(set.focusedIndex)
        case .card: single.cardArea.grabFocus()
        }
    }

    var currentTable: CardTableController? {
        switch current {
        case .matchismo: matchismo
        case .set: set
        case .card: nil
        }
    }

    private func show(_ outcome: GameOutcome?, for kind: GameKind) {
        if let outcome { lastStatus[kind] = outcome.message }
        if kind == current { refreshLabels() }
        onStateChange?()
    }

    private func refreshLabels() {
        statusLabel.text = lastStatus[current] ?? ""
        switch current {
        case .matchismo, .set:
            let game = (current == .set ? set : matchismo).game
            scoreLabel.text = "Score: \(game.score)"
            scoreLabel.isVisible = true
            deckLabel.text = game.deckCount == 1 ? "1 card in the deck" : "\(game.deckCount) cards in the deck"
        case .card:
            scoreLabel.isVisible = false
            let left = single.game.deck.count
            deckLabel.text = left == 1 ? "1 card in the deck" : "\(left) cards in the deck"
        }
        dealButton.isVisible = current == .set
        hintButton.isVisible = current == .set
    }

    /// Repaints every card and table with `palette`.
    func setPalette(_ palette: Palette) {
        let painter = CardPainter(palette: palette)
        matchismo.painter = painter
        set.painter = painter
        single.painter = painter
    }

    var scoreText: String { scoreLabel.text }
    var statusText: String { statusLabel.text }

    private static let css = """
        .status-bar { padding: 6px 12px; }
        .score { font-weight: bold; font-feature-settings: "tnum"; margin: 0 6px; }
        """
}
