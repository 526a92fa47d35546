import GameModel
import GLibKit

/// Statistics and high scores for every scored game, stored as `statistics.json`.
///
/// A pure value: recording and sorting never touch the disk; save it with a `StatisticsStore`.
public struct Statistics: StoredDocument, Equatable {
    public static let fileName = "statistics.json"
    public static let format = 1
    public static var messages: DocumentMessages {
        // TRANSLATORS: told once when the statistics cannot be used; {reason} says why, {path} names a file.
        DocumentMessages(
            keptAside: tr("Your statistics could not be read because {reason}, so Matchismo started with empty statistics; the old file was kept as {path}."),
            newerKeptAside: tr("Your statistics was saved by a newer version of Matchismo, so this version started with empty statistics; the old file was kept as {path}."),
            notMoved: tr("Your statistics could not be read because {reason}, and it could not be moved aside ({detail}), so Matchismo started with empty statistics and left the file as it was."),
            notSaved: tr("Matchismo could not save your statistics ({detail}); you can keep playing, and it will try again at the next save."))
    }

    public private(set) var matchismo = GameStatistics()
    /// Classic Set, saved under "set" as before the variants.
    public private(set) var classicSet = GameStatistics()
    /// Each other Set variant's statistics, by `PlayedGame.storageName`
    /// ("set-junior"); absent from files saved before the variants.
    private var variants: [String: GameStatistics] = [:]
    /// Each player's record at one table, by trimmed name (`recordMatch`);
    /// absent from files saved before players at one table.
    var players: [String: PlayerStatistics] = [:]
    /// The people's record against each computer level, by `ComputerLevel`
    /// raw value (`recordAgainst`); absent from files saved before computer players.
    var computers: [String: PlayerStatistics] = [:]
    /// Seconds per set of the latest solo games of classic Set, for "your pace" (`notePace`).
    var pace: [Double] = []
    /// The best sprint of each mode with its day; absent from files saved before sprints.
    public private(set) var sprints = SprintRecords()

    public init() {}

    enum CodingKeys: String, CodingKey {
        case matchismo
        case classicSet = "set"
        case variants, players, pace, sprints
        // "opponents" in saved files, so older files load.
        case computers = "opponents"
    }

    /// Reads saved statistics; a file from before the variants or the players
    /// has none of theirs. Variant names this version does not know are
    /// refused, so nothing is silently dropped, and so are player names that
    /// `recordMatch` could not have written (empty or untrimmed).
    public init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        matchismo = try values.decode(GameStatistics.self, forKey: .matchismo)
        classicSet = try values.decode(GameStatistics.self, forKey: .classicSet)
        variants = try values.decodeIfPresent([String: GameStatistics].self, forKey: .variants) ?? [:]
        for name in variants.keys {
            guard let game = PlayedGame(storageName: name), game.variant != nil, game.variant != .classic else {
                throw DecodingError.dataCorrupted(.init(
                    codingPath: decoder.codingPath + [CodingKeys.variants], debugDescription: "unknown game \(name)"))
            }
        }
        players = try values.decodeIfPresent([String: PlayerStatistics].self, forKey: .players) ?? [:]
        for name in players.keys where PlayerName.trimmed(name) != name || name.isEmpty {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath + [CodingKeys.players], debugDescription: "a player's name is empty or untrimmed"))
        }
        try decodeComputers(values)
        sprints = try values.decodeIfPresent(SprintRecords.self, forKey: .sprints) ?? SprintRecords()
    }

    public func encode(to encoder: any Encoder) throws {
        var values = encoder.container(keyedBy: CodingKeys.self)
        try values.encode(matchismo, forKey: .matchismo)
        try values.encode(classicSet, forKey: .classicSet)
        if !variants.isEmpty { try values.encode(variants, forKey: .variants) }
        if !players.isEmpty { try values.encode(players, forKey: .players) }
        if !computers.isEmpty { try values.encode(computers, forKey: .computers) }
        if !pace.isEmpty { try values.encode(pace, forKey: .pace) }
        if sprints != SprintRecords() { try values.encode(sprints, forKey: .sprints) }
    }

    /// A game's statistics; empty for a game that keeps no score.
    public private(set) subscript(game: PlayedGame) -> GameStatistics {
        get {
            switch (game.kind, game.variant) {
            case (.matchismo, _): matchismo
            case (.set, .classic?), (.set, nil): classicSet
            case (.set, _): variants[game.storageName] ?? GameStatistics()
            case (.card, _), (.face, _): GameStatistics()
            }
        }
        set {
            switch (game.kind, game.variant) {
            case (.matchismo, _): matchismo = newValue
            case (.set, .classic?), (.set, nil): classicSet = newValue
            case (.set, _): variants[game.storageName] = newValue
            case (.card, _), (.face, _): break
            }
        }
    }

    /// Keeps a sprint's result, ended on `date`, when it is its mode's new record.
    public mutating func offerSprint(_ result: SprintResult, on date: PuzzleDate) -> SprintRecords.Offer {
        sprints.offer(result, on: date)
    }

    /// The rule: a game counts when it is finished, or abandoned after at least one move.
    public static func counts(finished: Bool, hasMoved: Bool) -> Bool {
        finished || hasMoved
    }

    /// Records a game that ended (finished, or abandoned by a new game or a
    /// quit). Returns false, changing nothing, when the game does not count.
    @discardableResult
    public mutating func record(
        game: PlayedGame, score: Int, duration: Double, finished: Bool, hasMoved: Bool, assisted: Bool = false,
        date: Timestamp = .now
    ) -> Bool {
        // A sprint has records of its own (`offerSprint`), not a classic game's.
        guard game.keepsScore, game.sprint == nil, Self.counts(finished: finished, hasMoved: hasMoved) else { return false }
        self[game].record(GameResult(score: score, duration: duration, date: date, finished: finished, assisted: assisted))
        return true
    }
}
