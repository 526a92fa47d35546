import Foundation
import GameModel
import Testing

@Suite("The review of a game, move by move")
struct GameReviewTests {
    /// Checks every step of `recorded`'s review against the rules.
    static func check<Game: SetFamilyGame>(_ start: Game, _ recorded: RecordedSetGame<Game>, seed: UInt64) throws {
        var live = start, recorded = recorded
        _ = RecordedSetGameTests.playAlike(&live, &recorded, seed: seed)
        let review = try #require(GameReview(recorded.recording))
        #expect(review.steps.map(\.number) == Array(1...review.steps.count))
        #expect(review.finalTable == live.table && review.finalPlays == live.allPlays && review.isOver == live.isOver)
        #expect(review.score == live.score && review.steps.last?.score == live.score)
        #expect(review.steps.count == live.found.count + review.steps.count(where: { $0.success == nil }))
        for step in review.steps {
            if Game.variant == .classic || Game.variant == .junior {
                #expect(step.plays == SetRules.allSets(in: step.table).map { $0.map { step.table[$0] } })
            }
            #expect(step.plays.allSatisfy { cards in cards.allSatisfy((step.table + (step.beside.lastSet ?? [])).contains) })
            switch step.event {
            case .setFound(let cards, _), .ultraFound(let cards, _, _):
                #expect(step.plays.contains { Set($0) == Set(cards) } && step.otherPlays.count == step.plays.count - 1)
            case .dealt(_, let penalty): #expect((penalty > 0) == !step.plays.isEmpty && step.otherPlays == step.plays)
            case .hinted(let card, _): #expect(step.plays.contains { $0.contains(card) })
            case .playShown(let cards, _, let count, _): #expect(step.plays.contains { Set($0) == Set(cards) } && count == step.plays.count)
            default:
                #expect(step.event.isMismatch && !step.plays.contains { Set($0) == Set(step.event.cards.compactMap(\.setCard)) })
            }
        }
    }

    @Test("Seeded games of every variant: each step's table, its successes, and what the move did")
    func everyVariant() throws {
        for seed in UInt64(30)...40 {
            try Self.check(ClassicSetGame(seed: seed), RecordedSetGame(seed: seed), seed: seed)
            try Self.check(JuniorSetGame(seed: seed), RecordedSetGame(seed: seed), seed: seed)
            try Self.check(SetChainGame(seed: seed), RecordedSetGame(seed: seed), seed: seed)
            try Self.check(UltraSetGame(seed: seed), RecordedSetGame(seed: seed), seed: seed)
            let day = PuzzleDate(dayNumber: 20_500 + Int(seed))
            try Self.check(PuzzleGame(date: day), RecordedSetGame(date: day), seed: seed)
            try Self.check(NumberedPuzzleGame(number: Int(seed)), RecordedSetGame(number: Int(seed)), seed: seed)
        }
    }

    @Test("A set found, a wrong set and a deal past a set: three steps, exactly")
    func threeSteps() throws {
        var recorded = RecordedSetGame<ClassicSetGame>(seed: 5)
        let opening = recorded.game.table
        let sets = SetRules.allSets(in: opening).map { $0.map { opening[$0] } }
        #expect(sets.count >= 2)
        for card in sets[0] { _ = recorded.perform(.choose(recorded.game.table.firstIndex(of: card)!)) }
        let second = recorded.game.table
        let wrong = [0, 1, (2..<12).first { !SetRules.isSet(second[0], second[1], second[$0]) }!]
        _ = recorded.perform(.shuffleTable)
        let shuffled = recorded.game.table
        for index in wrong { _ = recorded.perform(.choose(shuffled.firstIndex(of: second[index])!)) }
        _ = recorded.perform(.dealThree)
        let review = try #require(GameReview(recorded.recording))
        let secondPlays = SetRules.allSets(in: shuffled).map { $0.map { shuffled[$0] } }
        let wrongCards = wrong.map { second[$0] }
        #expect(review.steps == [
            ReviewStep(number: 1, table: opening, beside: .nothing, plays: sets, event: .setFound(sets[0], points: 3), score: 3),
            ReviewStep(number: 2, table: shuffled, beside: .nothing, plays: secondPlays, event: .notASet(wrongCards, penalty: 1),
                       score: 2),
            ReviewStep(number: 3, table: shuffled, beside: .nothing, plays: secondPlays,
                       event: .dealt(Array(recorded.game.table.suffix(3)), missedSetPenalty: secondPlays.isEmpty ? 0 : 1),
                       score: secondPlays.isEmpty ? 2 : 1),
        ])
        #expect(review.steps[0].success == sets[0] && review.steps[0].otherPlays == Array(sets.dropFirst()))
        #expect(review.steps[1].success == nil && review.steps[1].otherPlays == secondPlays)
        #expect(review.finalTable.count == 15 && !review.isOver)
    }

    @Test("A sprint saves and loads with its log; a sprint of another deal fails to load")
    func sprintSaved() throws {
        var sprint = SprintGame(mode: .findTen, deal: 11)
        _ = SprintTests.findSets(&sprint, 2, from: 0)
        _ = SprintTests.wrongSet(&sprint, at: 9)
        let data = try JSONEncoder().encode(sprint)
        #expect(try JSONDecoder().decode(SprintGame.self, from: data) == sprint)
        #expect(GameReview(sprint.play.recording)?.steps.count ?? 0 >= 3)
        var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        object["deal"] = 12
        #expect((try? JSONDecoder().decode(SprintGame.self, from: JSONSerialization.data(withJSONObject: object))) == nil)
        object["deal"] = 11
        object["mistakes"] = 99
        #expect((try? JSONDecoder().decode(SprintGame.self, from: JSONSerialization.data(withJSONObject: object))) == nil)
    }
}

extension BesideTable {
    /// Set-Chain's last set, whose cards a try can name too.
    var lastSet: [SetCard]? {
        if case .lastSet(let cards) = self { return cards }
        return nil
    }
}

extension CardFace {
    var setCard: SetCard? {
        if case .set(let card) = self { return card }
        return nil
    }
}
