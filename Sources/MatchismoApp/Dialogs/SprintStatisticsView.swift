import GameModel
import GLibKit
import GtkKit
import Persistence
import TableCore

/// The Statistics window's page for the sprints: the best result of each
/// mode with the day it was run.
@MainActor
enum SprintStatisticsView {
    /// A table of the records: a row of column titles, then one row per mode.
    static func make(_ statistics: Statistics) -> Widget {
        // TRANSLATORS: column titles of the sprints' records.
        let rows = [[trc("column", "Sprint"), trc("column", "Best"), trc("column", "Date")]]
            + SprintMode.allCases.map { cells($0, statistics.sprints.best($0), today: .today) }
        let grid = Grid(rowSpacing: 6, columnSpacing: 24)
        for (row, texts) in rows.enumerated() {
            for (column, text) in texts.enumerated() {
                let label = Label(text)
                label.setXAlign(0)
                if row == 0 { label.addCSSClass("heading") } else if column == 0 { label.addCSSClass("dim-label") }
                grid.attach(label, column: column, row: row)
            }
        }
        return grid
    }

    /// The chooser's entry for this page.
    static var title: String {
        // TRANSLATORS: the Statistics window's choice that lists the best sprints.
        tr("Sprints")
    }

    /// The texts of `mode`'s row: its name, the record ("10 sets in 1:42") and its day, or a dash.
    static func cells(_ mode: SprintMode, _ record: SprintRecords.Record?, today: PuzzleDate) -> [String] {
        guard let record else { return [SprintText.title(mode), tr("No record yet"), "—"] }
        return [SprintText.title(mode), SprintText.record(record.result), PuzzleListWindow.name(of: record.date, today: today)]
    }
}
