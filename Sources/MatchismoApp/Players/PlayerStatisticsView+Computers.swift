import GameModel
import GLibKit
import GtkKit
import Persistence
import TableCore

extension PlayerStatisticsView {
    /// Under the players, the people's record against each computer level
    /// played: "Against Quick", played, won, best score and sets, in the same columns.
    static func attachComputers(_ statistics: Statistics, to grid: Grid, from firstRow: Int) {
        let levels = statistics.computerLevels
        guard !levels.isEmpty else { return }
        // TRANSLATORS: a heading in the players' statistics, over the records against each computer player's level.
        let heading = Label(tr("Against Computer Players"))
        heading.addCSSClass("heading")
        heading.setXAlign(0)
        grid.attach(heading, column: 0, row: firstRow, width: 5)
        for (offset, level) in levels.enumerated() {
            guard let record = statistics.record(against: level) else { continue }
            // TRANSLATORS: a row of the players' statistics; {level} is a computer player's level ("Quick").
            let name = tr("Against {level}").filling(["level": level.title])
            for (column, text) in cells(name, record).enumerated() {
                let label = Label(text)
                label.setXAlign(column == 0 ? 0 : 1)
                grid.attach(label, column: column, row: firstRow + 1 + offset)
            }
        }
    }
}
