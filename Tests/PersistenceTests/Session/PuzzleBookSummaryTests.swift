import Foundation
import GameModel
import GLibKit
import Testing
@testable import Persistence

/// The puzzle book's policy for years of play: a day solved more
/// than `summarizedAfterDays` (31) before the latest day keeps only its time,
/// score, help and sets found; every record and every day's progress stays.
@Suite("The puzzle book's summaries of old days")
struct PuzzleBookSummaryTests {
    static let latest = PuzzleDate(year: 2026, month: 6, day: 30)!

    /// The puzzle of `date` with its sets found in table order, after `wrong` wrong tries and `hints` hints.
    static func solved(_ date: PuzzleDate, wrong: Int = 0, hints: Int = 0, sets: Int = DailyPuzzle.setCount) -> PuzzleGame {
        var game = PuzzleGame(date: date)
        for _ in 0..<hints { _ = game.perform(.hint) }
        _ = game.perform(.shuffleTable)
        for _ in 0..<wrong {
            let notASet = (2..<game.table.count).first { !SetRules.isSet([game.table[0], game.table[1], game.table[$0]]) }!
            for index in [0, 1, notASet] { _ = game.perform(.choose(index)) }
        }
        for set in SetRules.allSets(in: game.table).prefix(sets) { for index in set { _ = game.perform(.choose(index)) } }
        return game
    }

    /// Days at 45, 40 (half done), 32 and 31 days before `latest`, and `latest`.
    static func book() -> PuzzleBook {
        var book = PuzzleBook()
        book.keep(solved(latest.adding(days: -45), wrong: 1), seconds: 95)
        book.keep(solved(latest.adding(days: -40), sets: 2), seconds: 30)
        book.keep(solved(latest.adding(days: -32), hints: 1), seconds: 50)
        book.keep(solved(latest.adding(days: -31)), seconds: 120)
        book.keep(solved(latest), seconds: 200)
        return book
    }

    @Test("Days more than 31 days old keep time, score, help and sets found; the rest stay whole; the records are exact")
    func summaries() throws {
        let book = Self.book()
        let old = try #require(book.days[Self.latest.adding(days: -45)])
        let half = try #require(book.days[Self.latest.adding(days: -40)])
        let hinted = try #require(book.days[Self.latest.adding(days: -32)])
        #expect(old.isSummarized && hinted.isSummarized && half.isSummarized)
        #expect(!book.days[Self.latest.adding(days: -31)]!.isSummarized && !book.days[Self.latest]!.isSummarized)
        let played = Self.solved(Self.latest.adding(days: -40), sets: 2), resumed = half.game
        #expect(half.foundCount == 2 && !half.isSolved && half.seconds == 30)
        #expect(resumed.found == played.found && resumed.score == 6 && !resumed.isOver)
        #expect(resumed.table == DailyPuzzle.cards(for: Self.latest.adding(days: -40)))

        #expect(old.isSolved && !old.isAssisted && old.seconds == 95 && old.foundCount == 6)
        let rebuilt = old.game
        #expect(rebuilt.isOver && rebuilt.score == 17 && rebuilt.found.count == 6 && rebuilt.hintsTaken == 0)
        #expect(rebuilt.table == DailyPuzzle.cards(for: Self.latest.adding(days: -45)))
        #expect(hinted.isAssisted && hinted.game.hintsTaken == 1 && hinted.game.score == 17 && hinted.seconds == 50)

        #expect(book.solvedDates.count == 4)
        #expect(book.bestTime == 95)
        #expect(book.streak(today: Self.latest) == PuzzleStreak(solved: book.solvedDates, today: Self.latest))
        #expect(book.streak(today: Self.latest).longest == 2)
        #expect(book.streak(today: Self.latest).current == 1)
    }

