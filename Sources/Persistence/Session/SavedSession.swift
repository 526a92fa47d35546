import GameModel
import GLibKit

/// Everything needed to reopen the app exactly where the player left it.
///
/// Saved at each completed move and when the window closes; stored as
/// `session.json`. A game that was never started is nil.
///
/// Format 2 added the Set variants (each its own saved game, and the variant
/// and puzzle day on show); a format 1 session loads with classic Set shown.
/// The players at the Set table (`match`) came later within format 2: a
/// session without them is a solo game. Format 3 keeps the Set games in one
/// object keyed by variant (`setGames`), which a new variant joins without a
/// change here; format 1 and 2 sessions, with a key per variant, still load.
public struct SavedSession: StoredDocument, Equatable {
    public static let fileName = "session.json"
    public static let format = 3
    public static var messages: DocumentMessages {
        // TRANSLATORS: told once when the saved game cannot be used; {reason} says why, {path} names a file.
        DocumentMessages(
            keptAside: tr("Your saved game could not be read because {reason}, so Matchismo started with a new game; the old file was kept as {path}."),
            newerKeptAside: tr("Your saved game was saved by a newer version of Matchismo, so this version started with a new game; the old file was kept as {path}."),
            notMoved: tr("Your saved game could not be read because {reason}, and it could not be moved aside ({detail}), so Matchismo started with a new game and left the file as it was."),
            notSaved: tr("Matchismo could not save your saved game ({detail}); you can keep playing, and it will try again at the next save."))
    }

    /// The game on show.
    public var showing: GameKind
    public var matchismo: SavedGame<MatchismoGame>?
    /// The Set table's games in progress, one per variant (not the daily
    /// puzzle, which the puzzle book keeps).
    public var setGames: SavedSetGames
    /// The Set variant on show at the Set table.
    public var setVariant: SetVariant
    public var card: SavedGame<SingleCardGame>?
    /// The face view's happiness and size; nil in sessions saved before the face existed.
    public var face: HappinessFace?
    /// The Matchismo mode for the next deal (the game in progress keeps its own).
    public var matchMode: MatchMode
    /// The Matchismo table size for the next deal, within `MatchismoGame.cardCountRange`.
    public var cardCount: Int {
        didSet { cardCount = Self.clamped(cardCount) }
    }
    /// The players at the Set table and their scores; nil for a solo game.
    public var match: PlayersMatch?
    /// The match's computer players in seat order, nil for a person; nil
    /// for people only (and in sessions saved before computer players).
    public var computers: [ComputerLevel?]?
    /// The Set table's move logs (`SetGameRecording`), at most one per
    /// variant, the puzzle's too, for the review. Sessions saved before logs
    /// have none; a log that does not decode is dropped, and one that does not
    /// replay to its variant's game is dropped when the game resumes. Nil
    /// rather than empty, so a session without logs is saved as before.
    public var setLogs: [SetGameRecording]?

    public init(
        showing: GameKind = .matchismo,
        matchismo: SavedGame<MatchismoGame>? = nil,
        setGames: SavedSetGames = SavedSetGames(),
        setVariant: SetVariant = .classic,
        card: SavedGame<SingleCardGame>? = nil,
        face: HappinessFace? = nil,
        matchMode: MatchMode = .twoCards,
        cardCount: Int = MatchismoGame.defaultCardCount,
        match: PlayersMatch? = nil,
        computers: [ComputerLevel?]? = nil,
        setLogs: [SetGameRecording] = []
    ) {
        self.setLogs = setLogs.isEmpty ? nil : setLogs
        self.computers = computers
        self.showing = showing
        self.matchismo = matchismo
        self.setGames = setGames
        self.setVariant = setVariant
        self.card = card
        self.face = face
        self.matchMode = matchMode
        self.cardCount = Self.clamped(cardCount)
        self.match = match
    }

    /// Decodes leniently where a bad value cannot hurt: an unknown game or
    /// variant on show becomes Matchismo or classic Set, and the card count is
    /// clamped. Sessions from before the variants have none of theirs. Bad game states fail,
    /// and so do a face out of range and a match that is not 2 to 4 valid players;
    /// a session without a face or a match (saved before they existed) loads with none.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let setGames = try container.decodeIfPresent(SavedSetGames.self, forKey: .setGames)
            ?? SavedSetGames(legacy: try decoder.container(keyedBy: LegacyKey.self))
        self.init(
            showing: (try? container.decode(GameKind.self, forKey: .showing)) ?? .matchismo,
            matchismo: try container.decodeIfPresent(SavedGame<MatchismoGame>.self, forKey: .matchismo),
            setGames: setGames,
            setVariant: (try? container.decodeIfPresent(SetVariant.self, forKey: .setVariant)) ?? .classic,
            card: try container.decodeIfPresent(SavedGame<SingleCardGame>.self, forKey: .card),
            face: try container.decodeIfPresent(HappinessFace.self, forKey: .face),
            matchMode: try container.decode(MatchMode.self, forKey: .matchMode),
            cardCount: try container.decode(Int.self, forKey: .cardCount),
            match: try container.decodeIfPresent(PlayersMatch.self, forKey: .match),
            // A level this version does not know seats humans instead.
            computers: try? container.decodeIfPresent([ComputerLevel?].self, forKey: .computers),
            setLogs: (try? container.decodeIfPresent([Lenient<SetGameRecording>].self, forKey: .setLogs))?
                .compactMap(\.value) ?? [])
    }

    private enum CodingKeys: String, CodingKey {
        case showing, matchismo, setGames, setVariant, card, face, matchMode, cardCount, match, setLogs
        // "opponents" in saved files, so older files load.
        case computers = "opponents"
    }

    /// A value that may fail to decode without failing the list it is in.
    private struct Lenient<Value: Decodable>: Decodable {
        let value: Value?
        init(from decoder: any Decoder) throws { value = try? Value(from: decoder) }
    }

    /// Any key of a format 1 or 2 session, where each Set variant had its own.
    private struct LegacyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    private static func clamped(_ count: Int) -> Int {
        min(max(count, MatchismoGame.cardCountRange.lowerBound), MatchismoGame.cardCountRange.upperBound)
    }
}

extension SavedSession {
    /// The log saved for `variant`'s game, if any.
    public func setLog(of variant: SetVariant) -> SetGameRecording? {
        setLogs?.first { $0.deal.variant == variant }
    }

    /// Whether the session holds a game of `kind`.
    public func has(_ kind: GameKind) -> Bool {
        switch kind {
        case .matchismo: matchismo != nil
        case .set: !setGames.variants.isEmpty
        case .card: card != nil
        case .face: face != nil
        }
    }
}
