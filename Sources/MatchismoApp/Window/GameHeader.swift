import AdwKit
import GameModel
import GLibKit
import GtkKit
import TableCore

/// The game window's header bar: New Game, Deal and Hint, the game switcher,
/// the score and the main menu.
@MainActor
final class GameHeader {
    let bar = AdwaitaHeaderBar()
    private let scoreLabel = Label(GameHeader.scoreText(0))
    private let dealButton = Button(iconName: "list-add-symbolic", tooltip: tr("Deal 3 More Cards"))
    private let hintButton = Button(iconName: "dialog-information-symbolic", tooltip: tr("Hint"))
    /// The game switcher: a menu button whose window title names the game on
    /// show and can shrink ("Matchi…") so the header fits a 360-pixel window.
    private let switcherTitle = WindowTitle(title: GameKind.matchismo.title)
    private lazy var switcher: MenuButton = {
        let box = Box(.horizontal, spacing: 6)
        box.append(switcherTitle)
        box.append(Image(iconName: "pan-down-symbolic"))
        let menu = Menu()
        let games = Menu()
        for kind in GameKind.allCases {
            games.append(kind.title, action: AppAction.game.detailed, target: kind.rawValue)
        }
        menu.appendSection(nil, games)
        let variants = Menu()
        for variant in SetVariant.allCases {
            variants.append(variant.title, action: AppAction.setVariant.detailed, target: variant.rawValue)
        }
        variants.append(tr("_Earlier Puzzles…"), action: AppAction.puzzles.detailed)
        // TRANSLATORS: the game menu's section of Set variants.
        menu.appendSection(tr("Set Variants"), variants)
        let players = Menu()
        for count in LaunchOptions.playerCounts {
            // TRANSLATORS: the game menu: how many players share the Set table; {count} is 1 to 4.
            let title = count == 1 ? tr("_One Player") : trn("{count} Player", "{count} Players", count).counting(count)
            players.append(title, action: AppAction.players.detailed, target: String(count))
        }
        // TRANSLATORS: the game menu's section that seats players at the Set table, each with a claim key.
        menu.appendSection(tr("Players at One Table"), players)
        let button = MenuButton(child: box, menu: menu)
        button.tooltip = tr("Choose the Game (Ctrl+1, Ctrl+2, Ctrl+3, Ctrl+4)")
        button.addCSSClass("flat")
        return button
    }()

    init() {
        let newGame = Button(iconName: "view-refresh-symbolic", tooltip: tr("New Game"))
        newGame.setAction(AppAction.newGame.detailed)
        bar.packStart(newGame)
        dealButton.setAction(AppAction.deal.detailed)
        bar.packStart(dealButton)
        hintButton.setAction(AppAction.hint.detailed)
        bar.packStart(hintButton)
        bar.setTitleWidget(switcher)
        let menuButton = MenuButton(iconName: "open-menu-symbolic", tooltip: tr("Main Menu"), menu: Self.makeMenu())
        menuButton.setPrimary(true)
        bar.packEnd(menuButton)
        scoreLabel.addCSSClass("score")
        bar.packEnd(scoreLabel)
        CSS.load(Self.css)
    }

    /// Names the switcher after the game on show (`title`: with Set's variant).
    func show(_ kind: GameKind, title: String) {
        switcherTitle.titleText = title
        // TRANSLATORS: the game switcher's name for a screen reader; {game} is "Matchismo", "Set", …
        switcher.setAccessibleLabel(tr("Game: {game}").filling(["game": title]))
    }

    /// Shows the score, or hides it for a game without one.
    func setScore(_ score: Int?) {
        scoreLabel.isVisible = score != nil
        if let score { scoreLabel.text = Self.scoreText(score) }
    }

    var scoreText: String { scoreLabel.text }

    /// Shows the time played ("3:07") under the game's name, or nothing for a
    /// game without a clock. (As a subtitle it takes no width of its own, so
    /// the header still fits a 360-pixel window.)
    func setTime(_ seconds: Double?) {
        let text = seconds.map(NumberText.duration) ?? ""
        if switcherTitle.subtitleText != text { switcherTitle.subtitleText = text }
    }


