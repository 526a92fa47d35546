import GameModel
import GLibKit
import Testing

@testable import TableCore

/// Numbered puzzles' numbers as typed in Open Puzzle…, and their words under
/// the table, in the switcher, for Alt+S and when one is shown or solved.
@Suite("Numbered puzzles' numbers and words")
struct PuzzleNumberTests {
    /// "1,234" as the locale groups it (the tests' locale may not group).
    static func n(_ value: Int) -> String { LocaleText.integer(value) }
    static var accepted: String { "A whole number from 1 to \(n(999_999))." }

    @Test("A typed puzzle number is from 1 to 999,999; anything else is refused for its reason")
    func typedNumbersAreOneToNineHundredNinetyNineThousand() {
        #expect(PuzzleNumber.parse("1") == .success(1))
        #expect(PuzzleNumber.parse(" 1234\n") == .success(1234))
        #expect(PuzzleNumber.parse("999999") == .success(999_999))
        #expect(PuzzleNumber.parse("0") == .failure(.outOfRange))
        #expect(PuzzleNumber.parse("1000000") == .failure(.outOfRange))
        #expect(PuzzleNumber.parse("18446744073709551616") == .failure(.outOfRange))
        for empty in ["", "  "] { #expect(PuzzleNumber.parse(empty) == .failure(.empty)) }
        for bad in ["abc", "-1", "1,234", "1.5", "12a"] { #expect(PuzzleNumber.parse(bad) == .failure(.notANumber), "\(bad)") }
    }

    @Test("A refused puzzle number says why, and what is accepted")
    func refusalsSayWhyAndWhatIsAccepted() {
        #expect(PuzzleNumber.message(.empty) == "Type a puzzle number. \(Self.accepted)")
        #expect(PuzzleNumber.message(.notANumber) == "Only the digits 0 to 9. \(Self.accepted)")
        #expect(PuzzleNumber.message(.outOfRange) == "No puzzle has that number. \(Self.accepted)")
    }

    @Test("A numbered puzzle is named with its difficulty, its rule and its solved time")
    func aPuzzleIsNamedWithItsDifficulty() {
        #expect(PuzzleNumber.label(1234) == "Puzzle \(Self.n(1234)) · Easy")
        #expect(PuzzleNumber.label(2) == "Puzzle 2 · Medium")
        #expect(PuzzleNumber.label(999_999) == "Puzzle \(Self.n(999_999)) · Hard")
        #expect(PuzzleNumber.sentence(5) == "Puzzle 5, medium.")
        #expect(PuzzleNumber.sentence(nil) == "")
        #expect(PuzzleNumber.rule(3) == "Puzzle 3, hard: find the 6 sets among these 12 cards. Nothing is dealt.")
        #expect(PuzzleNumber.solved(7, seconds: 125) == "Puzzle 7 solved in 2:05.")
    }

    /// Statistics' row of a difficulty: its name, the count solved, the best time or a dash.
    @Test("A difficulty's row in Statistics has its name, the count solved and the best time or a dash")
    func aDifficultysRecordInStatistics() {
        #expect(PuzzleNumber.recordCells(.medium, solved: 3, best: 65) == ["Medium", "3", "1:05"])
        #expect(PuzzleNumber.recordCells(.easy, solved: 1, best: 42.4) == ["Easy", "1", "0:42"])
        #expect(PuzzleNumber.recordCells(.hard, solved: 0, best: nil) == ["Hard", "0", "—"])
        #expect(PuzzleNumber.recordCells(.hard, solved: 1234, best: nil)[1] == Self.n(1234))
    }

    @Test("The summary says the puzzle's number before the time, and showing the puzzle says its rule")
    func altSSaysTheNumberBeforeTheTimeAndShowingItSaysTheRule() {
        var context = TableContext(kind: .set, score: 2, tableCount: 12, deckCount: 0)
        context.puzzleNumber = 1234
        #expect(TableReading.summary(context, cards: []) == "Score 2. 12 cards on the table, 0 in the deck. Puzzle \(Self.n(1234)), easy. Time 0:00.")
        context.variant = .puzzle
        #expect((EventText.sentence(for: .variantShown(.puzzle), in: context) ?? "").hasPrefix(
            "Puzzle \(Self.n(1234)), easy: find the 6 sets among these 12 cards. Nothing is dealt. Score 2."))
        context.puzzleNumber = nil
        #expect((EventText.sentence(for: .variantShown(.puzzle), in: context) ?? "").hasPrefix("Daily puzzle: find the 6 sets"))
    }
}
