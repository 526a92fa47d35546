// libFuzzer target `numbered-puzzles`: any bytes as `numbered-puzzles.json`,
// loaded through `DataStore` (see DocumentFuzzing.swift). A loaded book must
// be possible: each puzzle under its own number and possible under the
// puzzle's rules (SetFamilyFuzzing.swift), the current number a puzzle's,
// Next Puzzle within the numbers; and every puzzle in it must play on.
import GameModel
import Persistence

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    fuzzLoad(NumberedPuzzleBook.self, UnsafeBufferPointer(start: data, count: size)) { book in
        var problem: String?
        for (number, entry) in book.puzzles {
            if number != entry.game.number || !NumberedPuzzle.numbers.contains(number) {
                problem = problem ?? "puzzle \(entry.game.number) under \(number)"
            }
            if !(entry.seconds >= 0 && entry.seconds.isFinite) { problem = problem ?? "puzzle \(number): \(entry.seconds) s" }
            problem = problem ?? problems(in: entry.game).map { "puzzle \(number): \($0)" }
            play(entry.game)
        }
        if let current = book.current, !NumberedPuzzle.numbers.contains(current) { problem = problem ?? "current \(current)" }
        for difficulty in PuzzleDifficulty.allCases {
            if let next = book.nextNumber(of: difficulty), NumberedPuzzle.difficulty(of: next) != difficulty {
                problem = problem ?? "next \(difficulty) puzzle \(next)"
            }
            _ = (book.solvedCount(of: difficulty), book.bestTime(of: difficulty))
        }
        return problem
    }
    return 0
}
