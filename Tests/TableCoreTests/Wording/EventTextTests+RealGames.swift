import GameModel
import Testing

@testable import TableCore

/// The sentences of real games' outcomes, played through the tables.
extension EventTextTests {
    @Test("A real Set game's selections, clearings and a card off the table are said as expected")
    @MainActor func setSelectionFromARealGame() {
        let table = SetTable(seed: 7)
        let first = table.game.table[0]
        let selected = table.perform(.choose(0))
        #expect(selected?.event == .selected(first))
        for known in [nil, CardFace.set(first)] {
            let expected = known == nil ? "Selected \(first.name)." : "Selected."
            #expect(EventText.sentence(for: .move(selected!), in: TableContext(of: table, knownCard: known)) == expected)
        }
        let deselected = table.perform(.choose(0))!
        #expect(EventText.sentence(for: .move(deselected), in: TableContext(of: table)) == "Deselected \(first.name).")
        let cleared = table.perform(.clearSelection)!
        #expect(EventText.sentence(for: .move(cleared), in: TableContext(of: table)) == "Nothing is selected.")
        _ = table.perform(.choose(3))
        let clearedOne = table.perform(.clearSelection)!
        #expect(EventText.sentence(for: .move(clearedOne), in: TableContext(of: table)) == "Selection cleared.")
        let offTable = table.perform(.choose(99))!
        #expect(EventText.sentence(for: .move(offTable), in: TableContext(of: table)) == "There is no such card.")
    }

