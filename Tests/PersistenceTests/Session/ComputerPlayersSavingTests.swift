import Foundation
import GameModel
import Testing
@testable import Persistence

/// Computer players in the saved session and the statistics: a
/// resumed match keeps them, sessions and statistics from before load, and
/// the records against each level and the solo pace are kept.
@Suite("Computer players in the session and the statistics")
struct ComputerPlayersSavingTests {
    typealias P = PlayersPersistenceTests
    /// A session and statistics that keep their computer players under
    /// "opponents", the key saved files have always had.
    static let fixtures = TestPaths.repositoryRoot.path + "/Tests/PersistenceTests/Fixtures/SavedWithOpponents"

    @Test("A match's computer players come back in their seats")
    func sessionWithComputers() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var session = midPlaySession()
        session.match = try P.match(["Ann", "Quick", "Expert"], [(1, P.found)])
        session.computers = [nil, .quick, .expert]
        let store = SessionStore(dataStore: DataStore(directory: directory.path))
        try store.save(session)
        let restored = try #require(store.load().value)
        #expect(restored.computers == [nil, .quick, .expert])
        #expect(restored.match?.players.map(\.score) == [0, 1, 0])
        #expect(try P.object(session)["opponents"] as? [NSObject] == [NSNull(), "quick" as NSString, "expert" as NSString])
    }

    @Test("A session saved before computer players loads with people only; an unknown level seats a person")
    func olderSession() throws {
        var object = try P.object(midPlaySession())
        object["match"] = try P.object({ var session = midPlaySession(); session.match = try P.match(["A", "B"]); return session }())["match"]
        let old = try JSONDecoder().decode(SavedSession.self, from: JSONSerialization.data(withJSONObject: object))
        #expect(old.match?.players.count == 2 && old.computers == nil)
        object["opponents"] = [NSNull(), "grandmaster"]
        let newer = try JSONDecoder().decode(SavedSession.self, from: JSONSerialization.data(withJSONObject: object))
        #expect(newer.match?.players.count == 2 && newer.computers == nil)
    }

    @Test("Files with the computer players under \"opponents\" load their seats and records, and are saved so again")
    func savedUnderOpponents() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        for name in [SavedSession.fileName, Statistics.fileName] {
            try FileManager.default.copyItem(atPath: Self.fixtures + "/" + name, toPath: directory.file(name))
        }
        let store = DataStore(directory: directory.path)
        let session = try #require(store.load(SavedSession.self).value)
        #expect(session.computers == [nil, .quick, .expert])
        #expect(session.match?.players.map(\.name) == ["Ann", "Quick", "Expert"])
        let statistics = try #require(store.load(Statistics.self).value)
        #expect(statistics.computerLevels == [.quick, .expert])
        #expect(P.numbers(statistics.record(against: .quick)) == [2, 1, 1, 1])
        #expect(P.numbers(statistics.record(against: .expert)) == [1, 0, 0, 0])
        try store.save(session)
        try store.save(statistics)
        for name in [SavedSession.fileName, Statistics.fileName] {
            let text = String(decoding: try #require(contents(directory.file(name))), as: UTF8.self)
            #expect(text.contains("\"opponents\" : "), "\(name)")
        }
    }

    @Test("A match is recorded against each level seated, from the people's side")
    func recordsAgainstLevels() throws {
        var statistics = Statistics()
        // Ann wins 2 to 1 against Quick, then loses 0 to 1 to Quick and Steady.
        statistics.recordAgainst(try P.match(["Ann", "Quick"], [(0, P.found), (0, P.found), (1, P.found)]), levels: [1: .quick])
        statistics.recordAgainst(try P.match(["Ann", "Quick", "Steady"], [(2, P.found)]), levels: [1: .quick, 2: .steady])
        #expect(P.numbers(statistics.record(against: .quick)) == [2, 1, 2, 2])
        #expect(P.numbers(statistics.record(against: .steady)) == [1, 0, 0, 0])
        #expect(statistics.record(against: .expert) == nil)
        #expect(statistics.computerLevels == [.steady, .quick])
        // Computers only: nobody's record.
        statistics.recordAgainst(try P.match(["Quick", "Expert"]), levels: [0: .quick, 1: .expert])
        #expect(statistics.record(against: .expert) == nil)
        let decoded = try JSONDecoder().decode(Statistics.self, from: JSONEncoder().encode(statistics))
        #expect(decoded == statistics)
    }

    @Test("The solo pace keeps the latest games' seconds per set; a damaged one is refused")
    func pace() throws {
        var statistics = Statistics()
        statistics.notePace(seconds: 300, found: 25)
        statistics.notePace(seconds: 100, found: 0)
        #expect(statistics.soloSecondsPerSet == [12])
        for game in 0..<Statistics.paceGamesKept { statistics.notePace(seconds: Double(game + 1), found: 1) }
        #expect(statistics.soloSecondsPerSet.count == Statistics.paceGamesKept)
        #expect(statistics.soloSecondsPerSet.first == 1)
        var object = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(statistics)) as? [String: Any])
        #expect(object["opponents"] == nil)
        object["pace"] = [-1.0]
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Statistics.self, from: JSONSerialization.data(withJSONObject: object))
        }
    }
}
