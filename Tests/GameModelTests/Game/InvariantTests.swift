import Testing
import GameModel

/// Property-style checks over many seeds and long random play.
@Suite("Invariants over random play")
struct InvariantTests {
    static let seeds = Array(UInt64(0)..<200)

    @Test("Matchismo: no card lost or duplicated, score is the sum of outcomes, chosen is exactly the face-up cards")
    func matchismo() {
        var finished = 0
        for seed in Self.seeds {
            var random = SeededGenerator(seed: seed &+ 1_000)
            let mode: MatchMode = seed.isMultiple(of: 2) ? .twoCards : .threeCards
            var game = MatchismoGame(cardCount: 12 + Int(seed % 41), mode: mode, seed: seed)
            let dealt = game.table.map(\.card)
            var total = 0
            var changes = 0
            for _ in 0..<400 {
                let before = game
                let outcome = game.perform(.choose(random.uniform(below: game.table.count + 1)))
                total += outcome.scoreChange
                if outcome.changedGame { changes += 1 } else { #expect(game == before) }
                switch outcome.event {
                case .refused, .turnedDown: #expect(outcome.scoreChange == 0)
                case .turnedUp: #expect(outcome.scoreChange == -1)
                case .mismatched: #expect(outcome.scoreChange == -3)
                case .matched(_, let points):
                    #expect(points > 0 && points.isMultiple(of: 4) && outcome.scoreChange == points - 1)
                default: Issue.record("Matchismo reported \(outcome.event)")
                }
                #expect((outcome.gameOver != nil) == (game.isOver && !before.isOver))
                for index in before.table.indices where before.table[index].state == .matched {
                    #expect(game.table[index].state == .matched)
                }
                let all = game.table.map(\.card) + game.deck
                let ok = all.count == 52 && Set(all) == Set(PlayingCard.fullDeck) && game.table.map(\.card) == dealt
                let faceUp = game.table.indices.filter { game.table[$0].state == .faceUp }
                let matched = game.table.filter { $0.state == .matched }.count
                let consistent = ok && game.score == total && game.moves == changes
                    && Set(game.chosen) == Set(faceUp) && game.chosen.count == faceUp.count
                    && game.chosen.count < mode.cardCount
                    && matched.isMultiple(of: mode.cardCount)
                    && game.isOver == !game.canStillMatch
                    && game.table.indices.allSatisfy { (game.face(at: $0) == .back) == (game.table[$0].state == .faceDown) }
                if !consistent {
                    Issue.record("seed \(seed): inconsistent after \(outcome.event)")
                    break
                }
            }
            if game.isOver { finished += 1 }
        }
        #expect(finished > 0)
    }

    @Test("Set: no card lost or duplicated, score is the sum of outcomes, selection and hints stay on the table")
    func set() {
        var finished = 0
        for seed in Self.seeds {
            var random = SeededGenerator(seed: seed &+ 2_000)
            var game = ClassicSetGame(seed: seed)
            var total = 0
            var changes = 0
            for _ in 0..<600 where !game.isOver {
                let before = game
                let command = Self.randomCommand(for: game, using: &random)
                let outcome = game.perform(command)
                total += outcome.scoreChange
                if outcome.changedGame { changes += 1 } else { #expect(game == before) }
                if !Self.consistent(game, score: total, moves: changes) {
                    Issue.record("seed \(seed): inconsistent after \(command): \(outcome.event)")
                    break
                }
            }
            if game.isOver {
                finished += 1
                let over = game
                #expect(game.perform(.dealThree) == .refused(.gameOver))
                #expect(game == over)
            }
        }
        // Most random games play to the end within 600 commands.
        #expect(finished > 150)
    }

    /// Mostly purposeful play (picking set cards), with random picks, deals, hints and shuffles.
    static func randomCommand(for game: ClassicSetGame, using random: inout SeededGenerator) -> ClassicSetGame.Command {
        let roll = random.uniform(below: 100)
        switch roll {
        case ..<30:
            return .choose(random.uniform(below: game.table.count + 1))
        case ..<75:
            return nextSetCard(in: game).map(ClassicSetGame.Command.choose) ?? .deselectAll
        case ..<85: return .dealThree
        case ..<89: return .hint
        case ..<91: return .showNextPlay
        case ..<96: return .shuffleTable
        default: return .deselectAll
        }
    }

    /// The table index of a card that, with the selection, can still make a set.
    static func nextSetCard(in game: ClassicSetGame) -> Int? {
        let table = game.table
        switch game.selection.count {
        case 0:
            return SetRules.firstSet(in: table)?.first
        case 1:
            let first = game.selection[0]
            return table.indices.first { table[$0] != first && table.contains(SetRules.completing(first, table[$0])) }
        default:
            return table.firstIndex(of: SetRules.completing(game.selection[0], game.selection[1]))
        }
    }

    /// Whether `cards` holds each of the 81 cards exactly once.
    static func isWholeDeck<Cards: Sequence<SetCard>>(_ cards: Cards) -> Bool {
        var seen = [Bool](repeating: false, count: 81)
        var count = 0
        for card in cards {
            let slot = ((card.number.ordinal * 3 + card.shading.ordinal) * 3 + card.color.ordinal) * 3 + card.shape.ordinal
            if seen[slot] { return false }
            seen[slot] = true
            count += 1
        }
        return count == 81
    }

    static func consistent(_ game: ClassicSetGame, score: Int, moves: Int) -> Bool {
        let hinted = game.hinted
        return isWholeDeck([game.table, game.deck, Array(game.found.joined())].joined())
            && game.score == score && game.moves == moves
            && game.selection.count <= 2 && Set(game.selection).count == game.selection.count
            && game.selection.allSatisfy(game.table.contains)
            && hinted.count <= 3 && hinted.allSatisfy(game.table.contains)
            && (hinted.count != 1 || game.table.contains { $0 != hinted[0] && game.table.contains(SetRules.completing(hinted[0], $0)) })
            && (hinted.count < 2 || game.table.contains(SetRules.completing(hinted[0], hinted[1])))
            && (hinted.count < 3 || SetRules.isSet(hinted[0], hinted[1], hinted[2]))
            && game.found.allSatisfy { $0.count == 3 && SetRules.isSet($0[0], $0[1], $0[2]) }
            && game.deck.count.isMultiple(of: 3) && game.table.count.isMultiple(of: 3)
            && game.isOver == (game.deck.isEmpty && SetRules.firstSet(in: game.table) == nil)
    }

    @Test("Single card: the shown card and the deck are always the rest of the shuffled deck, in order")
    func singleCard() {
        for seed in Self.seeds.prefix(50) {
            var random = SeededGenerator(seed: seed)
            var game = SingleCardGame(seed: seed)
            let order = [game.card] + game.deck
            #expect(Set(order) == Set(PlayingCard.fullDeck) && order.count == 52)
            for _ in 0..<120 {
                _ = game.perform(random.uniform(below: 3) == 0 ? .flip : .nextCard)
                #expect([game.card] + game.deck == Array(order.suffix(game.deck.count + 1)))
                #expect(game.face == (game.isFaceUp ? .playing(game.card) : .back))
            }
            #expect(game.deck.isEmpty)
        }
    }

    @Test("Undo over random play always returns the exact earlier state")
    func undoDuringPlay() {
        for seed in Self.seeds.prefix(40) {
            var random = SeededGenerator(seed: seed &+ 3_000)
            var history = UndoHistory(ClassicSetGame(seed: seed))
            var states: [ClassicSetGame] = []
            for _ in 0..<300 {
                if random.uniform(below: 5) == 0 {
                    history.undo()
                    if let previous = states.popLast() { #expect(history.game == previous) }
                } else {
                    let before = history.game
                    let command = Self.randomCommand(for: before, using: &random)
                    let outcome = history.perform { $0.perform(command) }
                    if outcome.changedGame { states.append(before) }
                }
                #expect(history.canUndo == !states.isEmpty)
            }
        }
    }
}
