import Foundation
import GameModel
import GLibKit
import Testing
@testable import Persistence

@Suite("Saved session")
struct SessionTests {
    @Test("All three games mid-play come back exactly and continue identically")
    func roundTrip() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = SessionStore(dataStore: DataStore(directory: directory.path))
        let session = midPlaySession()
        #expect(session.setGames[ClassicSetGame.self]?.game.selection.count == 1 && session.setGames[ClassicSetGame.self]?.game.found.count == 1)
        #expect(session.matchismo?.game.chosen.isEmpty == false)
        try store.save(session)
        let restored = try #require(store.load().value)
        #expect(restored == session)

        var original = try #require(session.setGames[ClassicSetGame.self]?.game), copy = try #require(restored.setGames[ClassicSetGame.self]?.game)
        for command in [ClassicSetGame.Command.shuffleTable, .hint, .choose(2), .dealThree, .shuffleTable, .choose(4)] {
            #expect(copy.perform(command) == original.perform(command))
        }
        #expect(copy == original)
        var matchismo = try #require(session.matchismo?.game), matchismoCopy = try #require(restored.matchismo?.game)
        for index in 0..<24 { #expect(matchismoCopy.perform(.choose(index)) == matchismo.perform(.choose(index))) }
        var card = try #require(session.card?.game), cardCopy = try #require(restored.card?.game)
        #expect(cardCopy.perform(.nextCard) == card.perform(.nextCard))
    }

    @Test("A fresh session round-trips with no games")
    func empty() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = SessionStore(dataStore: DataStore(directory: directory.path))
        try store.save(SavedSession())
        #expect(store.load() == .loaded(SavedSession()))
        #expect(SavedSession().showing == .matchismo && SavedSession().cardCount == 30)
    }

    @Test("Card counts are clamped; bad times become zero so the file can always be written")
    func validation() {
        var session = SavedSession(cardCount: 99)
        #expect(session.cardCount == 52)
        session.cardCount = 3
        #expect(session.cardCount == 12)
        let game = SavedGame(game: SingleCardGame(seed: 1), elapsedSeconds: .infinity)
        #expect(game.elapsedSeconds == 0)
        #expect(SavedGame(game: SingleCardGame(seed: 1), elapsedSeconds: -4).elapsedSeconds == 0)
    }

    @Test("An unknown game on show falls back to Matchismo without losing the games")
    func lenientShowing() throws {
        let data = try JSONEncoder().encode(midPlaySession())
        let text = String(decoding: data, as: UTF8.self).replacingOccurrences(of: #""showing":"set""#, with: #""showing":"poker""#)
        #expect(text.contains("poker"))
        let decoded = try JSONCoder.decode(SavedSession.self, from: Data(text.utf8))
        #expect(decoded.showing == .matchismo)
        #expect(decoded.setGames == midPlaySession().setGames)
    }

    @Test("A corrupt game state is rejected, not half-restored")
    func corruptGame() throws {
        let data = try JSONEncoder().encode(midPlaySession())
        let text = String(decoding: data, as: UTF8.self).replacingOccurrences(of: #""suit":"hearts""#, with: #""suit":"stars""#)
        #expect(throws: DecodingError.self) { try JSONCoder.decode(SavedSession.self, from: Data(text.utf8)) }
    }
}
