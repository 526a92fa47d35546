import GameModel

extension PuzzleBook {
    /// One day's puzzle as the player left it: the whole game, or for a day
    /// before the latest month (`PuzzleBook.summarizedAfterDays`) only what
    /// the records and the progress need (time, score, help, the sets found),
    /// from which the game is rebuilt when it is opened again.
    public struct Day: Equatable, Sendable {
        public let date: PuzzleDate
        /// Seconds of play so far; the solving time once solved.
        public let seconds: Double
        let kept: Kept

        enum Kept: Equatable, Sendable {
            case game(PuzzleGame)
            /// `found` nil: all of the day's sets (solved).
            case summary(found: [[SetCard]]?, score: Int, hintsTaken: Int, setCountShown: Bool)
        }

        public init(game: PuzzleGame, seconds: Double) {
            self.init(date: game.date, seconds: seconds, kept: .game(game))
        }

        init(date: PuzzleDate, seconds: Double, kept: Kept) {
            self.date = date
            self.seconds = seconds.isFinite && seconds > 0 ? seconds : 0
            self.kept = kept
        }

        /// The puzzle as the player left it (rebuilt for a summarized day).
        public var game: PuzzleGame {
            switch kept {
            case .game(let game): return game
            case let .summary(nil, score, hints, shown):
                return PuzzleGame(solvedOn: date, score: score, hintsTaken: hints, setCountShown: shown)
            case let .summary(found?, score, hints, shown):
                // Checked when the day was read (`StoredDay.day(on:)`).
                return PuzzleGame(date: date, found: found, score: score, hintsTaken: hints, setCountShown: shown)
                    ?? PuzzleGame(date: date)
            }
        }

        public var isSolved: Bool {
            switch kept {
            case .game(let game): game.isOver
            case .summary(let found, _, _, _): found == nil
            }
        }

        /// Whether hints or the count of sets helped.
        public var isAssisted: Bool {
            switch kept {
            case .game(let game): game.isAssisted
            case let .summary(_, _, hints, shown): hints > 0 || shown
            }
        }

        public var foundCount: Int {
            switch kept {
            case .game(let game): game.found.count
            case .summary(let found, _, _, _): found?.count ?? DailyPuzzle.setCount
            }
        }

        /// Whether only the summary is kept.
        public var isSummarized: Bool {
            if case .summary = kept { true } else { false }
        }

        /// The day as kept once it is old.
        var summarized: Day {
            guard case .game(let game) = kept else { return self }
            return Day(date: date, seconds: seconds, kept: .summary(
                found: game.isOver ? nil : game.found, score: game.score, hintsTaken: game.hintsTaken,
                setCountShown: game.setCountShown))
        }
    }

    /// A whole day's saved form, as in format 1.
    struct WholeDay: Codable {
        var game: PuzzleGame
        var seconds: Double
    }
}
