/// A small, portable pseudo-random generator (SplitMix64) so that the same
/// seed deals the same cards on every machine and every Swift version.
///
/// Its whole state is one `UInt64`, so it is saved with the game it belongs to.
public struct SeededGenerator: RandomNumberGenerator, Codable, Hashable, Sendable {
    public private(set) var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform integer in `0..<bound`, by rejection, independent of the
    /// standard library's algorithms.
    public mutating func uniform(below bound: Int) -> Int {
        precondition(bound > 0, "bound must be positive")
        let n = UInt64(bound)
        let threshold = (0 &- n) % n
        while true {
            let value = next()
            if value >= threshold { return Int(value % n) }
        }
    }
}

extension Array {
    /// A Fisher-Yates shuffle driven only by `generator`, so it is reproducible.
    public mutating func shuffle(with generator: inout SeededGenerator) {
        guard count > 1 else { return }
        for i in stride(from: count - 1, to: 0, by: -1) {
            swapAt(i, generator.uniform(below: i + 1))
        }
    }

    /// A shuffled copy; see `shuffle(with:)`.
    public func shuffled(with generator: inout SeededGenerator) -> [Element] {
        var copy = self
        copy.shuffle(with: &generator)
        return copy
    }
}
