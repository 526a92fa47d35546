import GameModel
import Testing

/// Show Me the Sets (`SetCommand.showNextPlay`): each press marks the whole of
/// the next success on the table, the first again after the last, and every
/// card it marks that no hint had counts and costs as a hint.
@Suite("Show Me the Sets")
struct ShowMeTheSetsTests {
    static let day = PuzzleDate(year: 2026, month: 11, day: 23)!

    @Test("The puzzle's six sets in turn, then the first again; a hint for each card not marked just before")
    func everySetInTurn() throws {
        var game = PuzzleGame(date: Self.day)
        let sets = SetRules.allSets(in: game.table).map { Set($0.map { game.table[$0] }) }
        #expect(sets.count == 6)
        var shown: [Set<SetCard>] = []
        var hints = 0
        for number in 1...7 {
            let before = Set(game.hinted)
            let outcome = game.perform(.showNextPlay)
            guard case .playShown(let cards, let shownNumber, let count, let cost) = outcome.event else {
                Issue.record("\(outcome)")
                return
            }
            let newCards = Set(cards).subtracting(before).count
            hints += newCards
            #expect(shownNumber == (number - 1) % 6 + 1 && count == 6 && cost == newCards * SetScoring.hintCost)
            #expect(outcome.scoreChange == -cost)
            #expect(Set(game.hinted) == Set(cards))
            shown.append(Set(cards))
        }
        #expect(Set(shown.prefix(6)) == Set(sets), "each set once")
        #expect(shown[6] == shown[0], "the first again after the last")
        // The puzzle's sets share cards, so some presses cost less than three.
        #expect(hints < 21 && hints >= 7)
        #expect(game.hintsTaken == hints && game.score == -hints * SetScoring.hintCost && game.isAssisted)
        // Still a game that saves and loads: the marked set is a whole try.
        #expect(try Family.roundTrip(game).hinted == game.hinted)
    }

    @Test("After a hint: the set that holds the hinted card is not the rule, the first set is; only new cards cost")
    func afterAHint() throws {
        var game = PuzzleGame(date: Self.day)
        _ = game.perform(.showNextPlay)
        let first = game.hinted
        var fresh = PuzzleGame(date: Self.day)
        _ = fresh.perform(.hint)
        let hinted = try #require(fresh.hinted.first)
        let outcome = fresh.perform(.showNextPlay)
        let expectedCost = (first.contains(hinted) ? 2 : 3) * SetScoring.hintCost
        #expect(outcome.event == .playShown(first, number: 1, of: 6, cost: expectedCost))
        #expect(fresh.hintsTaken == 1 + expectedCost / SetScoring.hintCost)
    }

    @Test("A set found is no longer shown: five left, counted from one")
    func foundSetsLeaveTheTurn() throws {
        var game = PuzzleGame(date: Self.day)
        let set = try #require(SetRules.allSets(in: game.table).first)
        for index in set { _ = game.perform(.choose(index)) }
        let outcome = game.perform(.showNextPlay)
        guard case .playShown(let cards, 1, 5, _) = outcome.event else {
            Issue.record("\(outcome)")
            return
        }
        #expect(!game.found.contains { Set($0) == Set(cards) })
    }

    @Test("No set on the table: refused, free, as a hint is")
    func noSetOnTheTable() throws {
        // About one deal in thirty starts without a set.
        let seed = try #require((1...500).first { ClassicSetGame(seed: UInt64($0)).playsOnTable == 0 })
        var game = ClassicSetGame(seed: UInt64(seed))
        #expect(game.perform(.showNextPlay) == .refused(.noSetOnTable(canDeal: true)))
        #expect(game.score == 0 && game.hintsTaken == 0 && game.hinted.isEmpty)
    }

    @Test("Set-Chain and UltraSet show their own successes, whole", arguments: [SetVariant.chain, .ultra])
    func variants(_ variant: SetVariant) throws {
        let seed = try #require((1...50).first { variant.deal(seed: UInt64($0), date: Self.day).playsOnTable > 1 })
        var game = variant.deal(seed: UInt64(seed), date: Self.day)
        let outcome = game.perform(.showNextPlay)
        guard case .playShown(let cards, 1, let count, let cost) = outcome.event else {
            Issue.record("\(outcome)")
            return
        }
        #expect(count == game.playsOnTable && cards.count == variant.cardsPerTry && cost == cards.count * SetScoring.hintCost)
        #expect(Set(game.hinted) == Set(cards))
        guard case .playShown(let next, 2, count, _) = game.perform(.showNextPlay).event else {
            Issue.record("no second success shown")
            return
        }
        #expect(Set(next) != Set(cards))
    }
}
