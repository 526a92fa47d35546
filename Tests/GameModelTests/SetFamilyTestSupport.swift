import Foundation
import GameModel
import Testing

/// Helpers shared by the tests of the Set family's games.
enum Family {
    /// `game` through JSON and back.
    static func roundTrip<Game: SetFamilyGame>(_ game: Game) throws -> Game {
        try JSONDecoder().decode(Game.self, from: JSONEncoder().encode(game))
    }

    /// `game`'s saved form as a JSON object.
    static func object<Game: SetFamilyGame>(_ game: Game) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(game)) as? [String: Any])
    }

    /// Decodes `object` as a `Game`.
    static func decode<Game: SetFamilyGame>(_ type: Game.Type, _ object: [String: Any]) throws -> Game {
        try JSONDecoder().decode(type, from: JSONSerialization.data(withJSONObject: object))
    }

    /// Whether `game`'s saved form, changed by `change`, fails to load.
    static func refuses<Game: SetFamilyGame>(_ game: Game, _ change: (inout [String: Any]) throws -> Void) throws -> Bool {
        var saved = try object(game)
        try change(&saved)
        return (try? decode(Game.self, saved)) == nil
    }

    /// A card's saved form.
    static func json(_ card: SetCard) throws -> Any {
        try JSONSerialization.jsonObject(with: JSONEncoder().encode(card))
    }

    /// Plays `game` to its end: the first success `firstPlay` names, in
    /// choosable indices, or Deal 3 More when there is none. Returns the last outcome.
    static func playToEnd<Game: SetFamilyGame>(
        _ game: inout Game, limit: Int = 500, firstPlay: (Game) -> [Int]?
    ) -> GameOutcome {
        var last = GameOutcome.refused(.noSuchCard)
        for _ in 0..<limit where !game.isOver {
            if let play = firstPlay(game) {
                #expect(game.hasPlayOnTable)
                for index in play { last = game.perform(.choose(index)) }
            } else {
                #expect(!game.hasPlayOnTable)
                last = game.perform(.dealThree)
                #expect(last.scoreChange == 0)
            }
        }
        return last
    }

    /// Every command refused once the game is over, and the game unchanged.
    static func expectFinished<Game: SetFamilyGame>(_ game: Game) {
        var copy = game
        for command in [SetCommand.choose(0), .hint, .dealThree, .shuffleTable, .deselectAll] {
            #expect(copy.perform(command) == .refused(.gameOver))
        }
        #expect(copy == game)
    }
}
