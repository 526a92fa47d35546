import Testing
import GameModel

@Suite("Undo history")
struct UndoHistoryTests {
    @Test("Undo restores exactly the state before each change")
    func undoRestores() {
        var history = UndoHistory(MatchismoGame(cardCount: 52, seed: 1))
        #expect(!history.canUndo)
        var states = [history.game]
        for short in ["JH", "5C", "5D", "KS", "KS", "2H"] {
            let index = history.game.index(of: short)
            let outcome = history.perform { $0.perform(.choose(index)) }
            #expect(outcome.changedGame)
            states.append(history.game)
        }
        #expect(history.game.score != 0)
        while let expected = states.dropLast().last {
            #expect(history.canUndo)
            let undid = history.undo()
            #expect(undid)
            #expect(history.game == expected)
            states.removeLast()
        }
        #expect(!history.canUndo)
        let undidNothing = history.undo()
        #expect(!undidNothing)
        #expect(history.game == MatchismoGame(cardCount: 52, seed: 1))
    }

    @Test("Ignored outcomes are not recorded")
    func ignoredNotRecorded() {
        var history = UndoHistory(ClassicSetGame(seed: 1))
        _ = history.perform { $0.perform(.choose(0)) }
        _ = history.perform { $0.perform(.deselectAll) }
        #expect(history.game.selection.isEmpty)
        history.undo()
        let afterOne = history.game
        for command in [ClassicSetGame.Command.choose(99), .choose(-1)] {
            let outcome = history.perform { $0.perform(command) }
            #expect(outcome == .refused(.noSuchCard))
        }
        #expect(history.game == afterOne)
        history.undo()
        #expect(history.game == ClassicSetGame(seed: 1))
        #expect(!history.canUndo)
    }

    @Test("At most 200 moves are kept")
    func limit() {
        #expect(UndoHistory<SingleCardGame>.limit == 200)
        var history = UndoHistory(SingleCardGame(seed: 1))
        var states = [history.game]
        for _ in 0..<250 {
            _ = history.perform { $0.perform(.flip) }
            states.append(history.game)
        }
        var undone = 0
        while history.undo() { undone += 1 }
        #expect(undone == 200)
        #expect(history.game == states[50])
        #expect(history.game.moves == 50)
    }

    @Test("Reset starts over and forgets the past")
    func reset() {
        var history = UndoHistory(SingleCardGame(seed: 1))
        _ = history.perform { $0.perform(.nextCard) }
        _ = history.perform { $0.perform(.flip) }
        history.reset(to: SingleCardGame(seed: 2))
        #expect(history.game == SingleCardGame(seed: 2))
        #expect(!history.canUndo)
        history.undo()
        #expect(history.game == SingleCardGame(seed: 2))
    }

    @Test("Undo of a Set game brings back the generator too, so a re-done shuffle repeats")
    func undoSetShuffle() {
        var history = UndoHistory(ClassicSetGame(seed: 4))
        _ = history.perform { $0.perform(.shuffleTable) }
        let shuffledOnce = history.game
        history.undo()
        _ = history.perform { $0.perform(.shuffleTable) }
        #expect(history.game == shuffledOnce)
    }
}
