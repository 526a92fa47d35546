import GameModel
import GLibKit

/// The words the sentences are made of, and the few the window shows on
/// its own (the game-over result, pause, a welcome back).
extension EventText {
    /// The result on the game-over page: "Score 30 in 5:12".
    public static func finalResult(score: Int, seconds: Double) -> String {
        // TRANSLATORS: under "Game Over"; {score} may have a minus sign, {time} is minutes and seconds ("5:12").
        tr("Score {score} in {time}").filling(["score": signed(score), "time": NumberText.duration(seconds)])
    }

    /// The toast after New Game replaced a game in progress, which Undo brings back.
    public static var newGameDealt: String {
        // TRANSLATORS: a toast with an Undo button, after New Game replaced a game in progress.
        tr("New game dealt")
    }

    /// Said after the daily puzzle's game-over sentence: the streak of days solved.
    public static func puzzleSolved(streak: Int, best: Int) -> String {
        // TRANSLATORS: after solving a daily puzzle; {count} days in a row, {best} the longest run.
        trn("Daily puzzle solved: {count} day in a row (longest {best}).",
            "Daily puzzle solved: {count} days in a row (longest {best}).", streak)
            .counting(streak).filling(["best": String(best)])
    }

    /// Said when the game is paused.
    public static var paused: String {
        // TRANSLATORS: said when the game is paused; Ctrl+P and Pause are keys.
        tr("Paused: the clock is stopped and the cards are hidden. Press Ctrl+P or Pause to go on.")
    }

    /// Said when the game goes on after a pause.
    public static var resumed: String { tr("Resumed.") }

    /// The time played as a sentence: "Time 3:07."
    public static func time(_ seconds: Double) -> String {
        // TRANSLATORS: {time} is the time played as a clock shows it ("3:07").
        tr("Time {time}.").filling(["time": NumberText.duration(seconds)])
    }

    /// Said on opening a window with a saved game.
    public static var welcomeBack: String { tr("Welcome back: your game goes on where you left it.") }

    /// The score as a sentence: "Score 6.", "Score −4."
    public static func score(_ value: Int) -> String {
        // TRANSLATORS: {score} is the score, with a minus sign when below zero.
        tr("Score {score}.").filling(["score": signed(value)])
    }

    /// A number with a real minus sign, as screen readers and typesetters want it: "−4".
    public static func signed(_ value: Int) -> String { value < 0 ? "\u{2212}\(-value)" : "\(value)" }

    /// "1 card", "3 cards".
    public static func cards(_ count: Int) -> String { trn("{count} card", "{count} cards", count).counting(count) }

    /// "1 point", "16 points".
    public static func points(_ count: Int) -> String { trn("{count} point", "{count} points", count).counting(count) }

    /// The deck line: "1 card in the deck", "54 cards in the deck".
    public static func deckCount(_ count: Int) -> String {
        trn("{count} card in the deck", "{count} cards in the deck", count).counting(count)
    }
}
