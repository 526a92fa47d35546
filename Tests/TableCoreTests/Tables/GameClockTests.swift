import GameModel
import Testing

@testable import TableCore

/// Playing time per game: only the game on show runs.
@Suite("Each game's playing time")
struct GameClockTests {
    @Test("A new clock reads zero for every game")
    func aNewClockReadsZero() {
        let clock = GameClock()
        for kind in GameKind.allCases { #expect(clock.seconds(PlayedGame(kind), at: 1000) == 0) }
    }

    @Test("Only the game on show runs")
    func onlyTheGameOnShowRuns() {
        var clock = GameClock()
        clock.show(.set(.classic), at: 10)
        #expect(clock.seconds(.set(.classic), at: 10) == 0)
        #expect(clock.seconds(.set(.classic), at: 25) == 15)
        #expect(clock.seconds(.matchismo, at: 25) == 0)
        clock.show(.matchismo, at: 30)
        #expect(clock.seconds(.set(.classic), at: 100) == 20)
        #expect(clock.seconds(.matchismo, at: 40) == 10)
        #expect(clock.seconds(.card, at: 40) == 0)
    }

    @Test("Showing a game again resumes its time")
    func showingAGameAgainResumesItsTime() {
        var clock = GameClock()
        clock.show(.set(.classic), at: 0)
        clock.show(.card, at: 20)
        clock.show(.set(.classic), at: 50)
        #expect(clock.seconds(.set(.classic), at: 55) == 25)
        #expect(clock.seconds(.card, at: 55) == 30)
    }

    @Test("Showing the game already on show keeps it running")
    func showingTheSameGameKeepsItRunning() {
        var clock = GameClock()
        clock.show(.set(.classic), at: 10)
        clock.show(.set(.classic), at: 20)
        #expect(clock.seconds(.set(.classic), at: 30) == 20)
    }

    @Test("Showing nothing stops every clock")
    func showingNothingStopsEveryClock() {
        var clock = GameClock()
        clock.show(.matchismo, at: 5)
        clock.show(nil, at: 17)
        #expect(clock.seconds(.matchismo, at: 1000) == 12)
        clock.show(nil, at: 30)
        #expect(clock.seconds(.matchismo, at: 1000) == 12)
    }

    @Test("A game's time never runs backwards when the clock does")
    func timeNeverRunsBackwards() {
        var clock = GameClock()
        clock.reset(.set(.classic), to: 40, at: 0)
        clock.show(.set(.classic), at: 100)
        #expect(clock.seconds(.set(.classic), at: 90) == 40)
        #expect(clock.seconds(.set(.classic), at: 101) == 41)
    }

    @Test("A reset sets a running game's time, and it runs on from there")
    func resetSetsTheTimeOfARunningGame() {
        var clock = GameClock()
        clock.show(.set(.classic), at: 0)
        clock.reset(.set(.classic), to: 300, at: 70)
        #expect(clock.seconds(.set(.classic), at: 70) == 300)
        #expect(clock.seconds(.set(.classic), at: 75) == 305)
        clock.reset(.set(.classic), at: 80)
        #expect(clock.seconds(.set(.classic), at: 80) == 0)
        #expect(clock.seconds(.set(.classic), at: 90) == 10)
    }

    @Test("Resetting another game leaves the running one alone")
    func resetOfAnotherGameLeavesTheRunningOneAlone() {
        var clock = GameClock()
        clock.show(.matchismo, at: 0)
        clock.reset(.card, to: 12.5, at: 10)
        #expect(clock.seconds(.card, at: 50) == 12.5)
        #expect(clock.seconds(.matchismo, at: 50) == 50)
        clock.show(.card, at: 50)
        #expect(clock.seconds(.card, at: 60) == 22.5)
        #expect(clock.seconds(.matchismo, at: 60) == 50)
    }
}

extension GameClockTests {
    @Test("Each Set variant keeps its own time")
    func eachSetVariantKeepsItsOwnTime() {
        var clock = GameClock()
        clock.show(.set(.classic), at: 0)
        clock.show(.set(.junior), at: 30)
        clock.show(nil, at: 40)
        #expect(clock.seconds(.set(.classic), at: 100) == 30)
        #expect(clock.seconds(.set(.junior), at: 100) == 10)
        #expect(clock.seconds(.set(.puzzle), at: 100) == 0)
    }
}
