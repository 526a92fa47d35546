import Foundation
import GameModel
import Persistence
import YearsOfRecords

/// Ten years of records: statistics.json with 100,000 finished
/// games and puzzles.json with 3,653 days, loaded and saved as the game
/// does (`DataStore`: read, parse, check; encode, write atomically). The
/// budget: each load or save within 50 ms, so start-up and the save after
/// a game stay unnoticed; the sizes are printed against theirs.
enum RecordsBenchmarks {
    static let budgetMilliseconds = 50.0
    /// The files' size bound with ten years of records.
    static let statisticsBudgetBytes = 64 * 1024, puzzlesBudgetBytes = 384 * 1024

    static var all: [Benchmark] {
        [
            Benchmark("records.load.statistics", unit: .milliseconds) { load(Statistics.self) },
            Benchmark("records.load.puzzles", unit: .milliseconds) { load(PuzzleBook.self) },
            Benchmark("records.save.statistics", unit: .milliseconds) { save(\.statistics) },
            Benchmark("records.save.puzzles", unit: .milliseconds) { save(\.puzzles) },
        ]
    }

    /// The records, written once into a folder of their own.
    nonisolated(unsafe) private static var written: (directory: String, records: YearsOfRecords)?

    private static func folder() -> (directory: String, records: YearsOfRecords) {
        if let written { return written }
        let directory = NSTemporaryDirectory() + "matchismo-bench-records-\(getpid())"
        let records = YearsOfRecords(lastDay: PuzzleDate(year: 2026, month: 6, day: 30)!)
        do { try records.write(to: directory) } catch { fatalError("cannot write the records: \(error.message)") }
        atexit { try? FileManager.default.removeItem(atPath: NSTemporaryDirectory() + "matchismo-bench-records-\(getpid())") }
        for name in [Statistics.fileName, PuzzleBook.fileName] {
            let size = (try? FileManager.default.attributesOfItem(atPath: directory + "/" + name)[.size] as? Int) ?? 0
            let budget = name == Statistics.fileName ? statisticsBudgetBytes : puzzlesBudgetBytes
            print("records.size.\(name): \(size / 1024) KB (budget \(budget / 1024) KB: \(size <= budget ? "within" : "OVER"))")
        }
        written = (directory, records)
        return (directory, records)
    }

    private static func load<Document: StoredDocument>(_ type: Document.Type) -> (Int) -> Void {
        let store = DataStore(directory: folder().directory)
        return { count in
            for _ in 0..<count { precondition(store.load(type).value != nil, "the records did not load") }
        }
    }

    private static func save<Document: StoredDocument>(_ document: KeyPath<YearsOfRecords, Document>) -> (Int) -> Void {
        let (directory, records) = folder()
        let store = DataStore(directory: directory)
        let value = records[keyPath: document]
        return { count in
            for _ in 0..<count { try! store.save(value) }
        }
    }
}
