// What every fuzzer that meets a game of the Set family checks, whatever its
// variant: shared by `set-variants` (the games' own JSON) and `saved-game`
// (the games inside session.json), so a new variant is covered by both
// through `SetVariant.rules` without a line here.
import GameModel

/// Why `game` could not come from play, or nil.
func problems<Game: SetFamilyGame>(in game: Game) -> String? {
    let perTry = game.variant.cardsPerTry
    let choosable = Set(game.choosable)
    guard game.selection.count < perTry, Set(game.selection).count == game.selection.count,
          choosable.isSuperset(of: game.selection), game.hinted.count <= perTry, choosable.isSuperset(of: game.hinted) else {
        return "selection \(game.selection.count), hinted \(game.hinted.count) of \(choosable.count) choosable"
    }
    guard Set(game.table).count == game.table.count, game.found.allSatisfy({ $0.count == perTry }) else {
        return "a card twice on the table, or a success of the wrong size"
    }
    guard game.moves >= 0, game.hintsTaken >= 0, game.deckCount >= 0 else {
        return "moves \(game.moves), hints \(game.hintsTaken)"
    }
    return nil
}

/// Sends every command the app can send, then follows hints to the end.
func play<Game: SetFamilyGame>(_ game: Game) {
    var game = game
    let commands: [SetCommand] = [.hint, .hint, .deselectAll, .choose(0), .choose(1), .choose(2), .choose(3), .dealThree,
                                  .shuffleTable, .hint, .showNextPlay, .hint, .showNextPlay, .choose(-1), .choose(game.choosable.count),
                                  .deselectAll]
    for command in commands { perform(command, on: &game) }
    for _ in 0..<40 where !game.isOver {
        _ = game.perform(.deselectAll)
        for _ in 0..<game.variant.cardsPerTry { perform(.hint, on: &game) }
        if game.hinted.isEmpty {
            perform(.dealThree, on: &game)
            continue
        }
        for card in game.hinted { if let index = game.choosable.firstIndex(of: card) { perform(.choose(index), on: &game) } }
    }
    _ = (game.beside, game.canDeal, game.isAssisted)
}

func perform<Game: SetFamilyGame>(_ command: SetCommand, on game: inout Game) {
    let before = game
    let outcome = game.perform(command)
    if let problem = problems(in: game) { fatalError("\(command) made an impossible \(Game.self): \(problem)") }
    if !outcome.changedGame, game != before { fatalError("\(command) was refused but changed the \(Game.self)") }
}
