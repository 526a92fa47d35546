/// The figures that show the computer players behave as the model promises,
/// shared by the tests and `matchismo-bench`: how often each level beats the
/// one below, and how long a level takes to claim on tables of one set and
/// of six.
public enum ComputerFigures {
    /// Games won by each side of a two-player match, and ties.
    public struct Record: Equatable, Sendable {
        public var stronger = 0
        public var weaker = 0
        public var ties = 0
        /// Successes (sets, UltraSets) found by each side over all the games.
        public var strongerSuccesses = 0
        public var weakerSuccesses = 0

        public var games: Int { stronger + weaker + ties }
        /// The stronger level's share of the successes: how often it won the race for one.
        public var strongerSuccessShare: Double {
            let total = strongerSuccesses + weakerSuccesses
            return total == 0 ? 0 : Double(strongerSuccesses) / Double(total)
        }
        /// The stronger level's share of the games, ties counting as lost.
        public var strongerShare: Double { games == 0 ? 0 : Double(stronger) / Double(games) }
    }

    /// `games` seeded games of `variant` between `stronger` and `weaker`,
    /// seeds from `firstSeed` on; the seats swap from game to game so that
    /// neither level gains from sitting first (a tie in time goes to the first seat).
    public static func record(_ stronger: ComputerLevel, against weaker: ComputerLevel, games: Int,
                              variant: SetVariant = .classic, firstSeed: UInt64 = 1) -> Record {
        var record = Record()
        for game in 0..<UInt64(games) {
            let seed = firstSeed &+ game
            let strongerFirst = game % 2 == 0
            let levels = strongerFirst ? [stronger, weaker] : [weaker, stronger]
            let players = levels.enumerated().map { seat, level in
                ComputerPlayer(level: level, seed: seed &* 0x9E37_79B9 &+ UInt64(seat))
            }
            guard var match = HeadlessMatch(variant: variant, seed: seed, date: PuzzleDate(dayNumber: Int(seed)), players: players)
            else { continue }
            match.playToEnd()
            let successes = match.match.players.map(\.successes)
            record.strongerSuccesses += successes[strongerFirst ? 0 : 1]
            record.weakerSuccesses += successes[strongerFirst ? 1 : 0]
            switch match.winner {
            case nil: record.ties += 1
            case (strongerFirst ? 0 : 1): record.stronger += 1
            default: record.weaker += 1
            }
        }
        return record
    }

    /// The median seconds `level` takes to claim on `tables` opening tables
    /// of 12 cards holding exactly `sets` sets: for 6, the daily puzzles from
    /// day 0 on; otherwise Set deals from seed 0 on, those with `sets` sets.
    public static func medianClaimSeconds(_ level: ComputerLevel, sets: Int, tables: Int) -> Double {
        var seconds: [Double] = []
        for (number, table) in sampleTables(sets: sets, count: tables).enumerated() {
            var player = ComputerPlayer(level: level, seed: UInt64(number))
            if let plan = player.plan(for: table, claimSeconds: 6) { seconds.append(plan.claimAfter.inSeconds) }
        }
        return median(seconds)
    }

    /// `count` tables of 12 cards holding exactly `sets` sets (1 to 6), as a player sees them.
    public static func sampleTables(sets: Int, count: Int) -> [VisibleTable] {
        precondition((1...DailyPuzzle.setCount).contains(sets), "tables of 1 to \(DailyPuzzle.setCount) sets")
        if sets == DailyPuzzle.setCount {
            return (0..<count).map { VisibleTable(PuzzleGame(date: PuzzleDate(dayNumber: $0))) }
        }
        var tables: [VisibleTable] = []
        var seed: UInt64 = 0
        while tables.count < count {
            let table = VisibleTable(ClassicSetGame(seed: seed))
            if table.plays.count == sets { tables.append(table) }
            seed += 1
        }
        return tables
    }

    /// The middle value (the mean of the two middle ones for an even count); 0 for none.
    public static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
