/// A game of the Set family as its deal and every move since, which replay
/// to the same states on every machine: what a review steps through and what
/// a finished game is kept as. Set games do not keep their moves themselves
/// (a saved game is its state); `RecordedSetGame` keeps one beside the game.
///
/// Saved as `{"deal": {...}, "moves": [4, 7, 9, -2, ...]}` (`SetMove.code`);
/// decoding replays the moves and refuses a log with a move that changes
/// nothing (no play records one) or more than `moveLimit` moves.
public struct SetGameRecording: Equatable, Sendable {
    /// The most moves a saved log may hold: far more than any game takes.
    public static let moveLimit = 100_000

    public let deal: SetDeal
    /// Every move that changed the game, in order.
    public private(set) var moves: [SetMove] = []

    /// A game dealt by `deal` with no move yet.
    public init(deal: SetDeal) {
        self.deal = deal
    }

    /// Notes `command` when its `outcome` changed the game.
    public mutating func record(_ command: SetCommand, outcome: GameOutcome) {
        if outcome.changedGame { moves.append(.command(command)) }
    }

    /// Notes that the count of sets was shown.
    public mutating func recordSetCountShown() {
        moves.append(.setCountShown)
    }

    /// Plays the moves from the deal, calling `body` with the game before
    /// each move, the move and what it did (nil for `setCountShown`). Returns
    /// the game after the last move, or nil when a move changes nothing.
    public func replay(
        _ body: (_ before: any SetFamilyGame, _ move: SetMove, _ outcome: GameOutcome?) -> Void = { _, _, _ in }
    ) -> (any SetFamilyGame)? {
        Self.replay(moves, from: deal.start(), body)
    }

    /// `replay` with the game's type opened, so each move is a plain call.
    private static func replay<Game: SetFamilyGame>(
        _ moves: [SetMove], from start: Game,
        _ body: (any SetFamilyGame, SetMove, GameOutcome?) -> Void
    ) -> Game? {
        var game = start
        for move in moves {
            let before = game
            switch move {
            case .command(let command):
                let outcome = game.perform(command)
                guard outcome.changedGame else { return nil }
                body(before, move, outcome)
            case .setCountShown:
                game.noteSetCountShown()
                body(before, move, nil)
            }
        }
        return game
    }
}

extension SetGameRecording: Codable {
    enum CodingKeys: String, CodingKey {
        case deal, moves
    }

    public init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        deal = try values.decode(SetDeal.self, forKey: .deal)
        let codes = try values.decode([Int].self, forKey: .moves)
        try SavedStateLimits.require(codes.count <= Self.moveLimit, "more than \(Self.moveLimit) moves", in: decoder)
        let moves = codes.compactMap(SetMove.init(code:))
        try SavedStateLimits.require(moves.count == codes.count, "a move code is no move", in: decoder)
        self.moves = moves
        try SavedStateLimits.require(replay() != nil, "a move changes nothing in the game it was made in", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var values = encoder.container(keyedBy: CodingKeys.self)
        try values.encode(deal, forKey: .deal)
        try values.encode(moves.map(\.code), forKey: .moves)
    }
}
