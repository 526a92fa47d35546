// matchismo-save-probe DIR COUNT [--file-size-limit BYTES]
//
// Saves COUNT sessions to DIR/session.json through DataStore, printing
// "saved N" after each. Session N shows Set, records N as the elapsed seconds
// of every game and has played N moves in each, so any file on disk tells
// which save wrote it. Tests kill it with SIGKILL at random moments and check
// that the file is always a complete document.
//
// matchismo-save-probe --records DIR YYYY-MM-DD
//
// Writes ten years of records up to that day (`YearsOfRecords`: statistics.json
// and puzzles.json) into DIR, for the start-up benchmark and the end-to-end
// tests, and prints "records games=N puzzles-solved=N".
//
// matchismo-save-probe --preferences
//
// Opens Preferences with the installed schemas (GSETTINGS_SCHEMA_DIR,
// XDG_DATA_DIRS) and prints "persistent=BOOL last-game=NAME card-count=N", to
// show that a missing schema falls back to defaults instead of aborting.
//
// --file-size-limit lowers RLIMIT_FSIZE so writes past BYTES fail with EFBIG,
// like a full disk, even for root (which ignores file permissions). The save
// error is printed as "error: <message>" and the exit status is 1.
import Foundation
import GameModel
import Persistence
import YearsOfRecords

/// Session number `n`: every game has made `n` moves from seed 7.
func session(_ n: Int) -> SavedSession {
    var matchismo = MatchismoGame(cardCount: 52, mode: .threeCards, seed: 7)
    var classic = ClassicSetGame(seed: 7)
    var card = SingleCardGame(seed: 7)
    for move in 0..<n {
        _ = matchismo.perform(.choose(move % 52))
        _ = classic.perform(.shuffleTable)
        _ = card.perform(move.isMultiple(of: 2) ? .flip : .nextCard)
    }
    let seconds = Double(n)
    return SavedSession(
        showing: .set,
        matchismo: SavedGame(game: matchismo, elapsedSeconds: seconds, hasMoved: n > 0),
        setGames: SavedSetGames([SavedGame(game: classic, elapsedSeconds: seconds, hasMoved: n > 0)]),
        card: SavedGame(game: card, elapsedSeconds: seconds, hasMoved: n > 0),
        matchMode: .threeCards, cardCount: 52)
}

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(status)
}

var arguments = Array(CommandLine.arguments.dropFirst())
if arguments == ["--preferences"] {
    let preferences = Preferences()
    print("persistent=\(preferences.isPersistent) last-game=\(preferences.lastGame.rawValue) card-count=\(preferences.cardCount)")
    exit(0)
}
if arguments.first == "--records" {
    guard arguments.count == 3, let day = PuzzleDate(parsing: arguments[2]) else {
        fail("usage: matchismo-save-probe --records DIR YYYY-MM-DD", status: 2)
    }
    let records = YearsOfRecords(lastDay: day)
    do { try records.write(to: arguments[1]) } catch { fail("error: \(error.message)", status: 1) }
    let games = PlayedGame.scored.map { records.statistics[$0].played }.reduce(0, +)
    print("records games=\(games) puzzles-solved=\(records.puzzles.solvedDates.count)")
    exit(0)
}
if let flag = arguments.firstIndex(of: "--file-size-limit") {
    guard flag + 1 < arguments.count, let limit = rlim_t(arguments[flag + 1]) else {
        fail("usage: matchismo-save-probe DIR COUNT [--file-size-limit BYTES]", status: 2)
    }
    arguments.removeSubrange(flag...(flag + 1))
    // Without this, exceeding the limit would kill the process with SIGXFSZ instead of failing the write.
    signal(SIGXFSZ, SIG_IGN)
    var limits = rlimit(rlim_cur: limit, rlim_max: limit)
    guard setrlimit(Int32(RLIMIT_FSIZE.rawValue), &limits) == 0 else { fail("setrlimit failed", status: 2) }
}
guard arguments.count == 2, let count = Int(arguments[1]), count >= 0 else {
    fail("usage: matchismo-save-probe DIR COUNT [--file-size-limit BYTES]", status: 2)
}
let store = SessionStore(dataStore: DataStore(directory: arguments[0]))
for n in stride(from: 1, through: count, by: 1) {
    do {
        try store.save(session(n))
    } catch {
        fail("error: \(error.message)", status: 1)
    }
    // Unbuffered, so a killed probe has printed every save that completed.
    FileHandle.standardOutput.write(Data("saved \(n)\n".utf8))
}
