import Glibc

/// The numbers behind a level (docs/computer-players.md, "The model"): how long it
/// takes to see a set, how widely that varies, how fast it lights the cards,
/// and how often a claim goes wrong.
public struct ComputerPace: Equatable, Sendable {
    /// The median seconds from a fresh table to the claim on a typical
    /// table: 12 cards of Set holding about 3 sets (`HorseRace`).
    public var findSeconds: Double
    /// The spread of each runner's time: the standard deviation of its
    /// logarithm (a log-normal time, as response times in search tasks are).
    public var spread: Double
    /// Seconds between lighting one card and the next after a claim.
    public var pickSeconds: Double
    /// The chance that a claim ends in a wrong try.
    public var wrongTryChance: Double
    /// The chance that a claim runs out of time.
    public var timeOutChance: Double

    public init(findSeconds: Double, spread: Double, pickSeconds: Double, wrongTryChance: Double, timeOutChance: Double) {
        self.findSeconds = findSeconds
        self.spread = spread
        self.pickSeconds = pickSeconds
        self.wrongTryChance = wrongTryChance
        self.timeOutChance = timeOutChance
    }
}

extension ComputerPace {
    /// Solo games needed before "your pace" follows the player's own times.
    public static let gamesToCalibrate = 5
    /// "Your pace" until then: the steady level.
    public static let uncalibratedLevel = ComputerLevel.steady
    /// The fastest and slowest finding times "your pace" takes, in seconds:
    /// half the expert's, and three times the beginner's.
    public static let calibratedFindRange = 3.0...120.0

    /// The pace of a player whose solo Set games took `soloSecondsPerSet`
    /// (each game's seconds divided by its sets found): the spread, picking
    /// and mistakes are those of the fixed level whose seconds per set
    /// (finding and picking three cards) are nearest the median, by ratio;
    /// the finding time is that median less the level's time to pick three
    /// cards. With fewer than `gamesToCalibrate` usable games, the steady level.
    public static func calibrated(soloSecondsPerSet: [Double]) -> ComputerPace {
        let times = soloSecondsPerSet.filter { $0.isFinite && $0 > 0 }
        guard times.count >= gamesToCalibrate else { return uncalibratedLevel.pace() }
        let median = ComputerFigures.median(times)
        let picks = Double(SetVariant.classic.cardsPerTry)
        let nearest = ComputerLevel.ordered.map { $0.pace() }.min { a, b in
            abs(log((a.findSeconds + picks * a.pickSeconds) / median)) < abs(log((b.findSeconds + picks * b.pickSeconds) / median))
        }!
        var pace = nearest
        let find = median - picks * nearest.pickSeconds
        pace.findSeconds = min(max(find, calibratedFindRange.lowerBound), calibratedFindRange.upperBound)
        return pace
    }
}
