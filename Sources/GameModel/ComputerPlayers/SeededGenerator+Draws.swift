import Glibc

/// Real-valued draws for the computer players' timing, made from the same
/// portable generator as the deals, so a seed gives the same times anywhere.
extension SeededGenerator {
    /// A uniform value in [0, 1): the top 53 bits of the next output.
    public mutating func unit() -> Double {
        Double(next() >> 11) * 0x1p-53
    }

    /// A uniform value in `range`.
    public mutating func uniform(in range: ClosedRange<Double>) -> Double {
        range.lowerBound + (range.upperBound - range.lowerBound) * unit()
    }

    /// A standard normal value (mean 0, standard deviation 1), by the
    /// Box–Muller transform of two uniform draws; the second value it could
    /// give is dropped, so each call takes exactly two outputs.
    public mutating func standardNormal() -> Double {
        // 1 - unit() lies in (0, 1], so the logarithm is finite.
        let radius = (-2 * log(1 - unit())).squareRoot()
        return radius * cos(2 * Double.pi * unit())
    }
}
