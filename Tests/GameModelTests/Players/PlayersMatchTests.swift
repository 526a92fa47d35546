import Foundation
import Testing
import GameModel

@Suite("Players at one table")
struct PlayersMatchTests {
    static let cards = [setCard("1-solid-red-oval"), setCard("2-solid-red-oval"), setCard("3-solid-red-oval")]
    static let found = GameEvent.setFound(cards, points: 3)
    static let wrong = GameEvent.notASet(cards, penalty: 1)

    static func match(_ count: Int) throws -> PlayersMatch {
        try #require(PlayersMatch(names: ["Ann", "Ben", "Cy", "Dee"].prefix(count).map { $0 }))
    }

    @Test("A new match: names in seat order, no scores, no claim, everyone leads")
    func newMatch() throws {
        let match = try Self.match(3)
        #expect(match.players.map(\.name) == ["Ann", "Ben", "Cy"])
        #expect(match.players.allSatisfy { $0.score == 0 && $0.successes == 0 && !$0.isLockedOut })
        #expect(match.claimer == nil && !match.mayChoose)
        #expect(match.leaders == [0, 1, 2])
    }

    @Test("Only 2 to 4 players make a match", arguments: 0...6)
    func sizes(count: Int) {
        let names = (0..<count).map { "P\($0)" }
        #expect((PlayersMatch(names: names) != nil) == PlayersMatch.sizes.contains(count))
    }

    @Test("A claim lets the claimer choose; a second claim is refused and changes nothing")
    func claim() throws {
        var match = try Self.match(3)
        #expect(match.claim(1) == .claimed(player: 1))
        #expect(match.claimer == 1 && match.mayChoose)
        let before = match
        for player in [0, 1, 2] {
            let event = match.claim(player)
            #expect(event == .alreadyClaimed(by: 1))
            #expect(!event.changedMatch)
        }
        #expect(match == before)
    }

    @Test("A seat that does not exist cannot claim", arguments: [-1, 3, 99])
    func noSuchPlayer(player: Int) throws {
        var match = try Self.match(3)
        #expect(match.claim(player) == .noSuchPlayer(player))
        #expect(!match.claim(player).changedMatch)
        #expect(match.claimer == nil)
    }

    @Test("A wrong set costs the claimer one and locks them out; their next claim is refused")
    func wrongSet() throws {
        var match = try Self.match(3)
        _ = match.claim(0)
        #expect(match.judge(Self.wrong) == .penalized(player: 0, penalty: 1, reason: .wrongTry, lockoutsLifted: false))
        #expect(match.claimer == nil && !match.mayChoose)
        #expect(match.players[0].score == -1 && match.players[0].isLockedOut)
        #expect(match.players[1...].allSatisfy { $0.score == 0 && !$0.isLockedOut })
        let event = match.claim(0)
        #expect(event == .lockedOut(player: 0) && !event.changedMatch)
        #expect(match.claimer == nil)
        #expect(match.claim(2) == .claimed(player: 2))
        #expect(match.claim(0) == .lockedOut(player: 0), "a lock-out outranks the open claim")
    }

    @Test("Set-Chain and UltraSet failures are wrong tries too")
    func variantFailures() throws {
        let four = Self.cards + [setCard("1-striped-green-squiggle")]
        for failure in [GameEvent.notAChain(Self.cards, lastSet: Self.cards, penalty: 1), .notAnUltra(four, penalty: 1)] {
            var match = try Self.match(2)
            _ = match.claim(1)
            #expect(match.judge(failure) == .penalized(player: 1, penalty: 1, reason: .wrongTry, lockoutsLifted: false))
            #expect(match.players[1].score == -1 && match.players[1].isLockedOut)
        }
    }

    @Test("Running out of time costs one and locks out; without a claim there is nothing to time out")
    func timeOut() throws {
        var match = try Self.match(2)
        #expect(match.timeOut() == nil)
        _ = match.claim(1)
        #expect(match.timeOut() == .penalized(player: 1, penalty: 1, reason: .timeOut, lockoutsLifted: false))
        #expect(match.players[1].score == -1 && match.players[1].isLockedOut && match.claimer == nil)
        #expect(match.timeOut() == nil)
    }

