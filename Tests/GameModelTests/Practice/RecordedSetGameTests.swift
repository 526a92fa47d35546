import Foundation
import GameModel
import Testing

@Suite("Move logs: recorded Set games replay to the same states")
struct RecordedSetGameTests {
    /// Plays `live` and `recorded` alike with commands drawn from `seed`: sets
    /// found, wrong tries, hints, deals, shuffles, clears and the count of sets
    /// shown. Returns the live game's state before each logged move.
    static func playAlike<Game: SetFamilyGame>(
        _ live: inout Game, _ recorded: inout RecordedSetGame<Game>, seed: UInt64, commands: Int = 400
    ) -> [Game] {
        var draws = SeededGenerator(seed: seed)
        var befores: [Game] = []
        for _ in 0..<commands where !live.isOver {
            let before = live
            let roll = draws.uniform(below: 20)
            if roll == 0 {
                live.noteSetCountShown()
                recorded.noteSetCountShown()
                befores.append(before)
                continue
            }
            var commands: [SetCommand]
            switch roll {
            case 1: commands = [.hint]
            case 8: commands = [.showNextPlay]
            case 2: commands = [.dealThree]
            case 3: commands = [.shuffleTable]
            case 4: commands = [.choose(draws.uniform(below: live.choosable.count)), .deselectAll]
            case 5...7: commands = (0..<live.variant.cardsPerTry).map { _ in .choose(draws.uniform(below: live.choosable.count)) }
            default:
                let play = live.allPlays.first.map { $0.map { live.choosable.firstIndex(of: $0)! } }
                commands = play.map { $0.map(SetCommand.choose) } ?? [.dealThree]
            }
            for command in commands {
                let state = live
                let outcome = live.perform(command)
                #expect(recorded.perform(command) == outcome)
                if outcome.changedGame { befores.append(state) }
            }
            #expect(recorded.game == live)
        }
        return befores
    }

    static func check<Game: SetFamilyGame>(_ recorded: RecordedSetGame<Game>, start: Game, seed: UInt64) throws {
        var live = start, recorded = recorded
        let befores = Self.playAlike(&live, &recorded, seed: seed)
        #expect(recorded.recording.moves.count == befores.count && befores.count > 10)
        var replayed: [Game] = []
        let end = recorded.recording.replay { before, _, _ in replayed.append(before as! Game) }
        #expect(end as? Game == live)
        #expect(replayed == befores)
        let data = try JSONEncoder().encode(recorded)
        let loaded = try JSONDecoder().decode(RecordedSetGame<Game>.self, from: data)
        #expect(loaded == recorded && loaded.game == live)
    }

    @Test("Every variant, 20 seeds each: the replay passes through every live state and ends at the live game, also after JSON")
    func replayMatchesLive() throws {
        for seed in UInt64(1)...20 {
            try Self.check(RecordedSetGame<ClassicSetGame>(seed: seed), start: ClassicSetGame(seed: seed), seed: seed)
            try Self.check(RecordedSetGame<JuniorSetGame>(seed: seed), start: JuniorSetGame(seed: seed), seed: seed)
            try Self.check(RecordedSetGame<SetChainGame>(seed: seed), start: SetChainGame(seed: seed), seed: seed)
            try Self.check(RecordedSetGame<UltraSetGame>(seed: seed), start: UltraSetGame(seed: seed), seed: seed)
            let day = PuzzleDate(dayNumber: 20_000 + Int(seed))
            try Self.check(RecordedSetGame<PuzzleGame>(date: day), start: PuzzleGame(date: day), seed: seed)
            let number = Int(seed) * 7
            try Self.check(RecordedSetGame<NumberedPuzzleGame>(number: number), start: NumberedPuzzleGame(number: number), seed: seed)
        }
    }

