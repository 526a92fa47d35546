import Foundation
import GameModel
import Testing

@Suite("Puzzle dates")
struct PuzzleDateTests {
    @Test("Known day numbers", arguments: [
        ("1970-01-01", 0), ("1970-01-02", 1), ("1969-12-31", -1), ("2000-03-01", 11_017), ("2000-02-29", 11_016),
        ("2024-02-29", 19_782), ("2026-11-23", 20_780), ("0001-01-01", -719_162), ("9999-12-31", 2_932_896),
    ])
    func known(text: String, dayNumber: Int) throws {
        let date = try #require(PuzzleDate(parsing: text))
        #expect(date.dayNumber == dayNumber)
        #expect(PuzzleDate(dayNumber: dayNumber) == date)
        #expect(date.text == text)
    }

    @Test("Day number to date and back over years 1 to 9999, against Foundation's Gregorian calendar after 1582")
    func roundTrip() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
        var previous: PuzzleDate?
        for dayNumber in stride(from: -719_162, through: 2_932_896, by: 7) {
            let date = PuzzleDate(dayNumber: dayNumber)
            #expect(date.dayNumber == dayNumber)
            #expect(PuzzleDate(parsing: date.text) == date)
            if let previous { #expect(previous < date) }
            previous = date
        }
        // Foundation's calendar is Julian before October 1582; compare from 1600 on.
        for dayNumber in stride(from: -135_140, through: 200_000, by: 97) {
            let parts = calendar.dateComponents([.year, .month, .day], from: Date(timeIntervalSince1970: Double(dayNumber) * 86_400))
            let date = PuzzleDate(dayNumber: dayNumber)
            #expect([date.year, date.month, date.day] == [parts.year, parts.month, parts.day])
        }
        #expect(PuzzleDate(parsing: "2024-02-28")!.adding(days: 2) == PuzzleDate(parsing: "2024-03-01"))
        #expect(PuzzleDate(parsing: "2025-12-31")!.adding(days: 1) == PuzzleDate(parsing: "2026-01-01"))
    }

    @Test("Text that is no day fails to parse and to decode", arguments: [
        "2026-02-30", "2026-1-05", "abcd-ef-gh", "", "2026-13-01", "2025-02-29", "1900-02-29", "2026-01-00",
        "0000-01-01", "2026-01-05 ", "+026-01-05", "2026/01/05", "２０２６-01-05",
    ])
    func badText(text: String) {
        #expect(PuzzleDate(parsing: text) == nil)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(PuzzleDate.self, from: JSONEncoder().encode(text)) }
    }

    @Test("Days that exist parse, including 29 February of leap years; dates save as text")
    func goodText() throws {
        for text in ["2024-02-29", "2000-02-29", "1600-02-29", "2026-12-31", "0001-01-01"] {
            let date = try #require(PuzzleDate(parsing: text))
            #expect(date.text == text)
            #expect(try JSONDecoder().decode(PuzzleDate.self, from: JSONEncoder().encode(date)) == date)
        }
        #expect(try String(decoding: JSONEncoder().encode(PuzzleDate(year: 2026, month: 3, day: 4)!), as: UTF8.self) == "\"2026-03-04\"")
        #expect(PuzzleDate(year: 2026, month: 2, day: 29) == nil && PuzzleDate(year: 0, month: 1, day: 1) == nil)
    }
}
