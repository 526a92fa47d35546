import GameModel
import GLibKit

/// The sprints' words: the menu, the header, what is said as a
/// sprint goes and ends, and its records in Statistics.
public enum SprintText {
    /// The main menu's item that starts a sprint of `mode`.
    public static func menuItem(_ mode: SprintMode) -> String {
        switch mode {
        // TRANSLATORS: main menu items that start a sprint of classic Set against the clock.
        case .findTen: tr("Sprint: _10 Sets")
        case .findTwenty: tr("Sprint: _20 Sets")
        case .timed: tr("Sprint: 3 _Minutes")
        }
    }

    /// The shortcuts window's line of the key that starts a sprint of `mode`: "Start a sprint: 10 sets".
    public static func shortcut(_ mode: SprintMode) -> String {
        // TRANSLATORS: the shortcuts window's line for a key that starts a sprint; {sprint} is "10 sets" or "3 minutes".
        tr("Start a sprint: {sprint}").filling(["sprint": title(mode)])
    }

    /// The mode's name in the header and Statistics: "10 sets", "3 minutes".
    public static func title(_ mode: SprintMode) -> String {
        switch mode {
        // TRANSLATORS: a sprint's name in the header ("Sprint: 10 sets") and in Statistics.
        case .findTen: tr("10 sets")
        case .findTwenty: tr("20 sets")
        case .timed: tr("3 minutes")
        }
    }

    /// The header's title during a sprint: "Sprint: 10 sets".
    public static func header(_ mode: SprintMode) -> String {
        // TRANSLATORS: the game switcher's title during a sprint; {sprint} is "10 sets" or "3 minutes".
        tr("Sprint: {sprint}").filling(["sprint": title(mode)])
    }

    /// Said when a sprint starts: its goal and its deal.
    public static func started(_ mode: SprintMode, deal: UInt64) -> String {
        let goal = switch mode {
        case .findTen, .findTwenty:
            // TRANSLATORS: said as a sprint starts; {count} is 10 or 20, {seconds} is 5.
            trn("Sprint: find {count} set as fast as you can; a mistake adds {seconds} seconds.",
                "Sprint: find {count} sets as fast as you can; a mistake adds {seconds} seconds.", mode.target ?? 0)
                .counting(mode.target ?? 0)
        case .timed:
            // TRANSLATORS: said as a timed sprint starts; {minutes} is 3.
            tr("Sprint: find as many sets as you can in {minutes} minutes; a mistake costs a point.")
        }
        return goal.filling(["seconds": seconds(SprintRules.penaltySeconds), "minutes": String(Int(SprintRules.timedSeconds) / 60)])
            + " " + DealNumber.sentence(deal)
    }

    /// What a sprint event adds to the move's own sentence.
    public static func sentence(_ event: SprintEvent) -> String {
        switch event {
        case .setFound(let found, of: let target?):
            // TRANSLATORS: a sprint's progress after a set; {found} sets found of {target}.
            return tr("{found} of {target}.").filling(["found": String(found), "target": String(target)])
        case .setFound(let found, of: nil):
            // TRANSLATORS: a timed sprint's progress after a set.
            return trn("{count} set.", "{count} sets.", found).counting(found)
        case .finished(let result): return finished(result)
        default:
            // `.mistake(seconds:)` and `.mistake(points:)` share a base name that
            // Swift's patterns cannot tell apart; the model uses `SprintRules`' values.
            if event == .mistake(points: SprintRules.mistakeCost) {
                // TRANSLATORS: a timed sprint's penalty for a mistake; {count} is 1.
                return trn("Minus {count} point.", "Minus {count} points.", SprintRules.mistakeCost).counting(SprintRules.mistakeCost)
            }
            // TRANSLATORS: a sprint's penalty for a mistake; {seconds} is 5.
            return tr("Plus {seconds} seconds.").filling(["seconds": seconds(SprintRules.penaltySeconds)])
        }
    }

    /// The end of a sprint: "Sprint over: 10 sets in 1:42." with its mistakes and penalty.
    public static func finished(_ result: SprintResult) -> String {
        let mistakes = trn("{count} mistake", "{count} mistakes", result.mistakes).counting(result.mistakes)
        if result.mode.target == nil {
            // TRANSLATORS: a timed sprint ended; {sets} is "14 sets", {mistakes} "1 mistake", {points} "12 points" or "1 point".
            return tr("Time is up: {sets}, {mistakes}, {points}.").filling(
                ["sets": sets(result.setsFound), "mistakes": mistakes, "points": EventText.signedPoints(result.points)])
        }
        guard result.isComplete else {
            // TRANSLATORS: a find sprint ended because the deck ran out; {sets} is "8 sets".
            return tr("Sprint over: the deck ran out after {sets}.").filling(["sets": sets(result.setsFound)])
        }
        // TRANSLATORS: a find sprint ended; {sets} is "10 sets", {time} minutes and seconds ("1:42") with the penalty, {mistakes} "2 mistakes".
        return tr("Sprint over: {sets} in {time}, {mistakes}.").filling(
            ["sets": sets(result.setsFound), "time": NumberText.duration(result.time), "mistakes": mistakes])
    }

    /// A new record: "New record: 10 sets in 1:42." or "New record: 13 points in 3 minutes."
    public static func newRecord(_ result: SprintResult) -> String {
        // TRANSLATORS: said when a sprint sets a record; {record} is "10 sets in 1:42" or "13 points in 3 minutes".
        tr("New record: {record}.").filling(["record": record(result)])
    }

    /// A record as Statistics lists it: "10 sets in 1:42", "13 points in 3 minutes".
    public static func record(_ result: SprintResult) -> String {
        if result.mode.target == nil {
            // TRANSLATORS: a timed sprint's result; {points} is a whole number, {sprint} "3 minutes".
            return trn("{count} point in {sprint}", "{count} points in {sprint}", result.points).counting(result.points)
                .filling(["sprint": title(result.mode)])
        }
        // TRANSLATORS: a find sprint's result; {sets} is "10 sets", {time} minutes and seconds.
        return tr("{sets} in {time}").filling(["sets": sets(result.setsFound), "time": NumberText.duration(result.time)])
    }

    /// How a sprint went, as Recent Games lists it: its result as a record
    /// reads ("10 sets in 1:42", "13 points in 3 minutes"), or "the deck ran
    /// out after 8 sets" for a find sprint the deck ended.
    public static func result(_ result: SprintResult) -> String {
        guard result.isComplete else {
            // TRANSLATORS: a find sprint kept for review that ended because the deck ran out; {sets} is "8 sets".
            return tr("the deck ran out after {sets}").filling(["sets": sets(result.setsFound)])
        }
        return record(result)
    }

    /// The time shown in the header: the sprint's time, or in a timed sprint the time left.
    public static func clock(_ sprint: SprintGame, seconds: Double) -> Double {
        sprint.secondsLeft(at: seconds) ?? seconds
    }

    private static func sets(_ count: Int) -> String { trn("{count} set", "{count} sets", count).counting(count) }

    private static func seconds(_ value: Double) -> String { String(Int(value.rounded())) }
}
