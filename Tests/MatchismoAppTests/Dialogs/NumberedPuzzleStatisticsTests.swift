import GameModel
import GtkTestSupport
@testable import MatchismoApp
import Persistence
import Testing

/// The Statistics window's page for the numbered puzzles: a row per
/// difficulty from the numbered puzzles' book, and the page opens first
/// while a numbered puzzle is on show.
@MainActor
@Suite("The numbered puzzles' statistics page", .serialized)
struct NumberedPuzzleStatisticsTests {
    init() throws {
        try TestDisplay.ensure()
    }

    /// Puzzle `number` with every set found.
    static func solved(_ number: Int) -> NumberedPuzzleGame {
        var game = NumberedPuzzleGame(number: number)
        for set in SetRules.allSets(in: game.table) { for index in set { _ = game.perform(.choose(index)) } }
        return game
    }

    @Test("Each difficulty has its count of puzzles solved and its best time")
    func eachDifficultyHasItsSolvedCountAndBestTime() {
        var book = NumberedPuzzleBook()
        book.keep(Self.solved(2), seconds: 80)   // medium
        book.keep(Self.solved(5), seconds: 61)   // medium
        book.keep(Self.solved(3), seconds: 125)  // hard
        book.keep(NumberedPuzzleGame(number: 1), seconds: 30)  // easy, not solved
        #expect(PuzzleDifficulty.allCases.map { NumberedPuzzleStatisticsView.cells($0, book) } == [
            ["Easy", "0", "—"], ["Medium", "2", "1:01"], ["Hard", "1", "2:05"],
        ])
    }

    @Test("The numbered puzzles' page comes after the sprints', and opens first during a numbered puzzle")
    func thePageOpensFirstDuringANumberedPuzzleAndComesAfterTheSprints() {
        let numbered = StatisticsWindow(statistics: Statistics(), showing: .set(.puzzle), showingNumbered: true)
        #expect(numbered.selectedPage == StatisticsWindow.numberedPage)
        #expect(StatisticsWindow.numberedPage == PlayedGame.scored.count + 1)
        let daily = StatisticsWindow(statistics: Statistics(), showing: .set(.puzzle))
        #expect(daily.selectedPage == PlayedGame.scored.firstIndex(of: .set(.puzzle)))
        numbered.window.destroy()
        daily.window.destroy()
    }
}