    @Test("A puzzle's set found again releases the claim at no cost")
    func alreadyFound() throws {
        var match = try Self.match(2)
        _ = match.claim(0)
        let before = match.players
        #expect(match.judge(.setAlreadyFound(Self.cards)) == .released(player: 0))
        #expect(match.players == before && match.claimer == nil)
        #expect(match.claim(0) == .claimed(player: 0))
    }

    @Test("A success scores only the claimer and lifts every lock-out")
    func successLiftsLockouts() throws {
        var match = try Self.match(4)
        for player in [0, 1] {
            _ = match.claim(player)
            _ = match.timeOut()
        }
        #expect(match.players.map(\.isLockedOut) == [true, true, false, false])
        _ = match.claim(3)
        #expect(match.judge(Self.found) == .scored(player: 3, points: PlayersMatch.points))
        #expect(match.players.map(\.score) == [-1, -1, 0, 1])
        #expect(match.players.map(\.successes) == [0, 0, 0, 1])
        #expect(match.players.allSatisfy { !$0.isLockedOut })
        #expect(match.claimer == nil && match.claim(0) == .claimed(player: 0))
    }

    @Test("An UltraSet found scores like a set")
    func ultraFound() throws {
        var match = try Self.match(2)
        _ = match.claim(0)
        let four = Self.cards + [setCard("1-striped-green-squiggle")]
        #expect(match.judge(.ultraFound(four, sharedCard: Self.cards[0], points: 4)) == .scored(player: 0, points: 1))
        #expect(match.players[0].successes == 1)
    }

    @Test("Choosing cards and other game events leave the claim open; without a claim, judging does nothing")
    func otherEvents() throws {
        var match = try Self.match(2)
        #expect(match.judge(Self.found) == nil)
        #expect(match.players.allSatisfy { $0.score == 0 })
        _ = match.claim(0)
        let before = match
        for event in [GameEvent.selected(Self.cards[0]), .deselected(Self.cards[0]), .selectionCleared([Self.cards[0]]),
                      .hinted(Self.cards[1], cost: 1), .shuffled, .dealt(Self.cards, missedSetPenalty: 0),
                      .refused(.noSuchCard), .refused(.gameOver)] {
            #expect(match.judge(event) == nil)
        }
        #expect(match == before)
    }

    @Test("When a penalty would lock everyone out, every lock-out is lifted at once", arguments: [2, 3, 4])
    func everyoneLockedOut(count: Int) throws {
        var match = try Self.match(count)
        for player in 0..<(count - 1) {
            _ = match.claim(player)
            #expect(match.judge(Self.wrong) == .penalized(player: player, penalty: 1, reason: .wrongTry, lockoutsLifted: false))
        }
        _ = match.claim(count - 1)
        #expect(match.timeOut() == .penalized(player: count - 1, penalty: 1, reason: .timeOut, lockoutsLifted: true))
        #expect(match.players.allSatisfy { !$0.isLockedOut && $0.score == -1 })
        #expect(match.claim(0) == .claimed(player: 0))
    }

    @Test("Leaders: the top score, every seat of a tie, in seat order")
    func leaders() throws {
        var match = try Self.match(4)
        for (player, event) in [(2, Self.found), (0, Self.found), (1, Self.wrong), (3, Self.found), (3, Self.wrong)] {
            _ = match.claim(player)
            _ = match.judge(event)
        }
        #expect(match.players.map(\.score) == [1, -1, 1, 0])
        #expect(match.leaders == [0, 2])
        _ = match.claim(2)
        _ = match.judge(Self.found)
        #expect(match.leaders == [2])
    }

    /// Plays `script` (a player and what became of their claim), checking each event changed the match.
    static func play(_ match: inout PlayersMatch, _ script: [(Int, GameEvent?)]) {
        for (player, event) in script {
            #expect(match.claim(player) == .claimed(player: player))
            let result = event.map { match.judge($0) } ?? match.timeOut()
            #expect(result?.changedMatch == true)
        }
    }

