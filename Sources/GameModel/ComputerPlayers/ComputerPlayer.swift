import Glibc

/// One computer player at the Set table: a level, its pace, and its own
/// seeded generator, so the same seed and the same tables give the same
/// plans. It sees only a `VisibleTable`.
public struct ComputerPlayer: Equatable, Sendable {
    public let level: ComputerLevel
    public let pace: ComputerPace
    /// Advanced by every plan.
    public private(set) var generator: SeededGenerator

    /// The share of the claim countdown the lit cards may take before a
    /// success or a wrong try, so that it is judged in time.
    public static let pickBudget = 0.8
    /// Each delay between lit cards is the level's `pickSeconds` times a
    /// uniform draw from this range.
    public static let pickJitter = 0.75...1.25

    /// A player of `level`; "your pace" is calibrated from `soloSecondsPerSet`.
    public init(level: ComputerLevel, seed: UInt64, soloSecondsPerSet: [Double] = []) {
        self.init(level: level, pace: level.pace(soloSecondsPerSet: soloSecondsPerSet), seed: seed)
    }

    /// A player of `level` playing at `pace` (tests force mistakes this way).
    public init(level: ComputerLevel, pace: ComputerPace, seed: UInt64) {
        self.level = level
        self.pace = pace
        generator = SeededGenerator(seed: seed)
    }

    /// What this player does with `table`, shown now, when a claim leaves
    /// `claimSeconds` to choose; nil when it sees no success (it waits for
    /// the table to change).
    public mutating func plan(for table: VisibleTable, claimSeconds: Int) -> ComputerPlan? {
        guard !table.plays.isEmpty else { return nil }
        let survey = TableSurvey(table.choosable)
        var winner: (seconds: Double, play: [SetCard])?
        for play in table.plays {
            let median = HorseRace.runnerMedian(of: play, in: survey, pace: pace)
            let seconds = median * exp(pace.spread * generator.standardNormal())
            if winner.map({ seconds < $0.seconds }) ?? true { winner = (seconds, play) }
        }
        guard let winner else { return nil }
        let order = winner.play.shuffled(with: &generator)
        let outcome = chooseOutcome(order, on: table)
        return ComputerPlan(
            claimAfter: Duration(roundedSeconds: HorseRace.lookSeconds + winner.seconds), outcome: outcome,
            pickPace: pickPace(for: outcome, claimSeconds: claimSeconds), seen: winner.play, runners: table.plays.count)
    }

    /// A success, a wrong try or a timeout, by the level's chances.
    private mutating func chooseOutcome(_ order: [SetCard], on table: VisibleTable) -> ComputerPlan.Outcome {
        let roll = generator.unit()
        if roll < pace.wrongTryChance, let miss = nearMiss(of: order, on: table) { return .wrongSet(miss) }
        if roll < pace.wrongTryChance + pace.timeOutChance {
            return .timeOut(lit: Array(order.prefix(generator.uniform(below: order.count))))
        }
        return .set(order)
    }

    /// Delays for lighting `outcome`'s cards, shrunk together when they would
    /// take more than `pickBudget` of the countdown.
    private mutating func pickPace(for outcome: ComputerPlan.Outcome, claimSeconds: Int) -> [Duration] {
        var delays = outcome.cards.map { _ in pace.pickSeconds * generator.uniform(in: Self.pickJitter) }
        let budget = Self.pickBudget * Double(claimSeconds)
        let total = delays.reduce(0, +)
        if total > budget { delays = delays.map { $0 * budget / total } }
        return delays.map(Duration.init(roundedSeconds:))
    }

    /// `play` with one card swapped for the card in view most like it that
    /// makes a try the rules refuse (neither a success now nor one already
    /// found), as a person mistakes one card for its neighbour; nil when no
    /// swap does.
    mutating func nearMiss(of play: [SetCard], on table: VisibleTable) -> [SetCard]? {
        var best: [[SetCard]] = []
        var bestShared = -1
        for position in play.indices {
            let replaced = TableSurvey.values(of: play[position])
            for card in table.choosable where !play.contains(card) {
                var attempt = play
                attempt[position] = card
                guard !table.isPlay(attempt), !table.found.contains(Set(attempt)) else { continue }
                let values = TableSurvey.values(of: card)
                let shared = values.indices.count { values[$0] == replaced[$0] }
                if shared > bestShared { (best, bestShared) = ([], shared) }
                if shared == bestShared { best.append(attempt) }
            }
        }
        return best.isEmpty ? nil : best[generator.uniform(below: best.count)]
    }
}
