import AdwKit
import GLibKit
import GameModel
import GtkKit
import Persistence
import TableCore

/// The daily puzzles: the streaks and the best time, then today's and every
/// earlier day's puzzle with how far the player got; a row opens its puzzle.
@MainActor
enum PuzzleListWindow {
    /// Days listed before today, besides any older day already played.
    static let daysBack = 30

    static func make(book: PuzzleBook, today: PuzzleDate, onOpen: @escaping @MainActor (PuzzleDate) -> Void) -> PreferencesDialog {
        let window = PreferencesDialog()
        window.title = tr("Daily Puzzles")
        window.setDefaultSize(width: 480, height: 620)
        let page = PreferencesPage(title: tr("Daily Puzzles"), iconName: "x-office-calendar-symbolic")
        page.add(records(book, today: today))

        let days = PreferencesGroup(title: tr("Puzzles"), description: tr("Each day has one puzzle, the same for every player."))
        let listed = Set((0...daysBack).map { today.adding(days: -$0) }).union(book.days.keys.filter { $0 <= today })
        for date in listed.sorted(by: >) {
            let open = Button(label: tr("_Open"))
            // The row labels its button: a screen reader hears the day and the progress with "Open".
            open.addCSSClass("flat")
            open.setAlign(horizontal: .center, vertical: .center)
            open.onClicked { [weak window] in
                onOpen(date)
                window?.close()
            }
            days.add(ActionRow(title: name(of: date, today: today), subtitle: progress(book.days[date]), control: open))
        }
        page.add(days)
        window.add(page)
        return window
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
        guard let day, day.foundCount > 0 || day.seconds > 0 else { return tr("Not started") }
        let time = NumberText.duration(day.seconds)
        if day.isSolved {
            return day.isAssisted
                ? tr("Solved in {time} with hints").filling(["time": time])
                : tr("Solved in {time}").filling(["time": time])
        }
        // TRANSLATORS: an unfinished daily puzzle; {found} of {total} sets, {time} played so far.
        return tr("{found} of {total} sets found, {time} so far")
            .filling(["found": String(day.foundCount), "total": String(DailyPuzzle.setCount), "time": time])
    }
}
