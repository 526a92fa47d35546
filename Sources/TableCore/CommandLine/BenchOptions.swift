/// The benchmarks' command line: `matchismo-bench [--quick] [--runs N] [--filter NAME]...`
/// (here with the game's, so the command lines are read in one place).
public struct BenchOptions: Equatable, Sendable {
    /// Few, short samples: proves every benchmark still runs (CI smoke test).
    public var quick = false
    /// Runs each selected operation exactly this many times, untimed, after one
    /// warm-up run, so that a profiler (callgrind) counts a known number of runs.
    public var runs: Int?
    /// Substrings of the benchmark names to run; empty runs everything.
    public var filters: [String] = []

    public static let usage = """
        usage: matchismo-bench [--quick] [--runs N] [--filter NAME]...
          --quick        few short samples, to check that every benchmark runs
          --runs N       run each operation N times untimed (for profilers), print nothing else
          --filter NAME  run only benchmarks whose name contains NAME (repeatable)
        """

    /// Parses the arguments after the program name, or returns an error message.
    public static func parse(_ arguments: [String]) -> Result<BenchOptions, BenchOptionError> {
        var options = BenchOptions()
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--quick":
                options.quick = true
            case "--runs":
                guard let value = rest.popFirst() else { return .failure(.missingValue("--runs")) }
                guard let runs = Int(value), runs > 0 else { return .failure(.badValue("--runs", value)) }
                options.runs = runs
            case "--filter":
                guard let name = rest.popFirst() else { return .failure(.missingValue("--filter")) }
                options.filters.append(name)
            case let flag where flag.hasPrefix("--filter="):
                options.filters.append(String(flag.dropFirst("--filter=".count)))
            default:
                return .failure(.unknown(argument))
            }
        }
        return .success(options)
    }

    /// Whether the benchmark called `name` is selected.
    public func selects(_ name: String) -> Bool {
        filters.isEmpty || filters.contains { name.contains($0) }
    }

    /// How many timed samples each figure takes (after warm-up).
    public var samples: Int { quick ? 3 : 21 }
    /// The shortest time one sample should last; short operations run in batches.
    public var sampleSeconds: Double { quick ? 0.000_5 : 0.02 }
}

/// A command line the bench does not understand.
public enum BenchOptionError: Error, CustomStringConvertible {
    case missingValue(String)
    case badValue(String, String)
    case unknown(String)

    public var description: String {
        switch self {
        case .missingValue(let flag): "matchismo-bench: \(flag) needs a value\n\(BenchOptions.usage)"
        case .badValue(let flag, let value): "matchismo-bench: \(flag) needs a positive whole number, not '\(value)'\n\(BenchOptions.usage)"
        case .unknown(let argument): "matchismo-bench: unknown argument '\(argument)'\n\(BenchOptions.usage)"
        }
    }
}