    @Test("The log is compact: the deal and one integer a move")
    func savedForm() throws {
        var recorded = RecordedSetGame<ClassicSetGame>(seed: 12)
        _ = recorded.perform(.choose(4))
        _ = recorded.perform(.deselectAll)
        _ = recorded.perform(.deselectAll)  // refused: not logged
        _ = recorded.perform(.hint)
        recorded.noteSetCountShown()
        _ = recorded.perform(.shuffleTable)
        _ = recorded.perform(.dealThree)
        let json = String(decoding: try JSONEncoder().encode(recorded.recording.moves.map(\.code)), as: UTF8.self)
        #expect(json == "[4,-1,-4,-5,-3,-2]")
        let object = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(recorded)) as? [String: Any])
        #expect(object["moves"] as? [Int] == [4, -1, -4, -5, -3, -2])
        let deal = try #require(object["deal"] as? [String: Any])
        #expect(deal.count == 2 && deal["variant"] as? String == "classic" && deal["seed"] as? Int == 12)
        #expect(recorded.game.isAssisted && recorded.game.moves == 5)
    }

    @Test("Logs no play made fail to load: a move that changes nothing, an unknown code, a deal of another game")
    func refusesImpossibleLogs() throws {
        func load<Game: SetFamilyGame>(_: Game.Type, _ json: String) -> RecordedSetGame<Game>? {
            try? JSONDecoder().decode(RecordedSetGame<Game>.self, from: Data(json.utf8))
        }
        #expect(load(ClassicSetGame.self, #"{"deal":{"variant":"classic","seed":3},"moves":[0,1,2,-2]}"#) != nil)
        #expect(load(ClassicSetGame.self, #"{"deal":{"variant":"classic","seed":3},"moves":[-1]}"#) == nil)
        #expect(load(ClassicSetGame.self, #"{"deal":{"variant":"classic","seed":3},"moves":[12]}"#) == nil)
        #expect(load(ClassicSetGame.self, #"{"deal":{"variant":"classic","seed":3},"moves":[-8]}"#) == nil)
        // Show Me the Sets is a move of its own: it marks a set and costs.
        #expect(load(ClassicSetGame.self, #"{"deal":{"variant":"classic","seed":3},"moves":[-6,-6]}"#)?.game.hintsTaken ?? 0 > 0)
        // So is opening the review during the game: it costs a hint.
        #expect(load(ClassicSetGame.self, #"{"deal":{"variant":"classic","seed":3},"moves":[-7]}"#)?.game.score == -SetScoring.hintCost)
        #expect(load(ClassicSetGame.self, #"{"deal":{"variant":"junior","seed":3},"moves":[]}"#) == nil)
        #expect(load(ClassicSetGame.self, #"{"deal":{"variant":"puzzle","seed":3},"moves":[]}"#) == nil)
        #expect(load(PuzzleGame.self, #"{"deal":{"variant":"puzzle","date":"2026-01-01"},"moves":[-2]}"#) == nil)
        #expect(load(PuzzleGame.self, #"{"deal":{"variant":"puzzle","date":"2026-01-01"},"moves":[-3]}"#) != nil)
        #expect(load(PuzzleGame.self, #"{"deal":{"variant":"puzzle","number":4},"moves":[]}"#) == nil)
        #expect(load(NumberedPuzzleGame.self, #"{"deal":{"variant":"puzzle","number":4},"moves":[]}"#)?.game.number == 4)
        #expect(load(NumberedPuzzleGame.self, #"{"deal":{"variant":"puzzle","number":0},"moves":[]}"#) == nil)
        #expect(load(NumberedPuzzleGame.self, #"{"deal":{"variant":"classic","date":"2026-01-01"},"moves":[]}"#) == nil)
        #expect(RecordedSetGame<ClassicSetGame>(deal: .daily(PuzzleDate(dayNumber: 1))) == nil)
        #expect(SetDeal.seeded(.puzzle, seed: 1) == nil && SetDeal.numberedPuzzle(1_000_000) == nil)
    }
}
