import AdwKit
import GLibKit
import GameModel
import GtkKit
import Persistence
import TableCore

/// The daily puzzles: the streaks and the best time, then today's and every
/// earlier day's puzzle with how far the player got; a row opens its puzzle.
/// A second page lists the numbered puzzles played, with their records by difficulty.
@MainActor
enum PuzzleListWindow {
    /// What a row opens.
    enum Listed {
        case day(PuzzleDate)
        case numbered(Int)
    }

    /// Days listed before today, besides any older day already played.
    static let daysBack = 30

    static func make(book: PuzzleBook, numbered: NumberedPuzzleBook, today: PuzzleDate,
                     onOpen: @escaping @MainActor (Listed) -> Void) -> PreferencesDialog
    {
        let window = PreferencesDialog()
        window.title = tr("Daily Puzzles")
        window.setDefaultSize(width: 480, height: 620)
        let page = PreferencesPage(title: tr("Daily Puzzles"), iconName: "x-office-calendar-symbolic")
        page.add(records(book, today: today))

        let days = PreferencesGroup(title: tr("Puzzles"), description: tr("Each day has one puzzle, the same for every player."))
        let listed = Set((0...daysBack).map { today.adding(days: -$0) }).union(book.days.keys.filter { $0 <= today })
        for date in listed.sorted(by: >) {
            days.add(openRow(window, title: name(of: date, today: today), subtitle: progress(book.days[date])) { onOpen(.day(date)) })
        }
        page.add(days)
        window.add(page)
        window.add(numberedPage(numbered, window: window, onOpen: onOpen))
        return window
    }

    /// A puzzle's row, whose Open button opens the puzzle and closes the window.
    private static func openRow(_ window: PreferencesDialog, title: String, subtitle: String,
                                _ open: @escaping @MainActor () -> Void) -> ActionRow {
        // TRANSLATORS: what a screen reader says for a puzzle's Open button: "Open Puzzle 302".
        ActionRow(title: title, subtitle: subtitle, button: tr("_Open"), spokenName: tr("Open {puzzle}").filling(["puzzle": title])) { [weak window] in
            open()
            window?.close()
        }
    }

    /// The numbered puzzles: solved and best time by difficulty, then every one played, the latest number first.
    private static func numberedPage(_ book: NumberedPuzzleBook, window: PreferencesDialog,
                                     onOpen: @escaping @MainActor (Listed) -> Void) -> PreferencesPage
    {
        // TRANSLATORS: the puzzles window's page of numbered puzzles (Open Puzzle…, Next Puzzle).
        let page = PreferencesPage(title: tr("Numbered Puzzles"), iconName: "view-list-ordered-symbolic")
        let records = PreferencesGroup(title: tr("Records"))
        for difficulty in PuzzleDifficulty.allCases {
            let solved = book.solvedCount(of: difficulty)
            // TRANSLATORS: a difficulty's record; {count} puzzles solved, {time} the best time or "—".
            let value = trn("{count} solved, best {time}", "{count} solved, best {time}", solved).counting(solved)
                .filling(["time": book.bestTime(of: difficulty).map(NumberText.duration) ?? "—"])
            records.add(ActionRow(title: PuzzleNumber.title(difficulty), value: value))
        }
        page.add(records)
        let list = PreferencesGroup(
            title: tr("Puzzles"),
            description: tr("Each number has one puzzle, the same for every player. Open Puzzle… in the main menu opens any of them."))
        for number in book.puzzles.keys.sorted(by: >) {
            let entry = book.puzzles[number]
            let subtitle = progress(entry?.game.found.count ?? 0, entry?.seconds ?? 0,
                                    solved: entry?.isSolved == true, assisted: entry?.game.isAssisted == true)
            list.add(openRow(window, title: PuzzleNumber.label(number), subtitle: subtitle) { onOpen(.numbered(number)) })
        }
        page.add(list)
        return page
    }

    private static func records(_ book: PuzzleBook, today: PuzzleDate) -> PreferencesGroup {
        let streak = book.streak(today: today)
        let group = PreferencesGroup(title: tr("Records"))
        group.add(ActionRow(title: tr("Current streak"), value: days(streak.current)))
        group.add(ActionRow(title: tr("Longest streak"), value: days(streak.longest)))
        group.add(ActionRow(title: tr("Best time"), value: book.bestTime.map(NumberText.duration) ?? "—"))
        group.add(ActionRow(title: tr("Puzzles solved"), value: LocaleText.integer(book.solvedDates.count)))
        return group
    }

    /// "3 days".
    static func days(_ count: Int) -> String { trn("{count} day", "{count} days", count).counting(count) }

    /// "Today", or the day as the locale writes it with its weekday.
    static func name(of date: PuzzleDate, today: PuzzleDate) -> String {
        if date == today { return tr("Today") }
        if date == today.adding(days: -1) { return tr("Yesterday") }
        let local = WallClock.localDay(year: date.year, month: date.month, day: date.day)
        return local.isEmpty ? date.text : local
    }

    /// The puzzle's day under the table: "Today's puzzle", "Puzzle of Monday 11/23/26".
    static func title(of date: PuzzleDate, today: PuzzleDate) -> String {
        if date == today { return tr("Today's puzzle") }
        // TRANSLATORS: {day} is "Yesterday" or a date with its weekday.
        return tr("Puzzle of {day}").filling(["day": name(of: date, today: today)])
    }

    /// How far the player got with one day's puzzle.
    static func progress(_ day: PuzzleBook.Day?) -> String {
        guard let day else { return tr("Not started") }
        return progress(day.foundCount, day.seconds, solved: day.isSolved, assisted: day.isAssisted)
    }

    /// How far the player got with a puzzle: `found` sets in `seconds`.
    static func progress(_ found: Int, _ seconds: Double, solved: Bool, assisted: Bool) -> String {
        guard found > 0 || seconds > 0 else { return tr("Not started") }
        let time = NumberText.duration(seconds)
        if solved {
            return assisted
                ? tr("Solved in {time} with hints").filling(["time": time])
                : tr("Solved in {time}").filling(["time": time])
        }
        // TRANSLATORS: an unfinished puzzle; {found} of {total} sets, {time} played so far.
        return tr("{found} of {total} sets found, {time} so far")
            .filling(["found": String(found), "total": String(DailyPuzzle.setCount), "time": time])
    }
}
