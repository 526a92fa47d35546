import GLibKit
import GameModel

/// A numbered puzzle's number as the player sees and types it (1 to 999,999,
/// `NumberedPuzzle.numbers`), and the words that name a puzzle and its difficulty.
public enum PuzzleNumber {
    /// Why typed text is not a puzzle number.
    public enum InputError: Error, Equatable, Sendable {
        case empty
        case notANumber
        /// A whole number outside 1 to 999,999 (0, or too large).
        case outOfRange
    }

    /// Reads a puzzle number typed by the player; spaces around it are ignored.
    public static func parse(_ text: String) -> Result<Int, InputError> {
        switch DealNumber.parse(text) {
        case .failure(.empty): .failure(.empty)
        case .failure(.notANumber): .failure(.notANumber)
        case .failure(.tooLarge): .failure(.outOfRange)
        case .success(let value):
            value <= UInt64(NumberedPuzzle.numbers.upperBound) && NumberedPuzzle.numbers.contains(Int(value))
                ? .success(Int(value)) : .failure(.outOfRange)
        }
    }

    /// What the Open Puzzle dialog says is accepted.
    public static var accepted: String {
        // TRANSLATORS: the Open Puzzle dialog; {min} is 1 and {max} is 999,999 as the locale writes them.
        tr("A whole number from {min} to {max}.").filling([
            "min": LocaleText.integer(NumberedPuzzle.numbers.lowerBound),
            "max": LocaleText.integer(NumberedPuzzle.numbers.upperBound),
        ])
    }

    /// Why `error`'s text is refused, for the Open Puzzle dialog.
    public static func message(_ error: InputError) -> String {
        switch error {
        // TRANSLATORS: the Open Puzzle dialog, when nothing is typed.
        case .empty: tr("Type a puzzle number.") + " " + accepted
        case .notANumber: tr("Only the digits 0 to 9.") + " " + accepted
        // TRANSLATORS: the Open Puzzle dialog, when the number is 0 or above 999,999.
        case .outOfRange: tr("No puzzle has that number.") + " " + accepted
        }
    }

    /// A difficulty's name: "Easy", "Medium", "Hard".
    public static func title(_ difficulty: PuzzleDifficulty) -> String {
        switch difficulty {
        // TRANSLATORS: a numbered puzzle's difficulty.
        case .easy: tr("Easy")
        case .medium: tr("Medium")
        case .hard: tr("Hard")
        }
    }

    /// The puzzle under the table and in its list: "Puzzle 1,234 · Medium".
    public static func label(_ number: Int) -> String {
        // TRANSLATORS: a numbered puzzle; {number} is its number ("1,234"), {difficulty} "Easy", "Medium" or "Hard".
        tr("Puzzle {number} · {difficulty}").filling([
            "number": LocaleText.integer(number), "difficulty": title(NumberedPuzzle.difficulty(of: number)),
        ])
    }

    /// The puzzle as a sentence, for Alt+S: "Puzzle 1,234, medium."; empty without a number.
    public static func sentence(_ number: Int?) -> String {
        guard let number else { return "" }
        let difficulty = NumberedPuzzle.difficulty(of: number)
        let words = switch difficulty {
        // TRANSLATORS: said by Alt+S in a numbered puzzle; {number} is its number ("1,234").
        case .easy: tr("Puzzle {number}, easy.")
        case .medium: tr("Puzzle {number}, medium.")
        case .hard: tr("Puzzle {number}, hard.")
        }
        return words.filling(["number": LocaleText.integer(number)])
    }

    /// The status line when a numbered puzzle is shown: "Puzzle 1,234, medium: find the 6 sets…".
    public static func rule(_ number: Int) -> String {
        let words = switch NumberedPuzzle.difficulty(of: number) {
        // TRANSLATORS: the status line when a numbered puzzle is shown; {number} is its number ("1,234").
        case .easy: tr("Puzzle {number}, easy: find the 6 sets among these 12 cards. Nothing is dealt.")
        case .medium: tr("Puzzle {number}, medium: find the 6 sets among these 12 cards. Nothing is dealt.")
        case .hard: tr("Puzzle {number}, hard: find the 6 sets among these 12 cards. Nothing is dealt.")
        }
        return words.filling(["number": LocaleText.integer(number)])
    }

    /// A difficulty's row in Statistics' numbered puzzles: its name, the
    /// puzzles of it solved, and the best time without hints ("—" before one).
    public static func recordCells(_ difficulty: PuzzleDifficulty, solved: Int, best: Double?) -> [String] {
        [title(difficulty), LocaleText.integer(solved), best.map(NumberText.duration) ?? "—"]
    }

    /// Said when a numbered puzzle is solved: "Puzzle 1,234 solved in 2:05."
    public static func solved(_ number: Int, seconds: Double) -> String {
        // TRANSLATORS: said when a numbered puzzle is solved; {number} is "1,234", {time} "2:05".
        tr("Puzzle {number} solved in {time}.").filling([
            "number": LocaleText.integer(number), "time": NumberText.duration(seconds),
        ])
    }
}
