import Testing
import GameModel

/// Every variant a players' match supports, through its own rules: what a
/// computer player sees and what the game makes of its tries.
@Suite("Computer players: every variant")
struct ComputerPlayerVariantTests {
    static let seeds: [UInt64] = Array(0..<25)

    /// The game of `variant` after `successes` plays taken in the rules'
    /// order, so the tables seen are not only opening ones (Set-Chain's
    /// chain has begun, the puzzle has sets found).
    static func game(_ variant: SetVariant, seed: UInt64, successes: Int) -> any SetFamilyGame {
        var game = variant.deal(seed: seed, date: PuzzleDate(dayNumber: Int(seed)))
        for _ in 0..<successes {
            guard let play = VisibleTable(game).plays.first else { break }
            for card in play { _ = game.perform(.choose(game.choosable.firstIndex(of: card)!)) }
        }
        return game
    }

    /// The event of trying `cards` on a copy of `game`.
    static func judge(_ cards: [SetCard], on game: any SetFamilyGame) -> GameEvent? {
        var copy = game
        var event: GameEvent?
        for card in cards {
            guard let index = copy.choosable.firstIndex(of: card) else { return nil }
            event = copy.perform(.choose(index)).event
        }
        return event
    }

    @Test("A player sees every success the rules count, each a whole try", arguments: SetVariant.allCases)
    func seesThePlays(variant: SetVariant) {
        for seed in Self.seeds {
            for successes in [0, 2] {
                let game = Self.game(variant, seed: seed, successes: successes)
                let table = VisibleTable(game)
                #expect(table.plays.count == game.playsOnTable)
                #expect(table.cardsPerTry == variant.cardsPerTry)
                #expect(table.plays.allSatisfy { $0.count == variant.cardsPerTry && Set($0).isSubset(of: table.choosable) })
            }
        }
    }

    @Test("A planned success succeeds and a planned wrong try is refused, by the game's own rules",
          arguments: SetVariant.allCases)
    func triesJudged(variant: SetVariant) throws {
        for seed in Self.seeds {
            for successes in [0, 2] {
                let game = Self.game(variant, seed: seed, successes: successes)
                let table = VisibleTable(game)
                var right = ComputerPlayer(level: .quick, pace: ComputerPlayerTests.pace(), seed: seed)
                var wrong = ComputerPlayer(level: .quick, pace: ComputerPlayerTests.pace(wrong: 1), seed: seed)
                guard let success = right.plan(for: table, claimSeconds: 6), let miss = wrong.plan(for: table, claimSeconds: 6)
                else {
                    #expect(table.plays.isEmpty)
                    continue
                }
                guard case .set(let cards) = success.outcome else { Issue.record("no success: \(success)"); continue }
                #expect(Set(cards) == Set(success.seen))
                switch Self.judge(cards, on: game) {
                case .setFound, .ultraFound: break
                case let other: Issue.record("\(variant) seed \(seed): a success judged \(String(describing: other))")
                }
                guard case .wrongSet(let near) = miss.outcome else { Issue.record("no wrong try: \(miss)"); continue }
                #expect(near.count == variant.cardsPerTry && Set(near).count == near.count)
                #expect(Set(near).intersection(miss.seen).count == variant.cardsPerTry - 1, "one card swapped")
                switch Self.judge(near, on: game) {
                case .notASet, .notAChain, .notAnUltra: break
                case let other: Issue.record("\(variant) seed \(seed): a wrong try judged \(String(describing: other))")
                }
            }
        }
    }

    @Test("A planned timeout lights fewer cards than a try", arguments: SetVariant.allCases)
    func timeOuts(variant: SetVariant) {
        for seed in Self.seeds {
            var player = ComputerPlayer(level: .quick, pace: ComputerPlayerTests.pace(timeOut: 1), seed: seed)
            let table = VisibleTable(Self.game(variant, seed: seed, successes: 1))
            guard let plan = player.plan(for: table, claimSeconds: 6) else { continue }
            guard case .timeOut(let lit) = plan.outcome else { Issue.record("no timeout: \(plan)"); continue }
            #expect(lit.count < variant.cardsPerTry && Set(lit).isSubset(of: plan.seen))
        }
    }
}
