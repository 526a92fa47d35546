import Testing
import GameModel

@Suite("Computer players: levels and your pace")
struct ComputerLevelTests {
    @Test("Levels are spelled for the command line and the saved files")
    func spelling() {
        #expect(ComputerLevel.allCases.map(\.rawValue) == ["beginner", "steady", "quick", "expert", "your-pace"])
        #expect(ComputerLevel(rawValue: "your-pace") == .yourPace)
        #expect(ComputerLevel(rawValue: "Quick") == nil)
    }

    @Test("Each fixed level is faster and errs no more than the one before it")
    func ordered() {
        let paces = ComputerLevel.ordered.map { $0.pace() }
        for (slower, faster) in zip(paces, paces.dropFirst()) {
            #expect(faster.findSeconds < slower.findSeconds)
            #expect(faster.pickSeconds < slower.pickSeconds)
            #expect(faster.wrongTryChance < slower.wrongTryChance)
            #expect(faster.timeOutChance <= slower.timeOutChance)
        }
        #expect(paces.allSatisfy { $0.findSeconds > HorseRace.lookSeconds && $0.spread > 0 })
    }

    @Test("Your pace is steady's until there are enough solo games", arguments: 0..<ComputerPace.gamesToCalibrate)
    func uncalibrated(games: Int) {
        let times = [Double](repeating: 9, count: games)
        #expect(ComputerLevel.yourPace.pace(soloSecondsPerSet: times) == ComputerLevel.steady.pace())
        #expect(ComputerPace.uncalibratedLevel == .steady)
    }

    @Test("Unusable times do not count towards calibration")
    func unusable() {
        let times = [9, 9, 9, 9, 0, -3, .nan, .infinity]
        #expect(ComputerPace.calibrated(soloSecondsPerSet: times) == ComputerLevel.steady.pace())
    }

    @Test("Your pace: the median solo time less three picks, with the nearest level's habits")
    func calibrated() {
        // Median 15 s a set: nearest by ratio is quick (11 + 3 × 0.6 = 12.8 s).
        let pace = ComputerPace.calibrated(soloSecondsPerSet: [40, 15, 14, 16, 9])
        let quick = ComputerLevel.quick.pace()
        #expect(abs(pace.findSeconds - 13.2) < 1e-9)
        #expect(pace.spread == quick.spread && pace.pickSeconds == quick.pickSeconds)
        #expect(pace.wrongTryChance == quick.wrongTryChance && pace.timeOutChance == quick.timeOutChance)
        // An even count takes the mean of the middle two: 30 and 50 give 40 s, nearest beginner (43 s).
        let slow = ComputerPace.calibrated(soloSecondsPerSet: [20, 30, 50, 60, 70, 10])
        #expect(abs(slow.findSeconds - 37) < 1e-9)
        #expect(slow.wrongTryChance == ComputerLevel.beginner.pace().wrongTryChance)
    }

    @Test("Your pace stays within the stated range")
    func clamped() {
        let range = ComputerPace.calibratedFindRange
        #expect(ComputerPace.calibrated(soloSecondsPerSet: [2, 2, 2, 2, 2]).findSeconds == range.lowerBound)
        #expect(ComputerPace.calibrated(soloSecondsPerSet: [900, 900, 900, 900, 900]).findSeconds == range.upperBound)
    }
}
