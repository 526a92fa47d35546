import Foundation
import GameModel
import Testing

/// The daily puzzle across midnight, with the wall clock faked by
/// libfaketime (`FakeClock`) and time zones without summer time: a puzzle open
/// across midnight stays the puzzle of the day it was opened and is recorded
/// on that day; at midnight the status line says it is yesterday's and a
/// toast offers the new day's, which its button opens without a restart; the
/// streak counts each local day whose puzzle is solved, also when the next run
/// is in a time zone where that day is already over.
@Suite("Midnight (end to end)", .serialized, .timeLimit(.minutes(4)))
struct MidnightTests {
    typealias Data = SavedGameTests.DataFolder
    typealias Variants = SetVariantTests

    /// A POSIX time zone without summer time ("XST-10" is ten hours east of UTC).
    struct Zone {
        let name: String
        let secondsEast: Int

        var calendar: Calendar {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(secondsFromGMT: secondsEast)!
            return calendar
        }

        /// The local day of `moment`.
        func day(_ moment: Date) -> PuzzleDate {
            let parts = calendar.dateComponents([.year, .month, .day], from: moment)
            return PuzzleDate(year: parts.year!, month: parts.month!, day: parts.day!)!
        }

        /// The first local midnight after `moment`.
        func midnight(after moment: Date) -> Date {
            calendar.date(byAdding: .day, value: 1, to: calendar.startOfDay(for: moment))!
        }
    }

    static let utc = Zone(name: "UTC0", secondsEast: 0)
    static let tenEast = Zone(name: "XST-10", secondsEast: 10 * 3600)

    static func options(_ data: Data, _ clock: FakeClock, _ zone: Zone) -> AppSession.Options {
        var options = data.options
        options.appEnvironment.merge(clock.environment) { _, new in new }
        options.appEnvironment["TZ"] = zone.name
        return options
    }

    static func shows(_ text: String, _ tree: AccessibleNode) -> Bool {
        tree.allNodes.contains { $0.displayedText == text && $0.isOnScreen }
    }

    /// Finds the puzzle's sets (in `SetRules.allSets`' order) numbered `numbers`; the tree after the last.
    static func findSets(_ numbers: Range<Int>, _ app: AppSession) async throws -> AccessibleNode {
        let player = Variants.Player(app: app)
        var tree = try await app.settledTree()
        let table = Variants.grid(tree).compactMap(\.setCard)
        let sets = SetRules.allSets(in: table).map { $0.map { table[$0] } }
        for number in numbers {
            let found = number + 1
            let cards = Variants.grid(try await app.settledTree())
            try await Variants.choose(sets[number].map { card in cards.first { $0.setCard == card }! }, with: player)
            tree = try await app.waitForTree("set \(found)") { $0.statusText?.contains("\(found) of 6 sets found.") == true }
        }
        return tree
    }

    /// puzzles.json's days: sets found by day ("2026-11-23").
    static func foundByDay(_ data: Data) throws -> [String: Int] {
        let days = try #require((try data.json("puzzles.json")["payload"] as? [String: Any])?["days"] as? [String: Any])
        return days.compactMapValues { (($0 as? [String: Any])?["game"] as? [String: Any])?["found"] as? [Any] }.mapValues(\.count)
    }

    @Test("A puzzle open across midnight: still that day's, solved on it; a toast offers the new day's, its button opens it")
    func acrossMidnight() async throws {
        let data = try Data()
        let zone = Self.tenEast
        let midnight = zone.midnight(after: Date())
        let clock = try FakeClock()
        defer { data.remove(); clock.remove() }
        // Twenty seconds before midnight: time to start and find a set (a few
        // seconds), and no more, since the midnight waited for is real time.
        try clock.set(to: midnight.addingTimeInterval(-20))
        let day = zone.day(midnight.addingTimeInterval(-1))
        let next = day.adding(days: 1)
        try await AppSession.with(["--variant=puzzle"], options: Self.options(data, clock, zone)) { app in
            var tree = try await app.settledTree()
            #expect(Self.shows("Today's puzzle", tree), "\(tree)")
            #expect(Set(Variants.grid(tree).compactMap(\.setCard)) == Set(DailyPuzzle.cards(for: day)), "\(tree)")
            tree = try await Self.findSets(0..<1, app)

            // Midnight passes with nothing pressed.
            tree = try await app.waitForTree("midnight", timeout: .seconds(60)) {
                Self.shows("Puzzle of Yesterday", $0) && Self.shows("A new daily puzzle is ready", $0)
            }
            #expect(Set(Variants.grid(tree).compactMap(\.setCard)) == Set(DailyPuzzle.cards(for: day)), "still \(day.text)'s")
            tree = try await Self.findSets(1..<6, app)
            #expect(tree.statusText?.contains("Game over. 6 sets") == true, "\(tree)")
            #expect(tree.statusText?.contains("Daily puzzle solved: 1 day in a row (longest 1).") == true, "\(tree)")
            try await waitUntil("\(day.text) solved in puzzles.json") { (try? Self.foundByDay(data))?[day.text] == 6 }

            // The toast's Play button opens the new day's puzzle; the solved one stays on its day.
            let play = try #require(tree.findAll(role: "push button").first { button in
                button.isOnScreen && button.children.contains { $0.role == "label" && $0.displayedText == "Play" }
            }, "\(tree)")
            try await app.click(play)
            tree = try await app.waitForTree("the new day's puzzle") {
                Self.shows("Today's puzzle", $0)
                    && Set(Variants.grid($0).compactMap(\.setCard)) == Set(DailyPuzzle.cards(for: next))
            }
            _ = try await Self.findSets(0..<1, app)
            try await app.key("ctrl+q")
            _ = try await app.waitForAppExit()
        }
        #expect(try Self.foundByDay(data) == [day.text: 6, next.text: 1])
    }

    @Test("Solved at 23:30 in UTC; the next run ten hours east, where it is already the next day: that day's puzzle, a streak of 2")
    func timeZoneChange() async throws {
        let data = try Data()
        let clock = try FakeClock()
        defer { data.remove(); clock.remove() }
        let evening = Self.utc.midnight(after: Date()).addingTimeInterval(-30 * 60)
        try clock.set(to: evening)
        let day = Self.utc.day(evening)
        let next = day.adding(days: 1)
        #expect(Self.tenEast.day(evening) == next)
        try await AppSession.with(["--variant=puzzle"], options: Self.options(data, clock, Self.utc)) { app in
            let tree = try await Self.findSets(0..<6, app)
            #expect(tree.statusText?.contains("Daily puzzle solved: 1 day in a row (longest 1).") == true, "\(tree)")
            try await app.key("ctrl+q")
            _ = try await app.waitForAppExit()
        }
        #expect(try Self.foundByDay(data) == [day.text: 6])

        try await AppSession.with(["--variant=puzzle"], options: Self.options(data, clock, Self.tenEast)) { app in
            var tree = try await app.settledTree()
            #expect(Self.shows("Today's puzzle", tree), "\(tree)")
            #expect(Set(Variants.grid(tree).compactMap(\.setCard)) == Set(DailyPuzzle.cards(for: next)), "\(tree)")
            tree = try await Self.findSets(0..<6, app)
            #expect(tree.statusText?.contains("Daily puzzle solved: 2 days in a row (longest 2).") == true, "\(tree)")
            try await app.key("ctrl+q")
            _ = try await app.waitForAppExit()
        }
        #expect(try Self.foundByDay(data) == [day.text: 6, next.text: 6])
    }
}
