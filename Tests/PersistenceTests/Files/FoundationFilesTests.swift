import Foundation
import GameModel
import GLibKit
import Testing
@testable import Persistence

/// Files that Foundation's `JSONEncoder` (ISO 8601 dates, pretty-printed,
/// sorted keys) saved before the game dropped Foundation, in
/// Fixtures/SavedByFoundation: they load unchanged, and saving them again
/// writes the same JSON.
@Suite("Files saved by the Foundation coder")
struct FoundationFilesTests {
    static let fixtures = TestPaths.repositoryRoot.path + "/Tests/PersistenceTests/Fixtures/SavedByFoundation"
    /// The envelopes' "saved": 1_795_000_000.75, which Foundation wrote to the second below.
    static let saved = Timestamp(secondsSince1970: 1_795_000_000)

    /// What the fixtures hold, built as they were built.
    static func session() -> SavedSession {
        var session = VariantSessionTests.everyVariantSession()
        session.setVariant = .ultra
        return session
    }

    static func statistics() throws -> Statistics {
        var statistics = Statistics()
        let seconds: [Int64] = [1_795_000_100, 1_795_000_200, 1_795_000_300, 946_684_800]
        statistics.record(game: .matchismo, score: 42, duration: 12.345, finished: true, hasMoved: true,
                          date: Timestamp(secondsSince1970: seconds[0]))
        statistics.record(game: .matchismo, score: -3, duration: 0.1, finished: false, hasMoved: true,
                          date: Timestamp(secondsSince1970: seconds[1]))
        statistics.record(game: .set(.classic), score: 27, duration: 301.75, finished: true, hasMoved: true, assisted: true,
                          date: Timestamp(secondsSince1970: seconds[2]))
        statistics.record(game: .set(.ultra), score: 9, duration: 1e-7, finished: true, hasMoved: true,
                          date: Timestamp(secondsSince1970: seconds[3]))
        statistics.recordMatch(try PlayersPersistenceTests.match(
            ["Ann", "Bén ☃"], [(0, PlayersPersistenceTests.found), (1, PlayersPersistenceTests.wrong)]))
        return statistics
    }

    static func puzzleBook() -> PuzzleBook {
        var book = PuzzleBook()
        var solved = PuzzleGame(date: VariantSessionTests.day)
        for set in SetRules.allSets(in: solved.table) { for index in set { _ = solved.perform(.choose(index)) } }
        book.keep(solved, seconds: 95.125)
        var started = PuzzleGame(date: VariantSessionTests.day.adding(days: -1))
        _ = started.perform(.hint)
        book.keep(started, seconds: 20)
        return book
    }

    /// A copy of the fixtures in a fresh directory, with a store that dates saves as they were dated.
    static func copy() throws -> (TemporaryDirectory, DataStore) {
        let directory = try TemporaryDirectory()
        for name in [SavedSession.fileName, Statistics.fileName, PuzzleBook.fileName] {
            try FileManager.default.copyItem(atPath: fixtures + "/" + name, toPath: directory.file(name))
        }
        return (directory, DataStore(directory: directory.path, now: { saved }))
    }

    @Test("The session, statistics and puzzle book load as they were saved, seeds above Int64.max and dates included")
    func load() throws {
        let (directory, store) = try Self.copy()
        defer { directory.remove() }
        #expect(store.load(SavedSession.self) == .loaded(Self.session()))
        #expect(store.load(Statistics.self) == .loaded(try Self.statistics()))
        #expect(store.load(PuzzleBook.self) == .loaded(Self.puzzleBook()))
        let text = try #require(contents(Self.fixtures + "/" + PuzzleBook.fileName)).map { $0 }
        #expect(String(decoding: text, as: UTF8.self).contains("11058811293903410513"))
    }

    @Test("Saving them again writes the same JSON, pretty-printed with sorted keys")
    func saveAgain() throws {
        let (directory, store) = try Self.copy()
        defer { directory.remove() }
        try check(SavedSession.self, store, directory)
        try check(Statistics.self, store, directory)
        try check(PuzzleBook.self, store, directory)
    }

    private func check<Document: StoredDocument & Equatable>(
        _ type: Document.Type, _ store: DataStore, _ directory: TemporaryDirectory
    ) throws {
        let document = try #require(store.load(type).value)
        try store.save(document)
        // Saved again in this version's format (the puzzle book's is 2 since
        // its summaries); the payload is the same.
        guard case .object(var old) = try JSONValue.parse(Array(try #require(contents(Self.fixtures + "/" + Document.fileName))))
        else { Issue.record("\(Document.fileName) is not an object"); return }
        old["format"] = .integer(Int64(Document.format))
        let newBytes = Array(try #require(contents(directory.file(Document.fileName))))
        #expect(Self.numbersAsDoubles(try JSONValue.parse(newBytes)) == Self.numbersAsDoubles(.object(old)), "\(Document.fileName)")
        let text = String(decoding: newBytes, as: UTF8.self)
        #expect(text.hasPrefix("{\n  \"format\" : ") && text.contains("\n  \"payload\" : {\n    \"") && text.hasSuffix("\n}"))
        let keys = text.split(separator: "\n").filter { $0.hasPrefix("  \"") }.map { $0.split(separator: "\"")[1] }
        #expect(keys == ["format", "payload", "saved"])
    }

    /// Foundation wrote 3.0 as 3: equal numbers compare equal whatever their kind.
    /// Seeds above 2^53 stay exact: they are whole numbers in both files.
    static func numbersAsDoubles(_ value: JSONValue) -> JSONValue {
        switch value {
        case .double(let number) where number == number.rounded() && abs(number) < 9e15: .integer(Int64(number))
        case .array(let elements): .array(elements.map(numbersAsDoubles))
        case .object(let members): .object(members.mapValues(numbersAsDoubles))
        default: value
        }
    }
}
