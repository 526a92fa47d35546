import Foundation
import GameModel
import TableCore
import Testing

/// Matchismo and the single card with the Orca screen reader:
/// seeded deals played with keys only, the model replayed alongside, and
/// each step judged by everything Orca says up to a fence (`OrcaPlayer`).
@Suite("Orca: Matchismo and the single card by keys (end to end)", .serialized, .timeLimit(.minutes(3)))
struct OrcaMatchismoTests {
    /// Cards 1 and 2 share a rank (a 2-card match); cards 3 and 4 share neither suit nor rank.
    static let twoCardSeed: UInt64 = 44
    /// Cards 1–3 match in 3-card mode; cards 4–6 share neither suit nor rank.
    static let threeCardSeed: UInt64 = 16

    @Test("Matchismo, 2 cards: flips, a match, a mismatch, focus moves, reading keys, undo; the single card")
    func twoCardMatchesAndSingleCard() async throws {
        try await OrcaPlayer.play(["--game=matchismo", "--seed=\(Self.twoCardSeed)"]) { player, opening in
            let (app, orca) = (player.app, player.orca)
            var table = MatchismoMirror(game: MatchismoGame(seed: Self.twoCardSeed), columns: 8)
            // A match: the card's name from the flip, then the result.
            try await table.begin(with: player, opening: opening)
            try await table.move("Right", to: 1, with: player)
            let first = table.name(0)
            try await table.choose(1, with: player, expecting: "Matches \(first) for 16 points. Score 14.")
            // A mismatch: the card chosen first turns back down, silently.
            try await table.move("Right", to: 2, with: player)
            try await table.choose(2, with: player, expecting: "Turned up. Score 13.")
            try await table.move("Right", to: 3, with: player)
            try await table.choose(3, with: player, expecting: "Doesn't match \(table.game.table[2].card.name). Minus 2. Score 10.")

            // Focus moves over cards turned down, matched and face down: name and place, each once.
            for (key, index) in [("Left", 2), ("Left", 1), ("Down", 9), ("Up", 1), ("Left", 0)] {
                try await table.move(key, to: index, with: player)
            }

            // The reading keys.
            var spoken: [String]
            let summary = "Score 10. 2 of 30 cards matched. Deal \(Self.twoCardSeed)."
            #expect(try await player.readSummary(summary) == [summary])
            let choice = "Face up: \(table.game.table[3].card.name)."
            #expect(try await player.press("alt+c", saying: choice) == [choice])
            spoken = try await player.press("alt+t", saying: table.tableReading)
            #expect(spoken == [table.tableReading], "\(spoken)")

            // Undo the mismatch: the result once; the cards that turn are not focused and say nothing.
            spoken = try await player.press("ctrl+z", saying: "Undid the last move. Score 13.", settle: true)
            #expect(spoken == ["Undid the last move. Score 13."], "\(spoken)")

            // The single card (a random deck: --seed dealt Matchismo): its name from the switch sentence.
            let mark = await orca.mark()
            try await app.key("ctrl+3")
            spoken = try await orca.waitForSpeech("the single card's summary", since: mark) {
                $0.contains { $0 == "Single card. 51 cards left in the deck." }
            }
            let focus = try #require(spoken.first { $0.hasSuffix(" \(SpokenRoles.pushButton).") }, "\(spoken)")
            let shown = String(focus.dropLast(" \(SpokenRoles.pushButton).".count))
            #expect(PlayingCard.fullDeck.contains { $0.name == shown }, "\(spoken)")

            // Right: the next card's name (with its role on Orca 48), said once and nothing else.
            spoken = try await player.press(["Right"], until: "a new card's name") { $0.contains { $0 != SpokenRoles.renamedFocus(shown) } }
            let next = try #require(PlayingCard.fullDeck.map(\.name).first { SpokenRoles.renamedFocus($0) == spoken.first }, "\(spoken)")
            #expect(spoken == [SpokenRoles.renamedFocus(next)] && next != shown, "\(spoken)")
            #expect(try await player.press("alt+s", saying: "\(next). 50 cards left in the deck.")
                == ["\(next). 50 cards left in the deck."])
            // Space turns it over and back; + and − scale the court art.
            #expect(try await player.press("space", saying: SpokenRoles.renamedFocus("Face-down card")) == [SpokenRoles.renamedFocus("Face-down card")])
            #expect(try await player.press("space", saying: SpokenRoles.renamedFocus(next)) == [SpokenRoles.renamedFocus(next)])
            #expect(try await player.press("plus", saying: "Court art at 80 percent.") == ["Court art at 80 percent."])
            #expect(try await player.press("minus", saying: "Court art at 75 percent.") == ["Court art at 75 percent."])

            let everything = await orca.speech(since: .start)
            #expect(Spoken.decoration(in: everything).isEmpty, "\(everything)")
            print("OrcaMatchismoTests: Orca said:\n" + everything.map { "  \($0)" }.joined(separator: "\n"))
        }
    }

    @Test("Matchismo, 3 cards: a match and a mismatch, each said once after the card's name")
    func threeCardMatches() async throws {
        try await MatchismoCommand.inEmptyDirectory { config in
            // The match size is a preference: the keyfile backend reads it before the window opens.
            let settings = config.appendingPathComponent("glib-2.0/settings")
            try FileManager.default.createDirectory(at: settings, withIntermediateDirectories: true)
            try "[io/github/matchismo/Matchismo]\nmatch-mode=3\n"
                .write(to: settings.appendingPathComponent("keyfile"), atomically: true, encoding: .utf8)
            var options = AppSession.Options()
            options.settingsBackend = "keyfile"
            options.appEnvironment["XDG_CONFIG_HOME"] = config.path
            try await OrcaPlayer.play(["--game=matchismo", "--seed=\(Self.threeCardSeed)"], options: options) { player, opening in
                var table = MatchismoMirror(game: MatchismoGame(mode: .threeCards, seed: Self.threeCardSeed), columns: 8)
                try await table.begin(with: player, opening: opening)
                for index in 1...5 {
                    try await table.move("Right", to: index, with: player)
                    try await table.choose(index, with: player, expecting: nil)
                }
                let said = await player.orca.speech(since: .start)
                let names = table.game.table.prefix(6).map(\.card.name)
                let points = MatchismoScoring.pairPoints(table.game.table.prefix(3).map(\.card)) * MatchismoScoring.matchBonus
                #expect(said.filter { $0.hasPrefix("Matches ") }
                    == ["Matches \(names[0]) and \(names[1]) for \(points) points. Score \(points - 3)."], "\(said)")
                #expect(said.filter { $0.hasPrefix("Doesn't match ") }
                    == ["Doesn't match \(names[3]) and \(names[4]). Minus 2. Score \(points - 8)."], "\(said)")
            }
        }
    }
}

