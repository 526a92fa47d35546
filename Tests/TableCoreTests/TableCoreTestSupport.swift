import GameModel

@testable import TableCore

/// Cards and games shared by the table tests.
enum Sample {
    static let queenOfHearts = PlayingCard(.queen, of: .hearts)
    static let queenOfSpades = PlayingCard(.queen, of: .spades)
    static let queenOfClubs = PlayingCard(.queen, of: .clubs)
    static let twoOfClubs = PlayingCard(.two, of: .clubs)
    /// "Two striped red ovals".
    static let ovals = SetCard(.two, .striped, .red, .oval)
    /// "One solid green diamond".
    static let diamond = SetCard(.one, .solid, .green, .diamond)
    /// "Three open purple squiggles".
    static let squiggles = SetCard(.three, .open, .purple, .squiggle)

    /// A Set game whose first deal holds a set, and the table indices of one.
    static func setGameWithASet() -> (game: ClassicSetGame, set: [Int]) {
        var seed: UInt64 = 0
        while ClassicSetGame(seed: seed).setsOnTable.isEmpty { seed += 1 }
        let game = ClassicSetGame(seed: seed)
        return (game, game.setsOnTable[0])
    }

    /// Three table indices of `game` that are not a set.
    static func nonSet(in game: any SetFamilyGame) -> [Int] {
        let indices = game.table.indices
        for a in indices {
            for b in indices where b > a {
                let third = indices.first { $0 > b && !SetRules.isSet(game.table[a], game.table[b], game.table[$0]) }
                if let c = third { return [a, b, c] }
            }
        }
        preconditionFailure("every triple on the table is a set")
    }

    /// Two unmatched table indices of `game` whose cards match (same suit or rank) or, with
    /// `matching` false, do not.
    static func pair(in game: MatchismoGame, matching: Bool = true) -> (Int, Int)? {
        let open = game.table.indices.filter { game.table[$0].state == .faceDown }
        for a in open {
            for b in open where b > a {
                let x = game.table[a].card, y = game.table[b].card
                if (x.suit == y.suit || x.rank == y.rank) == matching { return (a, b) }
            }
        }
        return nil
    }
}

extension SetTable {
    /// Chooses the cards at `indices` in order; the last choice's outcome.
    @discardableResult
    func choose(_ indices: [Int]) -> GameOutcome? {
        indices.map { perform(.choose($0)) }.last ?? nil
    }
}

extension TableContext {
    /// The context a table shows for its game right now.
    @MainActor
    init(of table: some TableGame, knownCard: CardFace? = nil, secondsPlayed: Double = 0,
         matchMode: MatchMode = .twoCards) {
        self.init(kind: table.kind, score: table.score, tableCount: table.cards.count, deckCount: table.deckCount,
                  matchMode: matchMode, secondsPlayed: secondsPlayed, knownCard: knownCard)
    }
}
