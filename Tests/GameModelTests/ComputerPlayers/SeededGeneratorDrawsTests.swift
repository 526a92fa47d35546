import Testing
import GameModel

/// Expected values from an independent Python restatement of SplitMix64 and
/// the two transforms.
@Suite("Seeded generator: real-valued draws")
struct SeededGeneratorDrawsTests {
    @Test("Uniform draws are the top 53 bits of the outputs")
    func unit() {
        var generator = SeededGenerator(seed: 0)
        #expect(generator.unit() == 0.883_310_808_213_642_6)
        #expect(generator.unit() == 0.431_527_997_048_509_97)
    }

    @Test("A normal draw is Box–Muller of two uniform draws")
    func normal() {
        var generator = SeededGenerator(seed: 0)
        #expect(abs(generator.standardNormal() - -1.883_908_333_352_440_5) < 1e-12)
        #expect(generator.state == 2 &* 0x9E37_79B9_7F4A_7C15, "two outputs per draw")
    }

    @Test("Normal draws have mean 0 and standard deviation 1; uniform ones stay in range")
    func moments() {
        var generator = SeededGenerator(seed: 42)
        let draws = (0..<20_000).map { _ in generator.standardNormal() }
        let mean = draws.reduce(0, +) / Double(draws.count)
        let variance = draws.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(draws.count)
        #expect(abs(mean) < 0.03 && abs(variance - 1) < 0.04)
        #expect((0..<1_000).allSatisfy { _ in (2.0...3.0).contains(generator.uniform(in: 2...3)) })
    }
}
