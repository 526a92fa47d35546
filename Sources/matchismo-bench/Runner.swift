import Foundation
import TableCore

/// Times benchmarks: a warm-up, a batch size chosen so that one sample lasts
/// long enough for the clock, then repeated samples; prints the median.
struct Runner {
    let options: BenchOptions
    private let clock = ContinuousClock()

    init(options: BenchOptions) {
        self.options = options
    }

    /// Measures `benchmark` and prints `name: median unit (min X, max Y, n N)`;
    /// with `--runs N`, runs it N times after one warm-up run and prints `name: N runs`.
    func run(_ benchmark: Benchmark) {
        let body = benchmark.setUp()
        if let runs = options.runs {
            body(1)
            body(runs)
            print("\(benchmark.name): \(runs) runs")
            return
        }
        let batch = calibratedBatch(body)
        var figures: [Double] = []
        figures.reserveCapacity(options.samples)
        for _ in 0..<options.samples {
            let elapsed = seconds(clock.measure { body(batch) })
            figures.append(elapsed / Double(batch) * benchmark.runsPerFigure / benchmark.unit.seconds)
        }
        let summary = Summary(figures)
        print("\(benchmark.name): \(format(summary.median)) \(benchmark.unit.rawValue) "
              + "(min \(format(summary.min)), max \(format(summary.max)), n \(summary.count))")
    }

    /// Warms up (one run, then as many as fill one sample) and returns the batch size.
    private func calibratedBatch(_ body: (_ count: Int) -> Void) -> Int {
        let once = seconds(clock.measure { body(1) })
        let estimate = max(once, 1e-8)
        let batch = max(1, Int((options.sampleSeconds / estimate).rounded(.up)))
        body(batch)
        return batch
    }

    private func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
    }

    /// Three significant figures without exponent notation.
    private func format(_ value: Double) -> String {
        switch value {
        case 100...: String(format: "%.0f", value)
        case 10...: String(format: "%.1f", value)
        case 1...: String(format: "%.2f", value)
        default: String(format: "%.3f", value)
        }
    }
}

/// The median, extremes and count of a list of figures.
struct Summary {
    let median, min, max: Double
    let count: Int

    init(_ values: [Double]) {
        precondition(!values.isEmpty, "a summary needs at least one value")
        let sorted = values.sorted()
        let middle = sorted.count / 2
        median = sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
        min = sorted.first!
        max = sorted.last!
        count = sorted.count
    }
}

/// Keeps a result alive so that the optimiser cannot drop the work that made it.
@inline(never)
func keep<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
