/// One measured operation: a name, how its figure is expressed, and a set-up
/// that prepares its fixtures (only when selected) and returns a body running
/// the operation a given number of times.
struct Benchmark {
    /// The figure's name, such as `render.card.7H`; `--filter` matches it.
    let name: String
    let unit: TimeUnit
    /// How many runs of the operation one figure stands for (10,000 for
    /// "10,000 games" when the body plays one game per run).
    let runsPerFigure: Double
    /// Builds the fixtures, untimed, and returns the body that runs the operation `count` times.
    let setUp: () -> (_ count: Int) -> Void

    init(_ name: String, unit: TimeUnit, runsPerFigure: Double = 1,
         setUp: @escaping () -> (_ count: Int) -> Void) {
        self.name = name
        self.unit = unit
        self.runsPerFigure = runsPerFigure
        self.setUp = setUp
    }

    /// A benchmark without fixtures.
    init(_ name: String, unit: TimeUnit, runsPerFigure: Double = 1, body: @escaping (_ count: Int) -> Void) {
        self.init(name, unit: unit, runsPerFigure: runsPerFigure) { body }
    }
}

/// The unit a figure is printed in.
enum TimeUnit: String {
    case microseconds = "µs"
    case milliseconds = "ms"

    /// Seconds in one of this unit.
    var seconds: Double {
        switch self {
        case .microseconds: 1e-6
        case .milliseconds: 1e-3
        }
    }
}
