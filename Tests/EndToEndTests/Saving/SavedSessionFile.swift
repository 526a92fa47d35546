import Foundation
import GameModel
import TableCore

/// The games in the app's `session.json`, decoded with the model's own
/// Codable types, and what the player should see of the game on show.
///
/// Only the parts the end-to-end checks need: the envelope's format and the
/// three games (`{"format":3,"saved":…,"payload":{"showing":…,"matchismo":{"game":…},"setGames":{"classic":{"game":…}},…}}`).
struct SavedSessionFile: Decodable {
    struct Saved<Game: Decodable>: Decodable {
        let game: Game
    }

    /// The Set table's games, keyed by variant (format 3).
    struct SetGames: Decodable {
        let classic: Saved<ClassicSetGame>?
    }

    struct Payload: Decodable {
        /// "matchismo", "set" or "card".
        let showing: String
        let matchismo: Saved<MatchismoGame>?
        let setGames: SetGames?
        let card: Saved<SingleCardGame>?
    }

    /// One card as a screen reader should find it: its name and state words.
    struct ExpectedCard: Equatable, CustomStringConvertible {
        let name: String
        /// Among "selected", "matched", "hint".
        let states: Set<String>

        var description: String { states.isEmpty ? name : "\(name) [\(states.sorted().joined(separator: ", "))]" }
    }

    let format: Int
    let payload: Payload

    /// The session a running app keeps in `environment`'s data directory:
    /// `$MATCHISMO_DATA_DIR`, else `$XDG_DATA_HOME/matchismo`.
    static func url(environment: [String: String]) -> URL? {
        if let directory = environment["MATCHISMO_DATA_DIR"], !directory.isEmpty {
            return URL(fileURLWithPath: directory).appendingPathComponent("session.json")
        }
        guard let data = environment["XDG_DATA_HOME"] else { return nil }
        return URL(fileURLWithPath: data).appendingPathComponent("matchismo/session.json")
    }

    static func read(from url: URL) throws -> SavedSessionFile {
        try JSONDecoder().decode(SavedSessionFile.self, from: Data(contentsOf: url))
    }

    /// The cards of the game on show, in table order; nil when that game is missing.
    var expectedCards: [ExpectedCard]? {
        switch payload.showing {
        case "matchismo":
            guard let game = payload.matchismo?.game else { return nil }
            return game.table.indices.map { index in
                ExpectedCard(name: game.face(at: index).name,
                             states: game.table[index].state == .matched ? ["matched"] : [])
            }
        case "set":
            guard let game = payload.setGames?.classic?.game else { return nil }
            return game.table.map { card in
                var states: Set<String> = []
                if game.selection.contains(card) { states.insert("selected") }
                if game.hinted.contains(card) { states.insert("hint") }
                return ExpectedCard(name: card.name, states: states)
            }
        case "card":
            guard let game = payload.card?.game else { return nil }
            return [ExpectedCard(name: game.face.name, states: [])]
        default:
            return nil
        }
    }

    /// Every broken model invariant of every game in the file; empty when all hold.
    var invariantViolations: [String] {
        var problems: [String] = []
        if let game = payload.matchismo?.game { problems += ModelInvariants.violations(of: game).map { "Matchismo: \($0)" } }
        if let game = payload.setGames?.classic?.game { problems += ModelInvariants.violations(of: game).map { "Set: \($0)" } }
        if let game = payload.card?.game { problems += ModelInvariants.violations(of: game).map { "Single card: \($0)" } }
        return problems
    }
}
