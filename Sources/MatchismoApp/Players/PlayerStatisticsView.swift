import GLibKit
import GtkKit
import Persistence

/// The Statistics window's page for players at one table: each name with
/// their matches played and won, best score and sets found.
@MainActor
enum PlayerStatisticsView {
    /// The chooser's entry for this page.
    static var title: String {
        // TRANSLATORS: the Statistics window's choice that lists players at one Set table by name.
        tr("Players at One Table")
    }

    static func make(_ statistics: Statistics) -> Widget {
        let grid = Grid(rowSpacing: 4, columnSpacing: 18)
        // TRANSLATORS: column titles of the players' statistics.
        let titles = [trc("column", "Player"), trc("column", "Played"), trc("column", "Won"), trc("column", "Best"),
                      trc("column", "Sets")]
        for (column, title) in titles.enumerated() {
            let label = Label(title)
            label.addCSSClass("heading")
            label.setXAlign(column == 0 ? 0 : 1)
            grid.attach(label, column: column, row: 0)
        }
        let names = statistics.playerNames
        if names.isEmpty {
            let empty = Label(tr("No matches yet: choose 2 to 4 players in Set’s game menu."))
            empty.addCSSClass("dim-label")
            empty.setWrap(true)
            grid.attach(empty, column: 0, row: 1, width: titles.count)
        }
        for (row, name) in names.enumerated() {
            guard let player = statistics.player(name) else { continue }
            for (column, text) in cells(name, player).enumerated() {
                let label = Label(text)
                label.setXAlign(column == 0 ? 0 : 1)
                if column == 0 {
                    // A name of 40 wide characters would widen the window past a phone's screen.
                    label.setEllipsizeEnd()
                    label.setMaxWidthChars(Self.nameWidth)
                }
                grid.attach(label, column: column, row: row + 1)
            }
        }
        attachComputers(statistics, to: grid, from: max(names.count, 1) + 1)
        return grid
    }

    /// The most characters of a name the page shows before "…" (the whole
    /// name is the label's text, which a screen reader reads).
    static let nameWidth = 20

    /// The texts of `name`'s row: played, won, the best score (which may be
    /// below zero: "−1", as the players bar says it) and sets, in the locale's digits.
    static func cells(_ name: String, _ player: PlayerStatistics) -> [String] {
        [name, LocaleText.integer(player.played), LocaleText.integer(player.won), LocaleText.integer(player.bestScore),
         LocaleText.integer(player.successes)]
    }
}
