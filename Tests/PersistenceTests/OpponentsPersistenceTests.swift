import Foundation
import GameModel
import Testing
@testable import Persistence

/// Computer players in the saved session and the statistics: a
/// resumed match keeps them, sessions and statistics from before load, and
/// the records against each level and the solo pace are kept.
@Suite("Computer players in the session and the statistics")
struct OpponentsPersistenceTests {
    typealias P = PlayersPersistenceTests

    @Test("A match's computer players come back in their seats")
    func sessionWithOpponents() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var session = midPlaySession()
        session.match = try P.match(["Ann", "Quick", "Expert"], [(1, P.found)])
        session.opponents = [nil, .quick, .expert]
        let store = SessionStore(dataStore: DataStore(directory: directory.path))
        try store.save(session)
        let restored = try #require(store.load().value)
        #expect(restored.opponents == [nil, .quick, .expert])
        #expect(restored.match?.players.map(\.score) == [0, 1, 0])
        #expect(try P.object(session)["opponents"] as? [NSObject] == [NSNull(), "quick" as NSString, "expert" as NSString])
    }

    @Test("A session saved before computer players loads with people only; an unknown level seats a person")
    func olderSession() throws {
        var object = try P.object(midPlaySession())
        object["match"] = try P.object({ var session = midPlaySession(); session.match = try P.match(["A", "B"]); return session }())["match"]
        let old = try JSONDecoder().decode(SavedSession.self, from: JSONSerialization.data(withJSONObject: object))
        #expect(old.match?.players.count == 2 && old.opponents == nil)
        object["opponents"] = [NSNull(), "grandmaster"]
        let newer = try JSONDecoder().decode(SavedSession.self, from: JSONSerialization.data(withJSONObject: object))
        #expect(newer.match?.players.count == 2 && newer.opponents == nil)
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
        #expect(statistics.opponentLevels == [.steady, .quick])
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
