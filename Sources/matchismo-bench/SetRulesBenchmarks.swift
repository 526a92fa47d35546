import GameModel

/// Finding every set among the cards on the table, as hints and the
/// end-of-game check do.
enum SetRulesBenchmarks {
    /// Table sizes measured: the start, one deal more, and 21 cards, the
    /// largest table a game needs (any 21 Set cards hold a set).
    static let tableSizes = [12, 15, 21]

    static var all: [Benchmark] {
        tableSizes.map { size in
            Benchmark("allSets.\(size)", unit: .microseconds) {
                let tables = sampleTables(of: size)
                return { count in
                    for run in 0..<count { keep(SetRules.allSets(in: tables[run % tables.count])) }
                }
            }
        }
    }

    /// A fixed sample of shuffled tables, so the figure averages over deals.
    private static func sampleTables(of size: Int) -> [[SetCard]] {
        var generator = SeededGenerator(seed: 2024)
        return (0..<64).map { _ in Array(SetCard.fullDeck.shuffled(with: &generator).prefix(size)) }
    }
}
