import GameModel
import Testing

@Suite("Sprints against the clock")
struct SprintTests {
    /// Finds the first set on the table at `seconds`.
    static func findSet(_ sprint: inout SprintGame, at seconds: Double) -> SprintOutcome {
        let set = sprint.game.allPlays[0]
        var last: SprintOutcome?
        for card in set { last = sprint.perform(.choose(sprint.game.table.firstIndex(of: card)!), at: seconds) }
        return last!
    }

    /// Chooses three cards that are no set at `seconds`.
    static func wrongSet(_ sprint: inout SprintGame, at seconds: Double) -> SprintOutcome {
        let table = sprint.game.table
        let pick = [0, 1, (2..<table.count).first { !SetRules.isSet(table[0], table[1], table[$0]) }!]
        var last: SprintOutcome?
        for index in pick { last = sprint.perform(.choose(index), at: seconds) }
        return last!
    }

    /// Finds sets until `sets` are found, dealing when none is on the table; one set a second.
    static func findSets(_ sprint: inout SprintGame, _ sets: Int, from start: Double) -> SprintOutcome? {
        var last: SprintOutcome?
        var seconds = start
        while sprint.setsFound < sets, !sprint.isOver {
            seconds += 1
            if sprint.game.allPlays.isEmpty { _ = sprint.perform(.dealThree, at: seconds) } else { last = findSet(&sprint, at: seconds) }
        }
        return last
    }

    @Test("The same number deals the same sprint, Set's deal of that number")
    func deal() {
        #expect(SprintGame(mode: .findTen, deal: 42).game == ClassicSetGame(seed: 42))
        #expect(SprintGame(mode: .timed, deal: 42).game.table == SprintGame(mode: .findTwenty, deal: 42).game.table)
        #expect(SprintGame(mode: .findTen, deal: 42).game.table != SprintGame(mode: .findTen, deal: 43).game.table)
    }

    @Test("Find 10: each mistake adds 5 s; the tenth set ends it at its time plus penalties")
    func findTen() {
        var sprint = SprintGame(mode: .findTen, deal: 7)
        #expect(Self.findSet(&sprint, at: 3).events == [.setFound(1, of: 10)])
        #expect(Self.wrongSet(&sprint, at: 4.5).events == [.mistake(seconds: 5)])
        if !sprint.game.allPlays.isEmpty { #expect(sprint.perform(.dealThree, at: 5).events == [.mistake(seconds: 5)]) }
        let mistakes = sprint.mistakes
        #expect(mistakes >= 1 && sprint.standing.penaltySeconds == Double(mistakes) * 5)
        let last = Self.findSets(&sprint, 10, from: 10)
        let result = SprintResult(mode: .findTen, deal: 7, setsFound: 10, mistakes: mistakes, playSeconds: sprint.seconds,
                                  isAssisted: false)
        #expect(last?.events == [.setFound(10, of: 10), .finished(result)])
        #expect(sprint.result == result && result.time == sprint.seconds + Double(mistakes) * 5 && result.canBeRecord)
        #expect(sprint.perform(.shuffleTable, at: 100).game == .refused(.gameOver))
    }

    @Test("Timed: a mistake costs a point; time up at 180 s ends it, even through a command, which is refused")
    func timed() {
        var sprint = SprintGame(mode: .timed, deal: 9)
        _ = Self.findSets(&sprint, 3, from: 0)
        #expect(Self.wrongSet(&sprint, at: 20).events == [.mistake(points: 1)])
        #expect(sprint.clock(at: 179.9) == nil)
        #expect(sprint.secondsLeft(at: 150)! > 0.09 && sprint.secondsLeft(at: 150)! < 0.11 && sprint.secondsLeft(at: 200) == 0)
        let result = SprintResult(mode: .timed, deal: 9, setsFound: 3, mistakes: 1, playSeconds: 180, isAssisted: false)
        #expect(sprint.perform(.choose(0), at: 181) == SprintOutcome(game: .refused(.gameOver), events: [.finished(result)]))
        #expect(sprint.result == result && result.points == 2 && result.penaltySeconds == 0 && result.isComplete)
        #expect(sprint.clock(at: 200) == nil && sprint.game.selection.isEmpty)
        var clocked = SprintGame(mode: .timed, deal: 9)
        #expect(clocked.clock(at: 180) == .finished(SprintResult(mode: .timed, deal: 9, setsFound: 0, mistakes: 0,
                                                                 playSeconds: 180, isAssisted: false)))
    }

    @Test("Time never goes back; a hint or the count of sets makes the sprint assisted")
    func clockAndHelp() {
        var sprint = SprintGame(mode: .findTen, deal: 3)
        _ = sprint.clock(at: 30)
        _ = sprint.perform(.hint, at: 10)
        #expect(sprint.seconds == 30 && sprint.standing.isAssisted && !sprint.standing.canBeRecord)
        var shown = SprintGame(mode: .timed, deal: 3)
        shown.noteSetCountShown()
        #expect(shown.standing.isAssisted && shown.play.recording.moves == [.setCountShown])
    }

    @Test("Records: the best of each mode with its day; a tie, an assisted or unfinished sprint is no record")
    func records() {
        let day = PuzzleDate(year: 2026, month: 5, day: 1)!, later = day.adding(days: 3)
        func find(_ seconds: Double, mistakes: Int = 0, sets: Int = 10, assisted: Bool = false) -> SprintResult {
            SprintResult(mode: .findTen, deal: 1, setsFound: sets, mistakes: mistakes, playSeconds: seconds, isAssisted: assisted)
        }
        func timed(_ sets: Int, mistakes: Int) -> SprintResult {
            SprintResult(mode: .timed, deal: 2, setsFound: sets, mistakes: mistakes, playSeconds: 180, isAssisted: false)
        }
        var records = SprintRecords()
        #expect(records.offer(find(60, mistakes: 1), on: day) == .first)
        #expect(records.offer(find(65), on: later) == .notARecord)
        #expect(records.offer(find(64), on: later) == .beat(.init(result: find(60, mistakes: 1), date: day)))
        #expect(records.offer(find(30, assisted: true), on: later) == .notARecord)
        #expect(records.offer(find(30, sets: 9), on: later) == .notARecord)
        #expect(records.offer(timed(12, mistakes: 2), on: later) == .first)
        #expect(records.offer(timed(11, mistakes: 1), on: later) == .notARecord)
        #expect(records.offer(timed(14, mistakes: 3), on: day) == .beat(.init(result: timed(12, mistakes: 2), date: later)))
        #expect(records.best(.findTen)?.result.time == 64 && records.best(.findTen)?.date == later)
        #expect(records.best(.timed)?.result.points == 11 && records.best(.findTwenty) == nil)
        #expect(records.records.map(\.result.mode) == [.findTen, .timed])
    }
}
