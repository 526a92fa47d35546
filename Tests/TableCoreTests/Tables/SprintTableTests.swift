import GameModel
import Testing

@testable import TableCore

/// A sprint at the Set table: it plays the deal's classic game over
/// the classic game in progress, with the table's time, takes nothing back,
/// ends for the table, and leaves the classic game as it was.
@MainActor
@Suite("A sprint at the Set table")
struct SprintTableTests {
    /// Chooses the first set on the table at `seconds`.
    static func findSet(_ table: SetTable, at seconds: Double) -> GameOutcome? {
        table.sprintSeconds = { seconds }
        guard let set = table.game.allPlays.first else { return nil }
        var last: GameOutcome?
        for card in set { last = table.perform(.choose(table.game.choosable.firstIndex(of: card)!)) }
        return last
    }

    @Test("A sprint plays its own deal in place of the classic game, and ends at its tenth set")
    func aSprintPlaysItsDealOverTheClassicGame() throws {
        let table = SetTable(seed: 7)
        _ = table.perform(.choose(0))
        table.startSprint(.findTen, deal: 4242)
        #expect(table.game.table == ClassicSetGame(seed: 4242).table)
        #expect(table.game.selection.isEmpty)
        #expect(table.variant == .classic && !table.canUndo)
        for found in 1...10 {
            _ = try #require(Self.findSet(table, at: Double(found) * 6))
            #expect(table.sprintEvents.first == .setFound(found, of: 10))
        }
        let result = try #require(table.sprint?.result)
        #expect(result.setsFound == 10 && result.playSeconds == 60 && result.time == 60)
        #expect(table.isOver && table.cards.allSatisfy { !$0.isEnabled })
        #expect(table.perform(.dealThree)?.event == .refused(.gameOver))
        table.endSprint()
        #expect(table.game.table == ClassicSetGame(seed: 7).table && table.game.selection.count == 1, "the classic game waited")
    }

    @Test("A mistake in a sprint adds five seconds, and Undo is refused")
    func aMistakeAddsFiveSecondsAndUndoIsRefused() throws {
        let table = SetTable(seed: 7)
        table.startSprint(.findTen, deal: 4242)
        table.sprintSeconds = { 3 }
        let cards = table.game.table
        // The first card with two others that are no set with it.
        let partners = try #require((2..<cards.count).first { !SetRules.isSet(cards[0], cards[1], cards[$0]) })
        let wrong = [0, 1, partners]
        for index in wrong { _ = table.perform(.choose(index)) }
        #expect(table.sprintEvents == [.mistake(seconds: 5)])
        #expect(!table.undo())
        #expect(table.sprint?.mistakes == 1)
    }

    @Test("A timed sprint ends by the clock at three minutes, not a second before")
    func aTimedSprintEndsByTheClock() throws {
        let table = SetTable(seed: 7)
        table.startSprint(.timed, deal: 4242)
        _ = try #require(Self.findSet(table, at: 10))
        table.sprintSeconds = { 179 }
        #expect(table.tickSprint() == nil && !table.isOver)
        table.sprintSeconds = { 180 }
        guard case .finished(let result)? = table.tickSprint() else {
            Issue.record("no end at 180 s")
            return
        }
        #expect(result.setsFound == 1 && result.points == 1 && result.playSeconds == 180)
        #expect(table.isOver)
        #expect(SprintText.clock(try #require(table.sprint), seconds: 180) == 0)
    }

    @Test("New Game deals another sprint of the same kind; another variant leaves the sprint")
    func newGameDealsTheSameSprintAnotherVariantLeavesIt() {
        let table = SetTable(seed: 7)
        table.show(.junior, seed: 3)
        table.startSprint(.findTwenty, deal: 11)
        #expect(table.variant == .classic)
        table.newGame(seed: 12)
        #expect(table.sprint?.mode == .findTwenty && table.sprint?.deal == 12)
        #expect(table.game.table == ClassicSetGame(seed: 12).table)
        table.show(.junior, seed: 3)
        #expect(table.sprint == nil && table.variant == .junior)
    }

    @Test("Seating players leaves the sprint; one player keeps it")
    func seatingPlayersLeavesTheSprint() {
        let table = SetTable(seed: 7)
        table.startSprint(.findTen, deal: 4242)
        table.seat(nil)
        #expect(table.sprint != nil, "one player keeps the sprint")
        table.seat(["Ann", "Bo"])
        #expect(table.sprint == nil && table.game.table == ClassicSetGame(seed: 7).table)
    }

    @Test("A sprint's end, its record and its menu item are said in words, points below zero too")
    func theSprintsWords() {
        let done = SprintResult(mode: .findTen, deal: 4242, setsFound: 10, mistakes: 1, playSeconds: 97, isAssisted: false)
        #expect(SprintText.finished(done) == "Sprint over: 10 sets in 1:42, 1 mistake.")
        #expect(SprintText.newRecord(done) == "New record: 10 sets in 1:42.")
        let timed = SprintResult(mode: .timed, deal: 1, setsFound: 14, mistakes: 2, playSeconds: 180, isAssisted: false)
        #expect(SprintText.finished(timed) == "Time is up: 14 sets, 2 mistakes, 12 points.")
        #expect(SprintText.newRecord(timed) == "New record: 12 points in 3 minutes.")
        // One point is a point, and a sprint with more mistakes than sets ends below zero.
        let one = SprintResult(mode: .timed, deal: 1, setsFound: 2, mistakes: 1, playSeconds: 180, isAssisted: false)
        #expect(SprintText.finished(one) == "Time is up: 2 sets, 1 mistake, 1 point.")
        #expect(SprintText.newRecord(one) == "New record: 1 point in 3 minutes.")
        let below = SprintResult(mode: .timed, deal: 1, setsFound: 0, mistakes: 2, playSeconds: 180, isAssisted: false)
        #expect(SprintText.finished(below) == "Time is up: 0 sets, 2 mistakes, \u{2212}2 points.")
        #expect(SprintText.shortcut(.findTwenty) == "Start a sprint: 20 sets")
        #expect(SprintText.sentence(.setFound(3, of: 10)) == "3 of 10.")
        #expect(SprintText.sentence(.setFound(3, of: nil)) == "3 sets.")
        #expect(SprintText.sentence(.mistake(seconds: 5)) == "Plus 5 seconds.")
        #expect(SprintText.sentence(.mistake(points: 1)) == "Minus 1 point.")
        #expect(SprintText.started(.findTen, deal: 4242)
            == "Sprint: find 10 sets as fast as you can; a mistake adds 5 seconds. Deal 4242.")
        #expect(SprintText.started(.timed, deal: 9) == "Sprint: find as many sets as you can in 3 minutes; a mistake costs a point. Deal 9.")
        #expect(PlayedGame.sprint(.timed).title == "Sprint: 3 minutes")
        #expect(PlayedGame.sprint(.findTen) != PlayedGame.set(.classic))
    }
}
