import AdwKit
import TableCore
import GLibKit
import GameModel
import GtkKit
import Persistence

/// The Statistics window: totals per game and the top results, sortable by
/// each column (click a column title; click again to reverse); the sprints'
/// records, the numbered puzzles' by difficulty, and the players of matches
/// at one Set table by name.
@MainActor
final class StatisticsWindow {
    let window = Window()
    private let statistics: Statistics
    private let numbered: NumberedPuzzleBook
    private let recent: RecentGames
    /// Opens the review of a recent game (the window closes first).
    private let onReview: @MainActor (SetGameRecording) -> Void
    private let gameChooser = DropDown(
        items: PlayedGame.scored.map(\.title)
            + [SprintStatisticsView.title, NumberedPuzzleStatisticsView.title, RecentGamesView.title, PlayerStatisticsView.title],
        accessibleLabel: tr("Game"))
    private let content = Box(.vertical, spacing: 18)
    private var body: Widget?
    private var sort = (column: ResultColumn.score, direction: SortDirection.descending)

    /// `showingNumbered`: a numbered puzzle is on show, whose page opens first.
    init(statistics: Statistics, numbered: NumberedPuzzleBook = NumberedPuzzleBook(), showing game: PlayedGame,
         showingNumbered: Bool = false, recent: RecentGames = RecentGames(),
         onReview: @escaping @MainActor (SetGameRecording) -> Void = { _ in }) {
        self.statistics = statistics
        self.numbered = numbered
        self.recent = recent
        self.onReview = onReview
        window.title = tr("Statistics")
        window.setDefaultSize(width: 520, height: 560)
        let header = AdwaitaHeaderBar()
        header.setTitleWidget(gameChooser)
        window.setTitlebar(header)
        content.setMargins(24)
        window.setChild(ScrolledWindow(child: content))
        // During a sprint or a numbered puzzle, their records open first.
        gameChooser.selectedIndex = game.sprint != nil ? Self.sprintsPage
            : showingNumbered ? Self.numberedPage : PlayedGame.scored.firstIndex(of: game) ?? 0
        gameChooser.onSelected { [weak self] _ in self?.rebuild() }
        rebuild()
    }

    /// The chooser's entries of the sprints, the numbered puzzles and the
    /// recent games, after the games' (the players' stays last).
    static let sprintsPage = PlayedGame.scored.count
    static let numberedPage = sprintsPage + 1
    static let recentPage = numberedPage + 1

    /// The page on show, by its index in the chooser.
    var selectedPage: Int { gameChooser.selectedIndex }

    /// The game chosen; nil for the players', the sprints', the numbered puzzles' and the recent games' pages.
    private var game: PlayedGame? {
        PlayedGame.scored.indices.contains(gameChooser.selectedIndex) ? PlayedGame.scored[gameChooser.selectedIndex] : nil
    }

    private func rebuild() {
        if let body { content.remove(body) }
        guard let game else {
            let page = switch gameChooser.selectedIndex {
            case Self.sprintsPage: SprintStatisticsView.make(statistics)
            case Self.numberedPage: NumberedPuzzleStatisticsView.make(numbered)
            case Self.recentPage:
                // Closing the window lets go of it, so the review is opened by what it held.
                RecentGamesView.make(recent) { [weak self, onReview] recording in
                    self?.window.close()
                    onReview(recording)
                }
            default: PlayerStatisticsView.make(statistics)
            }
            content.append(page)
            body = page
            return
        }
        let stats = statistics[game]
        let box = Box(.vertical, spacing: 18)
        box.append(summary(stats))
        box.append(results(stats))
        content.append(box)
        body = box
    }

