import GLibKit
import GameModel

/// The words for a game kept for review (`RecentGames`): what it was and
/// how it went, as the Statistics window's Recent Games page lists it.
public enum RecentGameText {
    /// What was dealt: "Classic Set · Deal 1234", "Daily Puzzle · Monday 11/23/26",
    /// "Puzzle 1,234 · Medium"; a sprint's deal under the sprint's name, "Sprint: 10 sets · Deal 1234".
    public static func title(_ deal: SetDeal, sprint: SprintMode? = nil) -> String {
        switch deal.source {
        case .seed(let seed):
            // TRANSLATORS: a game kept for review; {variant} is "Classic Set", another variant or
            // a sprint ("Sprint: 10 sets"), {deal} "Deal 1234".
            tr("{variant} · {deal}").filling(["variant": sprint.map(SprintText.header) ?? deal.variant.title, "deal": DealNumber.label(seed)])
        case .day(let date):
            // TRANSLATORS: a daily puzzle kept for review; {day} is its date with the weekday.
            tr("Daily Puzzle · {day}").filling([
                "day": { $0.isEmpty ? date.text : $0 }(WallClock.localDay(year: date.year, month: date.month, day: date.day)),
            ])
        case .puzzleNumber(let number):
            PuzzleNumber.label(number)
        }
    }

    /// How it went: "Finished · 27 moves · score 12 · 11/26/26 17:02"; a
    /// sprint, which ended when kept, with its result: "Finished · 31 moves · 10 sets in 1:42 · 11/26/26 17:02".
    public static func summary(_ review: GameReview, sprint: SprintResult? = nil, ended: Timestamp) -> String {
        // TRANSLATORS: a game kept for review; {count} moves reviewed (sets found, mistakes, deals, hints).
        let moves = trn("{count} move", "{count} moves", review.steps.count).counting(review.steps.count)
        let date = WallClock.localDateAndTime(secondsSince1970: ended.secondsSince1970)
        if let sprint {
            // TRANSLATORS: a sprint kept for review; {moves} is "31 moves", {result} "10 sets in 1:42",
            // "13 points in 3 minutes" or "the deck ran out after 8 sets", {date} when it ended.
            return tr("Finished · {moves} · {result} · {date}").filling(["moves": moves, "result": SprintText.result(sprint), "date": date])
        }
        // TRANSLATORS: a game kept for review; {state} is "Finished" or "Left unfinished", {moves} "27 moves",
        // {score} the final score, {date} when it ended.
        return tr("{state} · {moves} · score {score} · {date}").filling([
            "state": review.isOver ? tr("Finished") : tr("Left unfinished"),
            "moves": moves, "score": LocaleText.integer(review.score),
            "date": date,
        ])
    }
}