/// The Matchismo game the app plays, replayed with the model.
struct MatchismoMirror {
    var game: MatchismoGame
    let columns: Int
    var focus = 0

    func name(_ index: Int) -> String { game.face(at: index).name }

    func details(_ index: Int) -> String {
        let place = OrcaPlayer.place(index: index, columns: columns)
        return ((game.table[index].state == .matched ? ["matched"] : []) + [place]).joined(separator: ", ")
    }

    /// A focus move's speech: "Face-down card push button.", "key 2, row 1, column 2."
    /// (a matched card is dimmed: Orca adds "grayed").
    func focusSpeech(_ index: Int) -> [String] {
        let role = game.table[index].state == .matched ? "\(SpokenRoles.pushButton) grayed." : "\(SpokenRoles.pushButton)."
        return ["\(name(index)) \(role)", "\(details(index))."]
    }

    /// From the opening on the second card: back to the first, which Space turns up.
    mutating func begin(with player: OrcaPlayer, opening: [String]) async throws {
        #expect(opening.suffix(2) == focusSpeech(1), "\(opening)")
        focus = 1
        try await move("Left", to: 0, with: player)
        try await choose(0, with: player, expecting: "Turned up. Score −1.")
    }

    /// Presses `key`, which must move the focus to `index`, and checks that
    /// Orca says that card's name and place once, and nothing else.
    mutating func move(_ key: String, to index: Int, with player: OrcaPlayer) async throws {
        let expected = focusSpeech(index)
        let spoken = try await player.press([key], until: "card \(index + 1)") { $0.suffix(2) == expected }
        #expect(spoken == expected, "\(key): \(spoken)")
        focus = index
    }

    /// Space on the focused card: Orca says its new name, then the result
    /// (`expected`, or the model's when nil), each once. Orca 48 says the
    /// renamed card with its role, and after a mistake that the Undo toast appeared.
    mutating func choose(_ index: Int, with player: OrcaPlayer, expecting expected: String?) async throws {
        let outcome = game.perform(.choose(index))
        let sentence = expected ?? Self.sentence(for: outcome, score: game.score)
        let spoken = try await player.press("space", saying: sentence, settle: true)
        guard SpokenRoles.presentsRenamedFocus else {
            #expect(spoken == [name(index), sentence], "\(spoken)")
            return
        }
        var said = [focusSpeech(index)[0], sentence]
        if case .mismatched = outcome.event { said += SpokenRoles.undoToast }
        #expect(spoken == said, "\(spoken)")
    }

    /// The sentence for a choice of the focused card, whose name was just said.
    static func sentence(for outcome: GameOutcome, score: Int) -> String {
        let names = { (cards: [PlayingCard]) in Spoken.list(cards.dropLast().map(\.name)) }
        switch outcome.event {
        case .turnedUp: return "Turned up. \(Spoken.score(score))"
        case .turnedDown: return "Turned back down."
        case .matched(let cards, let points): return "Matches \(names(cards)) for \(points) points. \(Spoken.score(score))"
        case .mismatched(let cards, let penalty): return "Doesn't match \(names(cards)). Minus \(penalty). \(Spoken.score(score))"
        default: return "\(outcome.event)"
        }
    }

    /// What Alt+T says: "30 cards. Row 1: Queen of Hearts, matched; Face-down card; …"
    var tableReading: String {
        let count = game.table.count
        let rows = stride(from: 0, to: count, by: columns).enumerated().map { row, start in
            let items = (start..<min(start + columns, count)).map { index in
                ([name(index)] + (game.table[index].state == .matched ? ["matched"] : [])).joined(separator: ", ")
            }
            return "Row \(row + 1): \(items.joined(separator: "; "))."
        }
        return "\(count) cards. " + rows.joined(separator: " ")
    }
}