    private func summary(_ stats: GameStatistics) -> Widget {
        let grid = Grid(rowSpacing: 6, columnSpacing: 24)
        let rows: [(String, String)] = [
            (tr("Games played"), LocaleText.integer(stats.played)),
            (tr("Games finished"), LocaleText.integer(stats.finished)),
            (tr("Best score"), stats.bestScore.map(LocaleText.integer) ?? "—"),
            (tr("Average score"), stats.averageScore.map { LocaleText.fixed($0, decimals: 1) } ?? "—"),
            (tr("Best time without hints"), stats.bestTime.map(NumberText.duration) ?? "—"),
        ]
        for (index, row) in rows.enumerated() {
            let title = Label(row.0)
            title.setXAlign(0)
            title.addCSSClass("dim-label")
            let value = Label(row.1)
            value.setXAlign(1)
            value.horizontalExpand = true
            grid.attach(title, column: 0, row: index)
            grid.attach(value, column: 1, row: index)
        }
        return grid
    }

    private func results(_ stats: GameStatistics) -> Widget {
        let grid = Grid(rowSpacing: 4, columnSpacing: 18)
        // TRANSLATORS: column titles of the statistics' table of results.
        let columns: [(ResultColumn?, String)] = [
            (.score, trc("column", "Score")), (.duration, trc("column", "Time")), (.date, trc("column", "Date")),
            (nil, trc("column", "Result")),
        ]
        for (index, column) in columns.enumerated() {
            guard let sortColumn = column.0 else {
                let label = Label(column.1)
                label.addCSSClass("heading")
                grid.attach(label, column: index, row: 0)
                continue
            }
            let arrow = sort.column == sortColumn ? (sort.direction == .ascending ? " ▲" : " ▼") : ""
            let button = Button(label: column.1 + arrow)
            button.addCSSClass("flat")
            let ascending = sort.column == sortColumn && sort.direction == .descending
            button.setAccessibleDescription(Self.sortDescription(sortColumn, ascending: ascending))
            button.onClicked { [weak self] in self?.sortBy(sortColumn) }
            grid.attach(button, column: index, row: 0)
        }
        let sorted = stats.topResults.sorted(by: sort.column, sort.direction)
        if sorted.isEmpty {
            let empty = Label(tr("No games yet."))
            empty.addCSSClass("dim-label")
            grid.attach(empty, column: 0, row: 1, width: 4)
        }
        for (row, result) in sorted.enumerated() {
            let cells = [LocaleText.integer(result.score), NumberText.duration(result.duration), Self.date(result.date),
                         Self.resultText(result)]
            for (column, text) in cells.enumerated() {
                let label = Label(text)
                label.setXAlign(column == 0 ? 1 : 0)
                grid.attach(label, column: column, row: row + 1)
            }
        }
        return grid
    }

    private func sortBy(_ column: ResultColumn) {
        if sort.column == column {
            sort.direction = sort.direction == .ascending ? .descending : .ascending
        } else {
            sort = (column, column == .duration ? .ascending : .descending)
        }
        rebuild()
    }

    /// What clicking a column's title does, for assistive technologies: "Sort by score, ascending".
    static func sortDescription(_ column: ResultColumn, ascending: Bool) -> String {
        switch (column, ascending) {
        case (.score, true): tr("Sort by score, ascending")
        case (.score, false): tr("Sort by score, descending")
        case (.duration, true): tr("Sort by time, ascending")
        case (.duration, false): tr("Sort by time, descending")
        case (.date, true): tr("Sort by date, ascending")
        case (.date, false): tr("Sort by date, descending")
        }
    }

    /// How a game ended, and whether hints helped (such a game sets no best time).
    static func resultText(_ result: GameResult) -> String {
        switch (result.finished, result.assisted) {
        case (true, false): tr("Finished")
        case (true, true): tr("Finished with hints")
        case (false, false): tr("Abandoned")
        case (false, true): tr("Abandoned with hints")
        }
    }

    /// The date in the user's locale, through GLib.
    static func date(_ date: Timestamp) -> String {
        WallClock.localDateAndTime(secondsSince1970: date.secondsSince1970)
    }
}
