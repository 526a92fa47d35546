// libFuzzer target `saved-game`: any bytes as `session.json`, loaded through
// `DataStore` (see DocumentFuzzing.swift). A loaded session must hold
// possible games (every card in exactly one place, a valid selection), and
// each game must survive play: every command the app can send (the Set
// family's games as SetFamilyFuzzing.swift checks them).
import GameModel
import Persistence

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    fuzzLoad(SavedSession.self, UnsafeBufferPointer(start: data, count: size)) { session in
        let problem = session.matchismo.flatMap { problems(in: $0.game) }
            ?? session.setGames.variants.lazy.compactMap { session.setGames[$0].flatMap { problems(in: $0.anyGame) } }.first
            ?? session.card.flatMap { problems(in: $0.game) }
            ?? session.face.flatMap { problems(in: $0) }
            // A log that loaded replays (decoding checked it) and can be reviewed.
            ?? session.setLogs?.lazy.compactMap { GameReview($0) == nil ? "a saved move log has no review" : nil }.first
        if let matchismo = session.matchismo?.game { play(matchismo) }
        for variant in session.setGames.variants { session.setGames[variant].map { play($0.anyGame) } }
        if let card = session.card?.game { play(card) }
        if let face = session.face { play(face) }
        return problem
    }
    return 0
}

/// Why `game` could not come from play, or nil.
func problems(in game: MatchismoGame) -> String? {
    let cards = game.table.map(\.card) + game.deck
    guard Set(cards).count == cards.count, cards.count == PlayingCard.fullDeck.count else {
        return "Matchismo: \(game.table.count) on the table and \(game.deck.count) in the deck are not one whole deck"
    }
    let faceUp = game.table.indices.filter { game.table[$0].state == .faceUp }
    guard Set(game.chosen).count == game.chosen.count, Set(game.chosen) == Set(faceUp),
          game.chosen.count < game.mode.cardCount else {
        return "Matchismo: chosen \(game.chosen) but face up \(faceUp)"
    }
    guard MatchismoGame.cardCountRange.contains(game.table.count), game.moves >= 0 else {
        return "Matchismo: \(game.table.count) cards, \(game.moves) moves"
    }
    return nil
}

func problems(in game: SingleCardGame) -> String? {
    let cards = [game.card] + game.deck
    guard Set(cards).count == cards.count, game.moves >= 0 else {
        return "Single card: \(cards.count) cards with duplicates, or \(game.moves) moves"
    }
    return nil
}

func problems(in face: HappinessFace) -> String? {
    guard HappinessFace.happinessRange.contains(face.happiness), HappinessFace.scaleRange.contains(face.scale),
          (0...100).contains(face.happinessPercent) else {
        return "Face: happiness \(face.happiness), scale \(face.scale)"
    }
    return nil
}

/// Sends every command the app can send, as the window would.
func play(_ game: MatchismoGame) {
    var game = game
    for index in -1...(game.table.count) {
        _ = game.perform(.choose(index))
        for card in game.table.indices { _ = game.face(at: card) }
    }
    _ = game.canStillMatch
}

func play(_ game: SingleCardGame) {
    var game = game
    for _ in 0..<3 { _ = game.perform(.flip) }
    while game.perform(.nextCard).changedGame {}
    _ = game.face
}

func play(_ face: HappinessFace) {
    var face = face
    let commands: [HappinessFace.Command] = [.stepHappiness(1), .stepHappiness(-3), .stepScale(2), .stepScale(-40),
                                             .setHappiness(.nan), .setScale(.infinity), .setHappiness(-.infinity), .reset]
    for command in commands {
        _ = face.perform(command)
        if let problem = problems(in: face) { fatalError("\(command) made an impossible face: \(problem)") }
    }
}
