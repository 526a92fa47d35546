import GameModel
import GLibKit
import GtkKit
import Persistence
import TableCore

/// The Statistics window's page for the numbered puzzles: for each
/// difficulty, the puzzles solved and the best time without hints, from
/// numbered-puzzles.json (the daily puzzle's statistics never count them).
@MainActor
enum NumberedPuzzleStatisticsView {
    /// A table of the records: a row of column titles, then one row per difficulty.
    static func make(_ book: NumberedPuzzleBook) -> Widget {
        // TRANSLATORS: column titles of the numbered puzzles' records in Statistics.
        let rows = [[trc("column", "Difficulty"), trc("column", "Solved"), trc("column", "Best time")]]
            + PuzzleDifficulty.allCases.map { cells($0, book) }
        let grid = Grid(rowSpacing: 6, columnSpacing: 24)
        for (row, texts) in rows.enumerated() {
            for (column, text) in texts.enumerated() {
                let label = Label(text)
                label.setXAlign(column == 0 ? 0 : 1)
                if row == 0 { label.addCSSClass("heading") } else if column == 0 { label.addCSSClass("dim-label") }
                grid.attach(label, column: column, row: row)
            }
        }
        let note = Label(tr("Each difficulty's best time counts puzzles solved without hints. Earlier Puzzles… lists every numbered puzzle played."))
        note.setWrap(true)
        note.setXAlign(0)
        note.addCSSClass("dim-label")
        let box = Box(.vertical, spacing: 18)
        box.append(grid)
        box.append(note)
        return box
    }

    /// The chooser's entry for this page.
    static var title: String { tr("Numbered Puzzles") }

    /// The texts of `difficulty`'s row: "Medium", "3", "1:05".
    static func cells(_ difficulty: PuzzleDifficulty, _ book: NumberedPuzzleBook) -> [String] {
        PuzzleNumber.recordCells(difficulty, solved: book.solvedCount(of: difficulty), best: book.bestTime(of: difficulty))
    }
}
