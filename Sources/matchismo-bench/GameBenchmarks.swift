import GameModel

/// Whole games played by a random player against the model alone: 10,000
/// games per figure, one seed per game.
enum GameBenchmarks {
    /// Games one figure stands for.
    static let gamesPerFigure = 10_000.0

    static var all: [Benchmark] {
        [
            Benchmark("games.matchismo.10000", unit: .milliseconds, runsPerFigure: gamesPerFigure) {
                var seed: UInt64 = 0
                return { count in
                    for _ in 0..<count {
                        keep(playMatchismo(seed: seed))
                        seed &+= 1
                    }
                }
            },
            Benchmark("games.set.10000", unit: .milliseconds, runsPerFigure: gamesPerFigure) {
                var seed: UInt64 = 0
                return { count in
                    for _ in 0..<count {
                        keep(playSet(seed: seed))
                        seed &+= 1
                    }
                }
            },
        ]
    }

    /// Turns up random face-down cards until the game is over; returns the score.
    static func playMatchismo(seed: UInt64) -> Int {
        var game = MatchismoGame(seed: seed)
        var generator = SeededGenerator(seed: ~seed)
        var faceDown: [Int] = []
        while !game.isOver {
            faceDown.removeAll(keepingCapacity: true)
            for (index, slot) in game.table.enumerated() where slot.state == .faceDown { faceDown.append(index) }
            guard !faceDown.isEmpty else { break }
            _ = game.perform(.choose(faceDown[generator.uniform(below: faceDown.count)]))
        }
        return game.score
    }

    /// Takes the first set on the table when there is one, else deals three,
    /// until the game is over; returns the score.
    static func playSet(seed: UInt64) -> Int {
        var game = ClassicSetGame(seed: seed)
        while !game.isOver {
            if let set = SetRules.firstSet(in: game.table) {
                // Choosing changes no index before the third card completes the set.
                for index in set { _ = game.perform(.choose(index)) }
            } else if !game.perform(.dealThree).changedGame {
                break
            }
        }
        return game.score
    }
}
