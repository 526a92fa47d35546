import GLibKit
import GameModel

/// The Set games of the last 30 days, each as its deal and move log
/// (`SetGameRecording`), so a finished game can be looked back on move by move
/// (`GameReview`) from Statistics. A game is kept when it is over or left
/// for another with at least one move reviewed, and a sprint when it ends
/// (with its result). Stored as `recent-games.json`.
///
/// The policy, which bounds the file: games older than `days` go at each
/// change and at load; at most `limit` games are kept, the newest. A move
/// takes a few bytes, so `limit` games stay well under 1 MB.
public struct RecentGames: StoredDocument, Equatable {
    public static let fileName = "recent-games.json"
    public static let format = 1
    /// How long a game is kept.
    public static let days = 30
    /// The most games kept.
    public static let limit = 200

    public static var messages: DocumentMessages {
        // TRANSLATORS: told once when the games kept for review cannot be used; {reason} says why, {path} names a file.
        DocumentMessages(
            keptAside: tr("Your recent games could not be read because {reason}, so Matchismo started a new list of them; the old file was kept as {path}."),
            newerKeptAside: tr("Your recent games were saved by a newer version of Matchismo, so this version started a new list of them; the old file was kept as {path}."),
            notMoved: tr("Your recent games could not be read because {reason}, and they could not be moved aside ({detail}), so Matchismo started a new list of them and left the file as it was."),
            notSaved: tr("Matchismo could not save your recent games ({detail}); you can keep playing, and it will try again at the next save."))
    }

    /// One game: when it ended and how it went.
    public struct Game: Codable, Equatable, Sendable {
        /// When it was finished or left.
        public var ended: Timestamp
        /// The deal and every move.
        public var recording: SetGameRecording
        /// How the sprint ended, when the game was one; nil for every other
        /// game (and in files written before sprints were kept).
        public var sprint: SprintResult?

        public init(ended: Timestamp, recording: SetGameRecording, sprint: SprintResult? = nil) {
            self.ended = ended
            self.recording = recording
            self.sprint = sprint
        }
    }

    /// The games kept, the latest first.
    public private(set) var games: [Game] = []

    public init() {}

    /// Keeps `recording`, ended at `ended` (a sprint's with its `sprint`
    /// result), in place of an earlier entry it goes on from (a game left,
    /// brought back by Undo, then finished), and lets go of games older than
    /// `days` before `ended` and of any beyond `limit`.
    public mutating func keep(_ recording: SetGameRecording, sprint: SprintResult? = nil, ended: Timestamp) {
        games.removeAll {
            $0.recording.deal == recording.deal && $0.sprint?.mode == sprint?.mode && recording.moves.starts(with: $0.recording.moves)
        }
        games.insert(Game(ended: ended, recording: recording, sprint: sprint), at: 0)
        prune(now: ended)
    }

    /// Lets go of games older than `days` before `now`, and of any beyond `limit`.
    public mutating func prune(now: Timestamp) {
        let oldest = now.secondsSince1970 - Int64(Self.days) * 86_400
        games = Array(games.filter { $0.ended.secondsSince1970 >= oldest }.prefix(Self.limit))
    }

    enum CodingKeys: String, CodingKey {
        case games
    }

    /// Refuses more than `limit` games and games out of order; each
    /// recording is checked by replaying it (`SetGameRecording`).
    public init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        games = try values.decode([Game].self, forKey: .games)
        let times = games.map(\.ended)
        let sprintsMatch = games.allSatisfy { game in
            game.sprint.map { SetDeal.seeded(.classic, seed: $0.deal) == game.recording.deal } ?? true
        }
        for (holds, what) in [
            (games.count <= Self.limit, "more than \(Self.limit) games"), (times == times.sorted(by: >), "the games are not latest first"),
            (sprintsMatch, "a sprint's result names another deal than its game"),
        ] where !holds {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath + [CodingKeys.games], debugDescription: what))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var values = encoder.container(keyedBy: CodingKeys.self)
        try values.encode(games, forKey: .games)
    }
}