    @Test("A scripted match of two: each player's score and successes")
    func twoPlayers() throws {
        var match = try Self.match(2)
        Self.play(&match, [(0, Self.found), (1, Self.found), (1, Self.found), (0, Self.wrong), (1, nil), (0, Self.found),
                           (1, Self.found), (1, Self.wrong), (0, Self.found), (1, Self.found)])
        #expect(match.players.map(\.score) == [2, 2])
        #expect(match.players.map(\.successes) == [3, 4])
        #expect(match.leaders == [0, 1])
        Self.play(&match, [(1, Self.found)])
        #expect(match.players.map(\.score) == [2, 3] && match.leaders == [1])
    }

    @Test("A scripted match of four: each player's score and successes")
    func fourPlayers() throws {
        var match = try Self.match(4)
        Self.play(&match, [(3, Self.found), (0, Self.wrong), (1, nil), (2, Self.wrong), (3, Self.found), (2, Self.found),
                           (2, Self.found), (1, Self.found), (0, nil), (3, Self.wrong), (1, Self.wrong), (2, nil),
                           (0, Self.found)])
        #expect(match.players.map(\.score) == [-1, -1, 0, 1])
        #expect(match.players.map(\.successes) == [1, 1, 2, 2])
        #expect(match.players.map(\.isLockedOut) == [false, false, false, false])
        #expect(match.leaders == [3])
    }

    @Test("Renaming keeps scores, lock-outs and the claim; extra or missing names are harmless")
    func rename() throws {
        var match = try Self.match(3)
        Self.play(&match, [(0, Self.found), (1, Self.wrong)])
        _ = match.claim(2)
        let before = match
        match.rename(["Anna", "Benny", "Cyril", "Extra"])
        #expect(match.players.map(\.name) == ["Anna", "Benny", "Cyril"])
        match.rename(["Ann"])
        #expect(match.players.map(\.name) == ["Ann", "Benny", "Cyril"])
        match.rename([])
        #expect(match.players.map(\.score) == before.players.map(\.score))
        #expect(match.players.map(\.isLockedOut) == before.players.map(\.isLockedOut))
        #expect(match.claimer == 2)
    }

    @Test("Saved and read back: the players come back, the open claim does not")
    func codable() throws {
        var match = try Self.match(3)
        Self.play(&match, [(0, Self.found), (1, Self.wrong)])
        _ = match.claim(2)
        let data = try JSONEncoder().encode(match)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(Set(object.keys) == ["players"])
        let decoded = try JSONDecoder().decode(PlayersMatch.self, from: data)
        #expect(decoded.players == match.players)
        #expect(decoded.claimer == nil && !decoded.mayChoose)
        #expect(decoded.players[1].isLockedOut)
    }

    /// The JSON of a saved match with these players, each `[name, score, successes, lockedOut]`.
    static func json(_ players: [(String, Int, Int, Bool)]) -> Data {
        let entries = players.map { #"{"name":"\#($0.0)","score":\#($0.1),"successes":\#($0.2),"isLockedOut":\#($0.3)}"# }
        return Data(#"{"players":[\#(entries.joined(separator: ","))]}"#.utf8)
    }

    @Test("A saved match with too few or too many players, every player locked out, or numbers out of range is refused")
    func badSavedMatch() throws {
        let ok = try JSONDecoder().decode(PlayersMatch.self, from: Self.json([("A", 2, 3, true), ("B", -1, 0, false)]))
        #expect(ok.players.map(\.score) == [2, -1] && ok.players[0].isLockedOut)
        let bad: [[(String, Int, Int, Bool)]] = [
            [],
            [("A", 0, 0, false)],
            Array(repeating: ("A", 0, 0, false), count: 5),
            [("A", -1, 0, true), ("B", -1, 0, true)],
            [("A", Int.min, 0, false), ("B", 0, 0, false)],
            [("A", 2_000_000_000, 0, false), ("B", 0, 0, false)],
            [("A", 0, -1, false), ("B", 0, 0, false)],
        ]
        for players in bad {
            #expect(throws: DecodingError.self, "\(players)") {
                try JSONDecoder().decode(PlayersMatch.self, from: Self.json(players))
            }
        }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(PlayersMatch.self, from: Data("{}".utf8)) }
    }
}
