import GameModel
import TableCore
import Testing

/// Switching games with Ctrl+1/2/3 and Orca running: the player
/// hears the card the keyboard is on, its name and place once as on every
/// focus move, and then the game and its numbers.
@Suite("Orca: game switch (end to end)", .serialized, .timeLimit(.minutes(2)))
struct OrcaGameSwitchTests {
    static let seed: UInt64 = 1781

    @Test("Ctrl+1, Ctrl+2, Ctrl+3: the game and its numbers, and the focused card's name and place once")
    func gameSwitch() async throws {
        try await OrcaPlayer.play(["--game=set", "--seed=\(Self.seed)"]) { player, _ in
            let classic = ClassicSetGame(seed: Self.seed)

            // Matchismo, shown for the first time: its cards are dealt, then the focus goes to the first.
            try await Self.switchGame(
                "ctrl+1", with: player, saying: "Matchismo. Score 0. 0 of 30 cards matched.",
                card: "Face-down card", place: "key 1, row 1, column 1")
            // Back to Set: the card the focus was on.
            let card = classic.table[1].name
            try await Self.switchGame(
                "ctrl+2", with: player,
                saying: "Set. Score 0. 12 cards on the table, 69 in the deck.",
                card: card, place: "key 2, row 1, column 2")
            // The single card (a random deck): the card from its focus, then the game and the deck.
            let sentence = "Single card. 51 cards left in the deck."
            let spoken = try await player.press(["ctrl+3"], until: "the single card's summary") { $0.contains(sentence) }
            #expect(spoken.filter { $0 == sentence }.count == 1, "\(spoken)")
            let shown = try #require(spoken.first { $0.hasSuffix(" \(SpokenRoles.pushButton).") }, "no focus speech: \(spoken)")
            let name = String(shown.dropLast(" \(SpokenRoles.pushButton).".count))
            #expect(spoken.filter { $0.contains(name) }.count == 1, "the card's name is said more than once: \(spoken)")
        }
    }

    /// Presses `key` and checks that Orca says `sentence` once, and the focused
    /// card's name and its place in one utterance each.
    static func switchGame(_ key: String, with player: OrcaPlayer, saying sentence: String, card: String, place: String)
        async throws
    {
        let spoken = try await player.press(key, saying: sentence, settle: true)
        #expect(spoken.filter { $0 == sentence }.count == 1, "\(spoken)")
        #expect(spoken.filter { $0.contains(card) }.count == 1, "the card's name is said more than once: \(spoken)")
        #expect(spoken.filter { $0.contains(place) }.count == 1, "the card's place is said more than once: \(spoken)")
        #expect(Spoken.decoration(in: spoken).isEmpty, "\(spoken)")
    }
}
