import Testing
import GameModel

@Suite("Computer players: headless matches", .serialized)
struct HeadlessMatchTests {
    static func match(_ variant: SetVariant, seed: UInt64, _ levels: [ComputerLevel]) throws -> HeadlessMatch {
        let players = levels.enumerated().map { ComputerPlayer(level: $1, seed: seed &+ UInt64($0) &* 101) }
        var match = try #require(HeadlessMatch(variant: variant, seed: seed, date: PuzzleDate(dayNumber: Int(seed)), players: players))
        match.playToEnd()
        return match
    }

    @Test("Every variant is played to its end through claims, and the scores add up", arguments: SetVariant.allCases)
    func toTheEnd(variant: SetVariant) throws {
        for seed: UInt64 in 0..<6 {
            let match = try Self.match(variant, seed: seed, [.beginner, .quick, .expert])
            #expect(match.game.isOver)
            #expect(match.game.found.count == match.match.players.map(\.successes).reduce(0, +))
            #expect(match.claims.map(\.at) == match.claims.map(\.at).sorted())
            for claim in match.claims {
                switch (claim.plan.outcome, claim.verdict) {
                case (.set, .scored(claim.player, PlayersMatch.points)),
                     (.wrongSet, .penalized(claim.player, PlayersMatch.penalty, .wrongTry, _)),
                     (.timeOut, .penalized(claim.player, PlayersMatch.penalty, .timeOut, _)): break
                default: Issue.record("\(variant) seed \(seed): \(claim.plan.outcome) ended \(claim.verdict)")
                }
            }
            let scores = match.match.players.indices.map { seat in
                match.claims.filter { $0.player == seat }.map { claim -> Int in
                    if case .scored(_, let points) = claim.verdict { return points }
                    if case .penalized(_, let penalty, _, _) = claim.verdict { return -penalty }
                    return 0
                }.reduce(0, +)
            }
            #expect(scores == match.match.players.map(\.score))
        }
    }

    @Test("Lower levels make mistakes and pay for them; the match goes on")
    func mistakesCost() throws {
        let claims = try (0..<10 as Range<UInt64>).flatMap { try Self.match(.classic, seed: $0, [.beginner, .steady]).claims }
        #expect(claims.contains { if case .wrongSet = $0.plan.outcome { true } else { false } })
        #expect(claims.contains { if case .timeOut = $0.plan.outcome { true } else { false } })
    }

    @Test("The same seed plays the same match")
    func reproducible() throws {
        let first = try Self.match(.chain, seed: 12, [.steady, .quick])
        let again = try Self.match(.chain, seed: 12, [.steady, .quick])
        #expect(first.claims == again.claims && first.now == again.now)
    }

    @Test("Each level beats the one below in most of 500 seeded games",
          arguments: zip(ComputerLevel.ordered, ComputerLevel.ordered.dropFirst()))
    func ordered(weaker: ComputerLevel, stronger: ComputerLevel) {
        let record = ComputerFigures.record(stronger, against: weaker, games: 500)
        #expect(record.games == 500)
        #expect(record.stronger > record.weaker + record.ties, "\(stronger) over \(weaker): \(record)")
        #expect(record.strongerSuccessShare > 0.5, "\(stronger) finds most of the sets")
    }

    @Test("A level claims later on tables of one set than on tables of six", arguments: ComputerLevel.ordered)
    func fewerSetsSlower(level: ComputerLevel) {
        let one = ComputerFigures.medianClaimSeconds(level, sets: 1, tables: 300)
        let six = ComputerFigures.medianClaimSeconds(level, sets: 6, tables: 300)
        #expect(one > six, "\(level): 1 set \(one) s, 6 sets \(six) s")
    }

    @Test("On opening tables of Set a level's median claim is near its stated finding time", arguments: ComputerLevel.ordered)
    func calibrated(level: ComputerLevel) {
        var seconds: [Double] = []
        for seed: UInt64 in 0..<400 {
            var player = ComputerPlayer(level: level, seed: seed)
            if let plan = player.plan(for: VisibleTable(ClassicSetGame(seed: seed)), claimSeconds: 6) { seconds.append(plan.claimAfter.inSeconds) }
        }
        let median = ComputerFigures.median(seconds)
        let stated = level.pace().findSeconds
        #expect(abs(median / stated - 1) < 0.05, "\(level): median \(median) s, stated \(stated) s")
    }
}