    /// The header's score: "Score: 12" (a plain hyphen-minus, as it always was, when below zero).
    static func scoreText(_ score: Int) -> String {
        // TRANSLATORS: the score in the header bar; {score} is a whole number.
        tr("Score: {score}").filling(["score": String(score)])
    }

    /// Shows Deal and Hint (in Set, when the window is wide enough for them here).
    func showSetActions(_ visible: Bool) {
        dealButton.isVisible = visible
        hintButton.isVisible = visible
    }

    private static func makeMenu() -> Menu {
        let menu = Menu()
        let mode = Menu()
        mode.append(tr("_2-Card Match"), action: AppAction.matchMode.detailed, target: "2")
        mode.append(tr("_3-Card Match"), action: AppAction.matchMode.detailed, target: "3")
        menu.appendSection(GameKind.matchismo.title, mode)
        let deals = Menu()
        deals.append(tr("_Restart This Deal"), action: AppAction.restartDeal.detailed)
        deals.append(tr("Choose _Deal…"), action: AppAction.chooseDeal.detailed)
        deals.append(tr("_Match History"), action: AppAction.matchHistory.detailed)
        menu.appendSection(nil, deals)
        let count = Menu()
        for cards in [12, 20, 30, 40, 52] {
            // TRANSLATORS: a menu item; {count} is 12, 20, 30, 40 or 52.
            let title = trn("{count} Card", "{count} Cards", cards).counting(cards)
            count.append(title, action: AppAction.cardCount.detailed, target: String(cards))
        }
        let countSection = Menu()
        countSection.appendSubmenu(tr("Number of _Cards"), count)
        menu.appendSection(nil, countSection)
        let sprints = Menu()
        for mode in SprintMode.allCases { sprints.append(SprintText.menuItem(mode), action: AppAction.sprint(mode).detailed) }
        // TRANSLATORS: the main menu's section of Set sprints against the clock.
        menu.appendSection(tr("Set Sprints"), sprints)
        let table = Menu()
        table.append(tr("_Undo"), action: AppAction.undo.detailed)
        table.append(tr("_Pause"), action: AppAction.pause.detailed)
        table.append(tr("_Shuffle Table"), action: AppAction.shuffle.detailed)
        // TRANSLATORS: the main menu; marks the sets on the table one after another (each card marked counts as a hint).
        table.append(tr("Show Me the S_ets"), action: AppAction.showSets.detailed)
        // TRANSLATORS: the main menu; steps through the Set game move by move (costs a hint while the game goes on).
        table.append(tr("Re_view This Game"), action: AppAction.review.detailed)
        table.append(tr("_Gather or Spread Cards"), action: AppAction.gather.detailed)
        menu.appendSection(nil, table)
        let puzzles = Menu()
        // TRANSLATORS: the main menu's numbered puzzles (12 cards, 6 sets, numbered 1 to 999,999).
        puzzles.append(tr("Open _Puzzle…"), action: AppAction.openPuzzle.detailed)
        puzzles.append(tr("Ne_xt Puzzle"), action: AppAction.nextPuzzle.detailed)
        let difficulties = Menu()
        for difficulty in PuzzleDifficulty.allCases {
            difficulties.append(PuzzleNumber.title(difficulty), action: AppAction.puzzleDifficulty.detailed, target: difficulty.rawValue)
        }
        // TRANSLATORS: the main menu: choosing a difficulty opens its next numbered puzzle.
        puzzles.appendSubmenu(tr("Puzzle _Difficulty"), difficulties)
        menu.appendSection(GameKind.set.title, puzzles)
        let app = Menu()
        app.append(tr("_Preferences"), action: AppAction.preferences.detailed)
        app.append(tr("S_tatistics"), action: AppAction.statistics.detailed)
        // TRANSLATORS: the main menu: the first lesson of the game on show, on its table.
        app.append(tr("_Learn to Play"), action: AppAction.lesson.detailed)
        app.append(tr("_Keyboard Shortcuts"), action: AppAction.shortcuts.detailed)
        app.append(tr("_Help"), action: AppAction.help.detailed)
        app.append(tr("_About Matchismo"), action: AppAction.about.detailed)
        menu.appendSection(nil, app)
        return menu
    }

    private static let css = """
        .score { font-weight: bold; font-feature-settings: "tnum"; margin: 0 6px; }
        """
}