    @Test("Summaries are saved without the game and load as they were")
    func roundTrip() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let book = Self.book()
        let store = PuzzleBookStore(dataStore: DataStore(directory: directory.path))
        try store.save(book)
        #expect(store.load().value == book)
        let file = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: store.path))) as? [String: Any])
        #expect(file["format"] as? Int == 2)
        let payload = try #require(file["payload"] as? [String: Any])
        let days = try #require(payload["days"] as? [String: Any])
        #expect(days.keys.sorted() == [Self.latest.adding(days: -31).text, Self.latest.text])
        let halfDone = Self.solved(Self.latest.adding(days: -40), sets: 2).found
            .map { $0.map { String($0.index) }.joined(separator: ".") }.joined(separator: " ")
        #expect(payload["summarized"] as? [String] == [
            "\(Self.latest.adding(days: -45).text) 95.0 17 0",
            "\(Self.latest.adding(days: -40).text) 30.0 6 0 found \(halfDone)",
            "\(Self.latest.adding(days: -32).text) 50.0 17 1",
        ])
    }

    @Test("A later day summarizes the days that grow old; an old day solved late is summarized at once")
    func laterDays() {
        var book = Self.book()
        book.keep(Self.solved(Self.latest.adding(days: 2)), seconds: 10)
        #expect(book.days[Self.latest.adding(days: -31)]?.isSummarized == true)
        book.keep(Self.solved(Self.latest.adding(days: -40)), seconds: 31)
        #expect(book.days[Self.latest.adding(days: -40)]?.isSummarized == true)
        #expect(book.solvedDates.count == 6 && book.bestTime == 10)
        book.keep(Self.solved(Self.latest.adding(days: 3000)), seconds: 11)
        #expect(book.days.values.filter(\.isSummarized).count == 6 && book.solvedDates.count == 7)
    }

    @Test("A format 1 book of whole days loads, its old days summarized")
    func formatOne() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var old = PuzzleBook(), recent = PuzzleBook()
        old.keep(Self.solved(Self.latest.adding(days: -500), hints: 2), seconds: 70)
        recent.keep(Self.solved(Self.latest), seconds: 80)
        func payload(_ book: PuzzleBook) throws -> [String: Any] {
            try JSONSerialization.jsonObject(with: JSONEncoder().encode(book)) as! [String: Any]
        }
        var days = try payload(old)["days"] as! [String: Any]
        days.merge(try payload(recent)["days"] as! [String: Any]) { a, _ in a }
        let text = String(decoding: try JSONSerialization.data(withJSONObject: ["days": days]), as: UTF8.self)
        try #"{"format": 1, "saved": "2026-06-30T12:00:00Z", "payload": \#(text)}"#
            .write(toFile: directory.file(PuzzleBook.fileName), atomically: true, encoding: .utf8)
        let loaded = try #require(PuzzleBookStore(dataStore: DataStore(directory: directory.path)).load().value)
        let day = try #require(loaded.days[Self.latest.adding(days: -500)])
        #expect(day.isSummarized && day.isAssisted && day.game.hintsTaken == 2 && day.game.score == 16 && day.seconds == 70)
        #expect(loaded.solvedDates.count == 2 && loaded.bestTime == 80)
    }

    @Test("A summary line that cannot be is refused", arguments: [
        "2026-06-30 5 18", "2026-06-30 5 18 -1", "2026-06-30 -5 18 0", "2026-06-31 5 18 0", "2026-06-30 5 18 0 hinted",
        "2026-06-30 5 3 0 found 0.1.81", "2026-06-30 5 3 0 found 0.1.3", "2026-06-30 nan 18 0", "2026-06-30 5 18 0 found 0.1",
    ])
    func refused(line: String) {
        let text = #"{"days": {}, "summarized": ["\#(line)"]}"#
        #expect(throws: DecodingError.self) { try JSONCoder.decode(PuzzleBook.self, from: Data(text.utf8)) }
    }

    @Test("A day both whole and summarized is refused; the aid shown is kept")
    func twice() throws {
        var book = PuzzleBook()
        book.keep(Self.solved(Self.latest), seconds: 5)
        var aided = Self.solved(Self.latest.adding(days: -60))
        aided.noteSetCountShown()
        book.keep(aided, seconds: 7)
        let text = String(decoding: try JSONEncoder().encode(book), as: UTF8.self)
        #expect(text.contains("\(Self.latest.adding(days: -60).text) 7.0 18 0 shown"), "\(text)")
        #expect(try JSONCoder.decode(PuzzleBook.self, from: Data(text.utf8)) == book)
        let doubled = text.replacingOccurrences(of: "\(Self.latest.adding(days: -60).text) 7.0", with: "\(Self.latest.text) 7.0")
        #expect(throws: DecodingError.self) { try JSONCoder.decode(PuzzleBook.self, from: Data(doubled.utf8)) }
    }
}
