import Foundation
import Testing
import GameModel

@Suite("Computer players: plans for a table")
struct ComputerPlayerTests {
    /// A pace that always makes the given mistake (or none).
    static func pace(wrong: Double = 0, timeOut: Double = 0) -> ComputerPace {
        var pace = ComputerLevel.quick.pace()
        pace.wrongTryChance = wrong
        pace.timeOutChance = timeOut
        return pace
    }

    static func plan(_ game: any SetFamilyGame, level: ComputerLevel, seed: UInt64, claimSeconds: Int = 6) throws -> ComputerPlan {
        var player = ComputerPlayer(level: level, seed: seed)
        let plan = player.plan(for: VisibleTable(game), claimSeconds: claimSeconds)
        return try #require(plan)
    }

    /// Pinned: a change to the model's constants or to the order of its
    /// draws changes these, and must be deliberate (and docs/computer-players.md's figures
    /// checked). `race` below re-derives the claim time independently.
    @Test("Exact plans for given tables and seeds")
    func exact() throws {
        let steady = try Self.plan(ClassicSetGame(seed: 3), level: .steady, seed: 11)
        #expect(steady.claimAfter == .milliseconds(18_968))
        #expect(steady.outcome == .set(["2-striped-red-oval", "3-open-purple-oval", "1-solid-green-oval"].map(setCard)))
        #expect(steady.pickPace == [.milliseconds(702), .milliseconds(965), .milliseconds(988)])
        let expert = try Self.plan(PuzzleGame(date: PuzzleDate(dayNumber: 100)), level: .expert, seed: 5)
        #expect(expert.claimAfter == .milliseconds(3_377))
        #expect(expert.outcome == .set(["1-open-purple-squiggle", "3-solid-purple-diamond", "2-striped-purple-oval"].map(setCard)))
        #expect(expert.pickPace == [.milliseconds(488), .milliseconds(466), .milliseconds(392)])
        #expect(expert.runners == 6)
    }

    @Test("The claim is the look time plus the first runner home, each drawn in the rules' order of plays",
          arguments: ComputerLevel.ordered)
    func race(level: ComputerLevel) throws {
        for seed: UInt64 in 0..<20 {
            let table = VisibleTable(ClassicSetGame(seed: seed))
            var player = ComputerPlayer(level: level, seed: seed)
            guard let plan = player.plan(for: table, claimSeconds: 6) else {
                #expect(table.plays.isEmpty)
                continue
            }
            var generator = SeededGenerator(seed: seed)
            let survey = TableSurvey(table.choosable)
            let pace = level.pace()
            let times = table.plays.map { play in
                HorseRace.runnerMedian(of: play, in: survey, pace: pace) * exp(pace.spread * generator.standardNormal())
            }
            let first = try #require(times.indices.min { times[$0] < times[$1] })
            let expected = Int64(((HorseRace.lookSeconds + times[first]) * 1000).rounded())
            #expect(plan.claimAfter == .milliseconds(expected))
            #expect(plan.seen == table.plays[first] && plan.runners == table.plays.count)
        }
    }

    @Test("The same table and seed give the same plan; another seed another")
    func reproducible() {
        let table = VisibleTable(ClassicSetGame(seed: 8))
        var first = ComputerPlayer(level: .quick, seed: 1), again = ComputerPlayer(level: .quick, seed: 1)
        var other = ComputerPlayer(level: .quick, seed: 2)
        let plan = first.plan(for: table, claimSeconds: 6)
        #expect(plan != nil && plan == again.plan(for: table, claimSeconds: 6))
        #expect(plan != other.plan(for: table, claimSeconds: 6))
        #expect(plan != first.plan(for: table, claimSeconds: 6), "each plan draws afresh")
    }

    @Test("No success in view: no plan")
    func nothingToSee() throws {
        var seed: UInt64 = 0
        while ClassicSetGame(seed: seed).hasPlayOnTable { seed += 1 }
        var player = ComputerPlayer(level: .expert, seed: 1)
        #expect(player.plan(for: VisibleTable(ClassicSetGame(seed: seed)), claimSeconds: 6) == nil)
    }

    @Test("A hint taken by a human changes nothing a computer player sees or does")
    func hintsUnseen() throws {
        var game = ClassicSetGame(seed: 4)
        let before = VisibleTable(game)
        #expect(game.perform(.hint).changedGame)
        #expect(!game.hinted.isEmpty)
        #expect(VisibleTable(game) == before)
        #expect(try Self.plan(game, level: .quick, seed: 9) == Self.plan(ClassicSetGame(seed: 4), level: .quick, seed: 9))
    }

    @Test("The deck's order changes nothing a computer player sees or does")
    func deckUnseen() throws {
        let game = ClassicSetGame(seed: 6)
        var saved = try Family.object(game)
        let deck = try #require(saved["deck"] as? [Any])
        saved["deck"] = Array(deck.reversed())
        let reordered = try Family.decode(ClassicSetGame.self, saved)
        #expect(reordered.deck == game.deck.reversed() && reordered.table == game.table)
        #expect(VisibleTable(reordered) == VisibleTable(game))
        #expect(try Self.plan(reordered, level: .steady, seed: 3) == Self.plan(game, level: .steady, seed: 3))
    }

    @Test("Lit cards take at most the budgeted share of a short countdown", arguments: ComputerLevel.ordered)
    func pickBudget(level: ComputerLevel) throws {
        for seed: UInt64 in 0..<30 {
            for claimSeconds in [3, 6] {
                var player = ComputerPlayer(level: level, seed: seed)
                guard let plan = player.plan(for: VisibleTable(UltraSetGame(seed: seed)), claimSeconds: claimSeconds) else { continue }
                #expect(plan.pickPace.count == plan.outcome.cards.count)
                #expect(plan.pickTime.inSeconds <= ComputerPlayer.pickBudget * Double(claimSeconds) + 0.005)
                #expect(plan.pickPace.allSatisfy { $0 > .zero })
            }
        }
    }
}
