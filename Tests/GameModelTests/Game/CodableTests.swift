import Foundation
import Testing
import GameModel

@Suite("Codable game states")
struct CodableTests {
    static func roundTrip<T: Codable>(_ value: T) throws -> T {
        try JSONDecoder().decode(T.self, from: JSONEncoder().encode(value))
    }

    /// A deterministic list of commands to continue a game with.
    static func commands(count: Int, tableSize: Int, seed: UInt64) -> [Int] {
        var generator = SeededGenerator(seed: seed)
        return (0..<count).map { _ in generator.uniform(below: tableSize) }
    }

    @Test("Matchismo mid-play survives JSON and continues identically", arguments: MatchMode.allCases)
    func matchismo(mode: MatchMode) throws {
        var game = MatchismoGame(cardCount: 30, mode: mode, seed: 11)
        for index in Self.commands(count: 25, tableSize: 30, seed: 1) { _ = game.perform(.choose(index)) }
        #expect(game.moves > 0 && game.table.contains { $0.state == .matched })
        var copy = try Self.roundTrip(game)
        #expect(copy == game)
        for index in Self.commands(count: 200, tableSize: 30, seed: 2) {
            #expect(copy.perform(.choose(index)) == game.perform(.choose(index)))
        }
        #expect(copy == game)
    }

    @Test("Set mid-play survives JSON, private generator included, and continues identically")
    func set() throws {
        var game = ClassicSetGame(seed: 12)
        _ = game.perform(.shuffleTable)
        if let set = game.setsOnTable.first { for index in set { _ = game.perform(.choose(index)) } }
        _ = game.perform(.dealThree)
        _ = game.perform(.hint)
        _ = game.perform(.choose(0))
        #expect(game.found.count == 1 && game.selection.count == 1 && game.hinted.count == 1)
        var copy = try Self.roundTrip(game)
        #expect(copy == game)
        let commands: [ClassicSetGame.Command] = [.shuffleTable, .hint, .choose(3), .shuffleTable, .dealThree, .choose(1),
                                           .choose(2), .deselectAll, .shuffleTable, .hint, .hint, .choose(5)]
        for command in commands {
            #expect(copy.perform(command) == game.perform(command))
            #expect(copy == game)
        }
    }

    @Test("The Set generator is restored from the archive, not re-seeded")
    func setGeneratorIsSaved() throws {
        var game = ClassicSetGame(seed: 12)
        _ = game.perform(.shuffleTable)
        let data = try JSONEncoder().encode(game)
        var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let generator = try #require(object["generator"] as? [String: Any])
        #expect(generator["state"] != nil)
        object["generator"] = ["state": 1]
        var altered = try JSONDecoder().decode(ClassicSetGame.self, from: JSONSerialization.data(withJSONObject: object))
        var decoded = try JSONDecoder().decode(ClassicSetGame.self, from: data)
        #expect(altered.table == decoded.table)
        _ = altered.perform(.shuffleTable)
        _ = decoded.perform(.shuffleTable)
        _ = game.perform(.shuffleTable)
        #expect(decoded.table == game.table)
        #expect(altered.table != game.table)
    }

    @Test("Single-card game, faces, scales and generators round-trip")
    func smallValues() throws {
        var single = SingleCardGame(seed: 3)
        _ = single.perform(.nextCard)
        _ = single.perform(.flip)
        var copy = try Self.roundTrip(single)
        #expect(copy == single)
        #expect(copy.perform(.nextCard) == single.perform(.nextCard))
        #expect(copy == single)

        let faces: [CardFace] = [.back, .playing(playing("10S")), .set(setCard("2-striped-red-oval"))]
        #expect(try Self.roundTrip(faces) == faces)
        #expect(try Self.roundTrip(FaceCardScale(0.55)) == FaceCardScale(0.55))
        var generator = SeededGenerator(seed: 77)
        _ = generator.next()
        var restored = try Self.roundTrip(generator)
        #expect(restored.next() == generator.next())
        #expect(try Self.roundTrip(SetCard.fullDeck) == SetCard.fullDeck)
        #expect(try Self.roundTrip(PlayingCard.fullDeck) == PlayingCard.fullDeck)
    }

    @Test("A decoded face-card scale is clamped like a constructed one", arguments: [
        ("{\"value\":5}", 1.0), ("{\"value\":-1}", 0.4), ("{\"value\":0.6}", 0.6),
    ])
    func decodedScaleClamped(json: String, value: Double) throws {
        let scale = try JSONDecoder().decode(FaceCardScale.self, from: Data(json.utf8))
        #expect(scale.value == value)
        #expect(scale == FaceCardScale(value))
    }

    @Test("Invalid archived cards are rejected")
    func invalidCards() {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(PlayingCard.self, from: Data(#"{"rank":14,"suit":"hearts"}"#.utf8))
        }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(SetCard.self, from: Data(#"{"number":"4","shape":"oval","shading":"solid","color":"red"}"#.utf8))
        }
    }
}

@Suite("Set as a game of the Set family")
struct SetFamilyConformanceTests {
    @Test("Hints are counted, saved, and 0 in games saved before they were counted")
    func hintsTaken() throws {
        var game = ClassicSetGame(seed: 5)
        #expect(game.hintsTaken == 0 && !game.isAssisted)
        while !game.hasPlayOnTable { _ = game.perform(.dealThree) }
        _ = game.perform(.hint)
        _ = game.perform(.hint)
        #expect(game.hintsTaken == 2 && game.isAssisted)
        #expect(try CodableTests.roundTrip(game) == game)

        var object = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(game)) as? [String: Any])
        object["hintsTaken"] = nil
        let old = try JSONDecoder().decode(ClassicSetGame.self, from: JSONSerialization.data(withJSONObject: object))
        #expect(old.hintsTaken == 0 && old.table == game.table && old.score == game.score)
        object["hintsTaken"] = -1
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(ClassicSetGame.self, from: JSONSerialization.data(withJSONObject: object))
        }
    }

    @Test("Set's family facts: classic, deals while the deck lasts, a play is a set on the table, nothing beside")
    func familyFacts() {
        let game = ClassicSetGame(seed: 9)
        #expect(game.variant == .classic && game.beside == .nothing)
        #expect(game.canDeal && game.deckCount == 69)
        #expect(game.choosable == game.table)
        #expect(game.hasPlayOnTable == !game.setsOnTable.isEmpty)
    }
}
