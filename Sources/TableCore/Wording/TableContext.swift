import GameModel

/// What a sentence about a table may refer to besides the event itself.
public struct TableContext: Equatable, Sendable {
    public var kind: GameKind
    /// The Set variant, in Set.
    public var variant: SetVariant?
    /// Successes so far (sets, UltraSets), for the puzzle's progress.
    public var found = 0
    /// The Matchismo deal's number, in Matchismo; nil for a game saved before deals were numbered.
    public var deal: UInt64?
    /// The numbered puzzle's number, in Set when one is on show.
    public var puzzleNumber: Int?
    public var score: Int
    public var tableCount: Int
    public var deckCount: Int
    public var matchMode: MatchMode
    /// Seconds played, for the game-over sentence.
    public var secondsPlayed: Double
    /// The card the player is on (the focused card, by its identity), whose name
    /// a screen reader has just said, so a sentence need not say it again.
    public var knownCard: CardFace?
    /// The face on the face view.
    public var face: HappinessFace
    /// Whether a screen reader has just said the face's new happiness as the
    /// value of the focused slider, so a sentence need not say it again.
    public var heardValue: Bool
    /// Players at one table, in Set; nil for one player.
    public var match: PlayersMatch?
    /// The seconds a claimer has to choose (the preference, which the window gives; 0 until it does).
    public var claimSeconds = 0
    /// The seats of computer players, whose claims are said without the seconds to choose.
    public var computerSeats: Set<Int> = []

    public init(kind: GameKind, score: Int = 0, tableCount: Int = 0, deckCount: Int = 0, matchMode: MatchMode = .twoCards,
                secondsPlayed: Double = 0, knownCard: CardFace? = nil, face: HappinessFace = .standard,
                heardValue: Bool = false)
    {
        self.kind = kind
        self.score = score
        self.tableCount = tableCount
        self.deckCount = deckCount
        self.matchMode = matchMode
        self.secondsPlayed = secondsPlayed
        self.knownCard = knownCard
        self.face = face
        self.heardValue = heardValue
    }
}
