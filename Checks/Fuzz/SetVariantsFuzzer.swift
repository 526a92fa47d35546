// libFuzzer target `set-variants`: any bytes as the saved JSON of each game
// of the Set family (every `SetVariant`'s rules type).
// Properties: no trap; a state that loads is possible (a selection of fewer
// than a whole try among the choosable cards, hints among them, no card twice
// on the table, successes of the right size), saves and loads back equal, and
// stays possible through play: every command, then hints followed until the end.
// Read and written with the game's own JSON coder (GLibKit's, over json-glib).
import GameModel
import GLibKit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    for variant in SetVariant.allCases { check(variant.rules, bytes) }
    return 0
}

func check<Game: SetFamilyGame>(_ type: Game.Type, _ bytes: [UInt8]) {
    guard let game = try? JSONCoder.decode(type, from: bytes) else { return }
    if let problem = problems(in: game) { fatalError("loaded an impossible \(Game.self): \(problem)") }
    guard let saved = try? JSONCoder.encode(game), let again = try? JSONCoder.decode(type, from: saved),
          again == game else {
        fatalError("a loaded \(Game.self) does not load back equal after saving")
    }
    play(game)
}
