import Foundation
import TableCore

/// Every benchmark, in the order they run and print.
let benchmarks = CardRenderBenchmarks.all + TableRedrawBenchmarks.all + LayoutBenchmarks.all
    + SetRulesBenchmarks.all + GameBenchmarks.all + RecordsBenchmarks.all

switch BenchOptions.parse(Array(CommandLine.arguments.dropFirst())) {
case .failure(let error):
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(2)
case .success(let options):
    let selected = benchmarks.filter { options.selects($0.name) }
    let computerFigures = options.runs == nil && options.selects(ComputerFigureReport.name)
    guard !selected.isEmpty || computerFigures else {
        FileHandle.standardError.write(Data("matchismo-bench: no benchmark matches \(options.filters)\n".utf8))
        exit(2)
    }
    if options.quick { print("# quick mode: few short samples; figures are indicative only") }
    let runner = Runner(options: options)
    for benchmark in selected { runner.run(benchmark) }
    if computerFigures { ComputerFigureReport.print(quick: options.quick) }
}
