import Testing
import GameModel

/// Expected values come from an independent Python re-implementation of
/// SplitMix64 and of `Array.shuffle(with:)`, and the seed-1234567 and seed-0
/// sequences are the published reference outputs of SplitMix64.
@Suite("Seeded generator and shuffles")
struct SeededGeneratorTests {
    static let gamma: UInt64 = 0x9E37_79B9_7F4A_7C15

    static let referenceSequences: [(seed: UInt64, outputs: [UInt64])] = [
        (1_234_567, [
            6_457_827_717_110_365_317, 3_203_168_211_198_807_973, 9_817_491_932_198_370_423,
            4_593_380_528_125_082_431, 16_408_922_859_458_223_821,
        ]),
        (0, [
            0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F,
            0xF88B_B8A8_724C_81EC, 0x1B39_896A_51A8_749B,
        ]),
        (1, [
            10_451_216_379_200_822_465, 13_757_245_211_066_428_519, 17_911_839_290_282_890_590,
            8_196_980_753_821_780_235, 8_195_237_237_126_968_761,
        ]),
    ]

    @Test("First outputs are standard SplitMix64", arguments: referenceSequences)
    func referenceOutputs(seed: UInt64, expected: [UInt64]) {
        var generator = SeededGenerator(seed: seed)
        #expect((0..<5).map { _ in generator.next() } == expected)
        #expect(generator.state == seed &+ 5 &* Self.gamma)
    }

    @Test("The state is the seed plus one golden-ratio step per output, so it wraps")
    func stateAdvances() {
        var generator = SeededGenerator(seed: .max)
        #expect(generator.state == .max)
        _ = generator.next()
        #expect(generator.state == Self.gamma &- 1)
        var copy = SeededGenerator(seed: generator.state)
        var original = generator
        #expect((0..<10).map { _ in copy.next() } == (0..<10).map { _ in original.next() })
    }

    @Test("uniform(below:) rejects the low values that would bias the result")
    func rejection() {
        // A state of 0 after the first step makes the first output exactly 0.
        var zeroFirst = SeededGenerator(seed: 0 &- Self.gamma)
        #expect(zeroFirst.next() == 0)
        // 2^64 mod 3 == 1, so an output of 0 is rejected and the second output, 0xE220A8397B1DCDAF, is used.
        var forThree = SeededGenerator(seed: 0 &- Self.gamma)
        #expect(forThree.uniform(below: 3) == Int(UInt64(0xE220_A839_7B1D_CDAF) % 3))
        #expect(forThree.state == Self.gamma)
        // Powers of two reject nothing.
        var forFour = SeededGenerator(seed: 0 &- Self.gamma)
        #expect(forFour.uniform(below: 4) == 0)
        #expect(forFour.state == 0)
    }

    @Test("uniform(below:) stays in bounds", arguments: [1, 2, 3, 7, 10, 52, 81, 1_000_003, Int.max])
    func uniformBounds(bound: Int) {
        var generator = SeededGenerator(seed: UInt64(bound))
        for _ in 0..<2_000 {
            let value = generator.uniform(below: bound)
            #expect((0..<bound).contains(value))
        }
        if bound == 1 {
            #expect(generator.uniform(below: 1) == 0)
        }
    }

    @Test("uniform(below:) gives the values computed independently for seed 1")
    func uniformPinned() {
        var generator = SeededGenerator(seed: 1)
        #expect((0..<10).map { _ in generator.uniform(below: 10) } == [5, 9, 0, 5, 1, 8, 5, 3, 0, 0])
    }

    @Test("uniform(below:) is roughly uniform (chi-squared over 6 buckets)")
    func roughlyUniform() {
        var generator = SeededGenerator(seed: 99)
        let draws = 60_000
        var counts = [Int](repeating: 0, count: 6)
        for _ in 0..<draws { counts[generator.uniform(below: 6)] += 1 }
        let expected = Double(draws) / 6
        let chiSquared = counts.reduce(0.0) { $0 + (Double($1) - expected) * (Double($1) - expected) / expected }
        // 5 degrees of freedom: 20.5 is the 0.999 quantile.
        #expect(chiSquared < 20.5, "counts \(counts)")
    }

