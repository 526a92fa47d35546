import Foundation
import GameModel
import GLibKit
import Testing
@testable import Persistence

/// The numbered puzzles' book (`numbered-puzzles.json`): each puzzle's
/// progress and time by number, the current one and whether it was on the
/// table, Next Puzzle's number, the records by difficulty, and a damaged
/// file kept aside; the daily puzzles' book is a file of its own.
@Suite("The numbered puzzles' book")
struct NumberedPuzzleBookTests {
    /// Puzzle `number` with every set found.
    static func solved(_ number: Int) -> NumberedPuzzleGame {
        var game = NumberedPuzzleGame(number: number)
        for set in SetRules.allSets(in: game.table) { for index in set { _ = game.perform(.choose(index)) } }
        return game
    }

    @Test("Each puzzle keeps its progress and time; the file holds them by number and loads back equal")
    func roundTrip() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var book = NumberedPuzzleBook()
        book.keep(Self.solved(5), seconds: 71)
        var started = NumberedPuzzleGame(number: 1234)
        let first = try #require(SetRules.allSets(in: started.table).first)
        for index in first { _ = started.perform(.choose(index)) }
        book.keep(started, seconds: 12.5)
        book.isOnTable = true
        #expect(book.current == 1234)
        #expect(book.puzzles[5]?.isSolved == true && book.puzzles[1234]?.isSolved == false)
        #expect(book.puzzles[1234]?.game.found.count == 1)

        let store = NumberedPuzzleBookStore(dataStore: DataStore(directory: directory.path))
        #expect(store.path.hasSuffix("/numbered-puzzles.json"))
        try store.save(book)
        let loaded = try #require(store.load().value)
        #expect(loaded == book)
        #expect(loaded.game(1234).found.count == 1 && loaded.game(7).found.isEmpty)
        let text = try String(contentsOfFile: store.path, encoding: .utf8)
        #expect(text.contains(#""1234""#) && text.contains(#""5""#) && text.contains(#""current""#), "\(text)")
        #expect(!FileManager.default.fileExists(atPath: directory.path + "/" + PuzzleBook.fileName))
    }

    @Test("Solved counts and best unassisted times are per difficulty")
    func records() {
        var book = NumberedPuzzleBook()
        book.keep(Self.solved(2), seconds: 80)   // medium
        book.keep(Self.solved(5), seconds: 60)   // medium
        var helped = NumberedPuzzleGame(number: 8)  // medium, with a hint
        _ = helped.perform(.hint)
        for set in SetRules.allSets(in: helped.table) { for index in set { _ = helped.perform(.choose(index)) } }
        book.keep(helped, seconds: 30)
        book.keep(NumberedPuzzleGame(number: 3), seconds: 10)  // hard, not solved
        #expect(book.solvedCount(of: .medium) == 3)
        #expect(book.bestTime(of: .medium) == 60)
        #expect(book.solvedCount(of: .hard) == 0 && book.bestTime(of: .hard) == nil)
        #expect(book.solvedCount(of: .easy) == 0)
    }

    @Test("The records by difficulty come back from numbered-puzzles.json as they were kept")
    func recordsSurviveTheFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var book = NumberedPuzzleBook()
        book.keep(Self.solved(1), seconds: 95)     // easy
        book.keep(Self.solved(4), seconds: 42.5)   // easy
        book.keep(Self.solved(6), seconds: 200)    // hard
        book.keep(NumberedPuzzleGame(number: 9), seconds: 15)  // hard, not solved
        let store = NumberedPuzzleBookStore(dataStore: DataStore(directory: directory.path))
        try store.save(book)
        let loaded = try #require(store.load().value)
        #expect(PuzzleDifficulty.allCases.map(loaded.solvedCount(of:)) == [2, 0, 1])
        #expect(PuzzleDifficulty.allCases.map(loaded.bestTime(of:)) == [42.5, nil, 200])
    }

    @Test("Next Puzzle follows the current puzzle of a difficulty, else the highest opened, else the first")
    func nextNumber() {
        var book = NumberedPuzzleBook()
        #expect(book.nextNumber(of: .easy) == 1)
        #expect(book.nextNumber(of: .medium) == 2)
        #expect(book.nextNumber(of: .hard) == 3)
        book.keep(NumberedPuzzleGame(number: 30), seconds: 0)  // hard
        book.keep(NumberedPuzzleGame(number: 9), seconds: 0)  // hard, current
        #expect(book.nextNumber(of: .hard) == 12)
        #expect(book.nextNumber(of: .easy) == 1)
        book.keep(NumberedPuzzleGame(number: 100), seconds: 0)  // easy, current
        #expect(book.nextNumber(of: .hard) == 33)
        #expect(book.nextNumber(of: .easy) == 103)
        book.keep(NumberedPuzzleGame(number: 999_999), seconds: 0)  // hard, the last number
        #expect(book.nextNumber(of: .hard) == nil)
    }

    @Test("A puzzle under another number, or a current number no puzzle has, is refused")
    func refused() throws {
        var book = NumberedPuzzleBook()
        book.keep(NumberedPuzzleGame(number: 4), seconds: 1)
        let text = String(decoding: try JSONEncoder().encode(book), as: UTF8.self)
        #expect(try JSONCoder.decode(NumberedPuzzleBook.self, from: Data(text.utf8)) == book)
        for bad in [text.replacingOccurrences(of: #""4":"#, with: #""7":"#),
                    text.replacingOccurrences(of: #""4":"#, with: #""04":"#),
                    text.replacingOccurrences(of: #""current":4"#, with: #""current":0"#),
                    text.replacingOccurrences(of: #""number":4"#, with: #""number":1000000"#)]
        {
            #expect(bad != text)
            #expect(throws: (any Error).self) { try JSONCoder.decode(NumberedPuzzleBook.self, from: Data(bad.utf8)) }
        }
    }

    @Test("A damaged file is kept aside unchanged and the player is told, naming the numbered puzzles")
    func damagedKeptAside() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = NumberedPuzzleBookStore(dataStore: DataStore(directory: directory.path))
        let damaged = #"{"format": 1, "saved": "2026-01-02T03:04:05Z", "payload": {"puzzles": {"2": 7}}}"#
        try damaged.write(toFile: store.path, atomically: true, encoding: .utf8)
        guard case .recovered(let backup, let reason) = store.load() else {
            Issue.record("a damaged file was not kept aside")
            return
        }
        #expect(try String(contentsOfFile: backup, encoding: .utf8) == damaged)
        #expect(!FileManager.default.fileExists(atPath: store.path))
        #expect(reason.contains("numbered puzzle results") && reason.contains(backup), "\(reason)")
    }
}
