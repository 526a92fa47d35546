import GameModel
import TableCore
import Testing

/// Choosing cards by their keys, with the keyboard only, under
/// the QWERTY, AZERTY and Dvorak keymaps that `setxkbmap` sets on the
/// session's X server while the app runs. The app recognises the keymap at
/// each key press, so one session plays under all three.
///
/// A card's key is read from its accessible description ("key A, row 2,
/// column 1") and pressed as the user would: by the *physical* key whose cap
/// shows that letter on the keymap in force (an X keycode, from this file's
/// own copy of the layouts), never by keysym, which xdotool would type
/// whatever the keymap and so would prove nothing about the layout.
@Suite("Card keys (end to end)", .serialized, .timeLimit(.minutes(4)))
struct CardKeyTests {
    /// What each layout's keys show, row by row from the digits, as the keycaps
    /// print them (an independent copy of the app's tables), with the app's
    /// first six card keys on that layout.
    struct Keymap {
        let setxkbmap: [String]
        let rows: [String]
        let firstKeys: String

        /// The X keycode of the key whose cap shows `character`.
        func keycode(of character: Character) -> Int? {
            for (row, keys) in rows.enumerated() {
                if let index = keys.firstIndex(of: character) {
                    return [2, 16, 30, 44][row] + keys.distance(from: keys.startIndex, to: index) + 8
                }
            }
            return nil
        }

        static let qwerty = Keymap(
            setxkbmap: ["us"], rows: ["1234567890", "qwertyuiop", "asdfghjkl;", "zxcvbnm,./"], firstKeys: "123QWE")
        static let azerty = Keymap(
            setxkbmap: ["fr"], rows: ["1234567890", "azertyuiop", "qsdfghjklm", "wxcvbn,;:!"], firstKeys: "123AZE")
        static let dvorak = Keymap(
            setxkbmap: ["-layout", "us", "-variant", "dvorak"],
            rows: ["1234567890", "',.pyfgcrl", "aoeuidhtns", ";qjkxbmwvz"], firstKeys: "123AOE")
    }

    @Test("Set under QWERTY, AZERTY and Dvorak: a set typed by its letters scores; Matchismo turns a card up by its key")
    func chooseByKeys() async throws {
        try await AppSession.with(["--game=set", "--seed=7"]) { app in
            var score = 0
            for keymap in [Keymap.qwerty, .azerty, .dvorak] {
                try await app.run("setxkbmap", keymap.setxkbmap).check()
                // Shift alone chooses nothing; the app reads the new keymap at the press.
                try await app.key("shift")
                let table = try await app.waitForTree("the cards keyed \(keymap.firstKeys)") { tree in
                    String(tree.cardsInGridOrder.prefix(6).compactMap { $0.cardKeys?.first }.joined()) == keymap.firstKeys
                }
                score += try await Self.typeASet(on: table, with: keymap, app: app)
                let scored = try await app.waitForTree("Score: \(score)") { $0.scoreText == "Score: \(score)" }
                #expect(scored.statusText == "Set! 3 points. Score \(score).", "\(scored)")
            }

            // Matchismo, still under Dvorak: the fifth card's key turns it up and gives it the focus.
            try await app.key("ctrl+1")
            let table = try await app.waitForTree("Matchismo's cards") { $0.cardsInGridOrder.count == 30 }
            let fifth = table.cardsInGridOrder[4]
            let key = try #require(fifth.cardKeys, "\(fifth)")
            #expect(key == ["O"], "\(fifth)")
            try await Self.press(key, with: .dvorak, app: app)
            let up = try await app.waitForTree("the fifth card face up") { $0.cardsInGridOrder[4].playingCard != nil }
            let card = try #require(up.cardsInGridOrder[4].playingCard)
            #expect(up.focusedCard?.gridPosition == up.cardsInGridOrder[4].gridPosition, "\(up)")
            #expect(up.statusText == "Turned up \(card.name). Score \u{2212}1.", "\(up)")
        }
    }

    /// Types the keys of a set found from the cards' names (dealing 3 more while
    /// none is on the table); returns the points it scores.
    static func typeASet(on table: AccessibleNode, with keymap: Keymap, app: AppSession) async throws -> Int {
        var tree = table
        for _ in 0..<4 {
            let cards = tree.cardsInGridOrder
            let setCards = cards.compactMap(\.setCard)
            guard let set = SetRules.firstSet(in: setCards) else {
                try await app.key("ctrl+d")
                tree = try await app.waitForTree("3 more cards") { $0.cardsInGridOrder.count == cards.count + 3 }
                continue
            }
            for (count, index) in set.enumerated() {
                let keys = try #require(cards[index].cardKeys, "\(cards[index])")
                try await press(keys, with: keymap, app: app)
                if count < 2 {
                    _ = try await app.waitForTree("\(cards[index].name) selected and focused") {
                        let node = $0.visibleCard(named: cards[index].name)
                        return node?.has(state: "pressed") == true && node?.has(state: "focused") == true
                    }
                }
            }
            return 3
        }
        throw HarnessError.timedOut("finding a set")
    }

    /// Presses a card's keys ("A", or "P" then "Q") by their keycodes on `keymap`.
    static func press(_ keys: [String], with keymap: Keymap, app: AppSession) async throws {
        for key in keys {
            let keycode = try #require(keymap.keycode(of: Character(key.lowercased())), "\(key) on \(keymap.setxkbmap)")
            try await app.key(String(keycode))
        }
    }
}