    @Test("A shuffle is a reproducible permutation; different seeds give different orders")
    func shuffles() {
        let items = Array(0..<52)
        var first = SeededGenerator(seed: 7)
        var second = SeededGenerator(seed: 7)
        let a = items.shuffled(with: &first)
        let b = items.shuffled(with: &second)
        #expect(a == b)
        #expect(a.sorted() == items)
        #expect(a != items)
        #expect(first == second)
        var orders = Set<[Int]>()
        for seed in UInt64(0)..<100 {
            var generator = SeededGenerator(seed: seed)
            orders.insert(items.shuffled(with: &generator))
        }
        #expect(orders.count == 100)
        // In place and as a copy agree.
        var inPlace = items
        var third = SeededGenerator(seed: 7)
        inPlace.shuffle(with: &third)
        #expect(inPlace == a)
    }

    @Test("Shuffles match the independent Fisher-Yates re-implementation")
    func shufflePinned() {
        var one = SeededGenerator(seed: 1)
        #expect(Array(0..<10).shuffled(with: &one) == [4, 2, 8, 1, 9, 3, 0, 6, 7, 5])
        var two = SeededGenerator(seed: 2)
        #expect(Array(0..<10).shuffled(with: &two) == [9, 8, 3, 2, 4, 6, 1, 7, 5, 0])
    }

    @Test("Short arrays shuffle without drawing numbers")
    func trivialShuffles() {
        var generator = SeededGenerator(seed: 3)
        #expect([Int]().shuffled(with: &generator) == [])
        #expect([42].shuffled(with: &generator) == [42])
        #expect(generator == SeededGenerator(seed: 3))
        // n - 1 draws for n items when nothing is rejected (rejection is astronomically rare for small bounds).
        _ = Array(0..<5).shuffled(with: &generator)
        #expect(generator.state == 3 &+ 4 &* Self.gamma)
    }

    @Test("Every order of three items is about equally likely")
    func permutationsUniform() {
        var counts: [[Int]: Int] = [:]
        let trials = 60_000
        for seed in 0..<UInt64(trials) {
            var generator = SeededGenerator(seed: seed &* 0x1000_0001)
            counts[[0, 1, 2].shuffled(with: &generator), default: 0] += 1
        }
        #expect(counts.count == 6)
        let expected = Double(trials) / 6
        let chiSquared = counts.values.reduce(0.0) { $0 + (Double($1) - expected) * (Double($1) - expected) / expected }
        #expect(chiSquared < 20.5, "counts \(counts)")
    }

    @Test("The first five cards dealt for seed 1 are pinned (checked against the Python re-implementation)")
    func pinnedDeals() {
        let matchismo = MatchismoGame(seed: 1)
        #expect(matchismo.table.prefix(5).map(\.card.shortForm) == ["7H", "9S", "4H", "8D", "8H"])
        let classic = ClassicSetGame(seed: 1)
        #expect(classic.table.prefix(5).map(\.shortForm) == [
            "3-solid-green-squiggle", "3-open-red-diamond", "3-solid-green-diamond",
            "2-striped-red-diamond", "2-striped-green-oval",
        ])
        #expect(SingleCardGame(seed: 1).card.shortForm == "7H")
        #expect(MatchismoGame(seed: 2).table.prefix(5).map(\.card.shortForm) == ["QD", "3C", "4S", "5D", "7D"])
        #expect(ClassicSetGame(seed: 42).table.prefix(5).map(\.shortForm) == [
            "1-striped-red-diamond", "2-striped-green-squiggle", "1-striped-purple-squiggle",
            "2-solid-green-diamond", "2-open-red-oval",
        ])
    }

    @Test("The same seed deals the same game; the deal depends on the seed")
    func dealsReproducible() {
        #expect(MatchismoGame(seed: 5) == MatchismoGame(seed: 5))
        #expect(ClassicSetGame(seed: 5) == ClassicSetGame(seed: 5))
        #expect(SingleCardGame(seed: 5) == SingleCardGame(seed: 5))
        #expect(MatchismoGame(seed: 5).table != MatchismoGame(seed: 6).table)
        #expect(ClassicSetGame(seed: 5).table != ClassicSetGame(seed: 6).table)
    }
}
