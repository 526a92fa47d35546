import GameModel

/// Everything needed to reopen the app exactly where the player left it.
///
/// Saved at each completed move and when the window closes; stored as
/// `session.json`. A game that was never started is nil.
public struct SavedSession: StoredDocument, Equatable {
    public static let fileName = "session.json"
    public static let format = 1
    public static let documentName = "saved game"
    public static let defaultsDescription = "a new game"

    /// The game on show.
    public var showing: GameKind
    public var matchismo: SavedGame<MatchismoGame>?
    public var set: SavedGame<SetGame>?
    public var card: SavedGame<SingleCardGame>?
    /// The face view's happiness and size; nil in sessions saved before the face existed.
    public var face: HappinessFace?
    /// The Matchismo mode for the next deal (the game in progress keeps its own).
    public var matchMode: MatchMode
    /// The Matchismo table size for the next deal, within `MatchismoGame.cardCountRange`.
    public var cardCount: Int {
        didSet { cardCount = Self.clamped(cardCount) }
    }

    public init(
        showing: GameKind = .matchismo,
        matchismo: SavedGame<MatchismoGame>? = nil,
        set: SavedGame<SetGame>? = nil,
        card: SavedGame<SingleCardGame>? = nil,
        face: HappinessFace? = nil,
        matchMode: MatchMode = .twoCards,
        cardCount: Int = MatchismoGame.defaultCardCount
    ) {
        self.showing = showing
        self.matchismo = matchismo
        self.set = set
        self.card = card
        self.face = face
        self.matchMode = matchMode
        self.cardCount = Self.clamped(cardCount)
    }

    /// Decodes leniently where a bad value cannot hurt: an unknown game on show
    /// becomes Matchismo and the card count is clamped. Bad game states fail,
    /// and so does a face out of range; a session without a face (saved before
    /// the face existed) loads with none.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            showing: (try? container.decode(GameKind.self, forKey: .showing)) ?? .matchismo,
            matchismo: try container.decodeIfPresent(SavedGame<MatchismoGame>.self, forKey: .matchismo),
            set: try container.decodeIfPresent(SavedGame<SetGame>.self, forKey: .set),
            card: try container.decodeIfPresent(SavedGame<SingleCardGame>.self, forKey: .card),
            face: try container.decodeIfPresent(HappinessFace.self, forKey: .face),
            matchMode: try container.decode(MatchMode.self, forKey: .matchMode),
            cardCount: try container.decode(Int.self, forKey: .cardCount))
    }

    private static func clamped(_ count: Int) -> Int {
        min(max(count, MatchismoGame.cardCountRange.lowerBound), MatchismoGame.cardCountRange.upperBound)
    }
}

extension SavedSession {
    /// Whether the session holds a game of `kind`.
    public func has(_ kind: GameKind) -> Bool {
        switch kind {
        case .matchismo: matchismo != nil
        case .set: set != nil
        case .card: card != nil
        case .face: face != nil
        }
    }
}