    @Test("A real Set game's hint, set found and wrong try are said with the right score")
    @MainActor func setFoundNotASetAndHintFromARealGame() {
        let (start, set) = Sample.setGameWithASet()
        let table = SetTable(game: start)
        let hint = table.perform(.hint)!
        guard case .hinted(let hinted, 1) = hint.event else {
            Issue.record("expected a hint, got \(hint.event)")
            return
        }
        #expect(EventText.sentence(for: .move(hint), in: TableContext(of: table))
            == "Hint: \(hinted.name) is part of a set. Minus 1. Score \(Self.minus)1.")
        #expect(EventText.sentence(for: .move(hint), in: TableContext(of: table, knownCard: .set(hinted)))
            == "Hint: this card is part of a set. Minus 1. Score \(Self.minus)1.")

        let found = table.choose(set)
        #expect(table.score == 2)
        #expect(EventText.sentence(for: .move(found!), in: TableContext(of: table)) == "Set! 3 points. Score 2.")

        let wrong = table.choose(Sample.nonSet(in: table.game))
        #expect(EventText.sentence(for: .move(wrong!), in: TableContext(of: table)) == "Not a set. Minus 1. Score 1.")
    }

    @Test("Dealing past a set in a real Set game says the penalty and the counts; shuffling is said too")
    @MainActor func dealingPastASetFromARealGame() {
        let (start, _) = Sample.setGameWithASet()
        let table = SetTable(game: start)
        let dealt = table.perform(.dealThree)!
        guard case .dealt(let cards, 1) = dealt.event else {
            Issue.record("expected a deal with a penalty, got \(dealt.event)")
            return
        }
        #expect(cards.count == 3)
        #expect(EventText.sentence(for: .move(dealt), in: TableContext(of: table))
            == "Dealt 3 cards. There was a set: minus 1. Score \(Self.minus)1. 15 on the table, 66 in the deck.")
        let shuffled = table.perform(.shuffleTable)!
        #expect(EventText.sentence(for: .move(shuffled), in: TableContext(of: table)) == "Shuffled the cards on the table.")
    }

    @Test("A Set game played to its end says game over with its totals, and refuses moves after it")
    @MainActor func aWholeSetGamePlayedToTheEnd() {
        let table = SetTable(seed: 3)
        var last: GameOutcome?
        var moves = 0
        while !table.isOver && moves < 500 {
            if let set = SetRules.allSets(in: table.game.table).first {
                last = table.choose(set)
            } else {
                last = table.perform(.dealThree)
            }
            moves += 1
        }
        #expect(table.isOver)
        guard let outcome = last, let totals = outcome.gameOver else {
            Issue.record("the last move did not end the game")
            return
        }
        #expect(totals == GameTotals(score: table.score, found: table.game.found.count))
        let context = TableContext(of: table, secondsPlayed: 754.4)
        let move = EventText.sentence(for: .move(GameOutcome(outcome.event)), in: context)!
        #expect(EventText.sentence(for: .move(outcome), in: context)
            == "\(move) Game over. \(totals.found) sets, score \(EventText.signed(totals.score)), time 12:34.")
        let after = table.perform(.choose(0))!
        #expect(EventText.sentence(for: .move(after), in: context) == "The game is over. Press Ctrl+N for a new game.")
    }

    @Test("A real Matchismo game's turn up, match, already matched card and mismatch are said as expected")
    @MainActor func matchismoTurnUpMatchAndMismatchFromARealGame() {
        let table = MatchismoTable(seed: 11)
        guard let (a, b) = Sample.pair(in: table.game) else {
            Issue.record("no matching pair on the table")
            return
        }
        let first = table.game.table[a].card, second = table.game.table[b].card
        let up = table.perform(.choose(a))!
        #expect(EventText.sentence(for: .move(up), in: TableContext(of: table))
            == "Turned up \(first.name). Score \(Self.minus)1.")
        #expect(EventText.sentence(for: .move(up), in: TableContext(of: table, knownCard: .playing(first)))
            == "Turned up. Score \(Self.minus)1.")
        let match = table.perform(.choose(b))!
        let points = MatchismoScoring.pairPoints([first, second]) * MatchismoScoring.matchBonus
        let score = EventText.signed(points - 2)
        #expect(EventText.sentence(for: .move(match), in: TableContext(of: table))
            == "\(first.name) and \(second.name) match for \(points) points. Score \(score).")
        #expect(EventText.sentence(for: .move(match), in: TableContext(of: table, knownCard: .playing(second)))
            == "Matches \(first.name) for \(points) points. Score \(score).")
        let again = table.perform(.choose(a))!
        #expect(EventText.sentence(for: .move(again), in: TableContext(of: table)) == "\(first.name) is already matched.")

        guard let (c, d) = Sample.pair(in: table.game, matching: false) else {
            Issue.record("no pair that does not match")
            return
        }
        let third = table.game.table[c].card, fourth = table.game.table[d].card
        _ = table.perform(.choose(c))
        let miss = table.perform(.choose(d))!
        let afterMiss = EventText.signed(points - 2 - 4)
        #expect(EventText.sentence(for: .move(miss), in: TableContext(of: table))
            == "\(third.name) and \(fourth.name) don't match. Minus 2. Score \(afterMiss).")
        #expect(EventText.sentence(for: .move(miss), in: TableContext(of: table, knownCard: .playing(fourth)))
            == "Doesn't match \(third.name). Minus 2. Score \(afterMiss).")
        let down = table.perform(.choose(d))!
        #expect(EventText.sentence(for: .move(down), in: TableContext(of: table)) == "Turned \(fourth.name) back down.")
        let undid = table.undo()
        #expect(table.game.table[d].state == .faceUp)
        #expect(EventText.sentence(for: .undid(undid), in: TableContext(of: table)) == "Undid the last move. Score \(afterMiss).")
    }

    @Test("A Matchismo game played to its end says game over with its matches, score and time")
    @MainActor func aWholeMatchismoGamePlayedToTheEnd() {
        let table = MatchismoTable(seed: 5, cardCount: 12)
        var last: GameOutcome?
        while !table.isOver, let (a, b) = Sample.pair(in: table.game) {
            _ = table.perform(.choose(a))
            last = table.perform(.choose(b))
        }
        #expect(table.isOver)
        guard let outcome = last, let totals = outcome.gameOver else {
            Issue.record("the last move did not end the game")
            return
        }
        #expect(totals == GameTotals(score: table.score, found: table.game.matchCount))
        let found = totals.found == 1 ? "1 match" : "\(totals.found) matches"
        let context = TableContext(of: table, secondsPlayed: 3599.6)
        let move = EventText.sentence(for: .move(GameOutcome(outcome.event)), in: context)!
        let points = EventText.points(outcome.scoreChange + MatchismoScoring.costToChoose)
        #expect(move.hasSuffix(" match for \(points). Score \(EventText.signed(table.score))."))
        #expect(EventText.sentence(for: .move(outcome), in: context)
            == "\(move) Game over. \(found), score \(EventText.signed(totals.score)), time 1:00:00.")
    }

    @Test("The single-card game's draws, flips and empty deck are said as expected")
    func singleCardFromARealGame() {
        var game = SingleCardGame(seed: 2)
        let context = { (known: CardFace?) in TableContext(kind: .card, deckCount: game.deck.count, knownCard: known) }
        let drew = game.perform(.nextCard)
        #expect(EventText.sentence(for: .move(drew), in: context(nil)) == "Drew \(game.card.name).")
        #expect(EventText.sentence(for: .move(drew), in: context(.playing(game.card))) == nil)
        let down = game.perform(.flip)
        #expect(EventText.sentence(for: .move(down), in: context(nil)) == "Turned the card face down.")
        let up = game.perform(.flip)
        #expect(EventText.sentence(for: .move(up), in: context(nil)) == "Turned up \(game.card.name).")
        while !game.deck.isEmpty { _ = game.perform(.nextCard) }
        let empty = game.perform(.nextCard)
        #expect(EventText.sentence(for: .move(empty), in: context(.playing(game.card))) == "No cards left in the deck.")
    }
}
