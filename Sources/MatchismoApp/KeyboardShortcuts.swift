import GameModel
import GLibKit
import TableCore

/// The keys of the app, grouped as the shortcuts window and the help show them.
enum KeyboardShortcuts {
    struct Group {
        let title: String
        let keys: [(accelerator: String, title: String)]
    }

    static var groups: [Group] { [
        Group(title: tr("Game"), keys: [
            ("<Control>n", tr("New game")),
            ("<Control>z", tr("Undo the last move")),
            ("<Control>p Pause", tr("Pause or resume: stop the clock and hide the cards")),
            ("<Control>1", GameKind.matchismo.title),
            ("<Control>2", GameKind.set.title),
            ("<Control>3", GameKind.card.title),
            ("<Control>4", GameKind.face.title),
        ]),
        Group(title: tr("Cards on the table"), keys: [
            ("Left Right Up Down", tr("Move between cards")),
            ("Home End", tr("First or last card")),
            ("Tab <Shift>Tab", tr("Leave the table, or come back to the card you were on")),
            ("space Return", tr("Choose the focused card")),
            ("Escape", tr("Clear the Set selection, or spread a gathered pile")),
            ("<Control>g", tr("Gather the cards into a pile, or spread them")),
            ("<Control>r", tr("Shuffle the cards on the Set table")),
        ]),
        Group(title: GameKind.matchismo.title, keys: [
            ("<Control><Shift>n", tr("Restart this deal")),
            ("<Control>o", tr("Choose a deal by its number")),
            ("<Control>m", tr("Match history: each turn's cards and points")),
        ]),
        Group(title: GameKind.set.title, keys: [
            ("<Control>d", tr("Deal 3 more cards")),
            ("<Control>h", tr("Hint: show a card of a set")),
        ]),
        // TRANSLATORS: the shortcuts window's group of claim keys, for players sharing the Set table.
        Group(title: tr("Players at one table"), keys: ClaimKey.allCases.map { key in
            // TRANSLATORS: a claim key pressed and let go by itself; {player} is "Player 2".
            (key.keyName, tr("{player} claims a set (the key alone)").filling(["player": PlayerText.defaultName(seat: key.seat)]))
        }),
        Group(title: tr("Hearing the table"), keys: [
            ("<Alt>s", tr("Say the score, the cards left and the time")),
            ("<Alt>c", tr("Say the cards chosen so far")),
            ("<Alt>t", tr("Say every card on the table, row by row")),
        ]),
        Group(title: GameKind.card.title, keys: [
            ("Left Right", tr("Next card")),
            ("space", tr("Turn the card over")),
            ("plus minus", tr("Scale the court art")),
        ]),
        Group(title: GameKind.face.title, keys: [
            ("Up Down", tr("Happier or sadder")),
            ("plus minus", tr("Larger or smaller")),
            ("Home", tr("Back to the standard face")),
        ]),
        Group(title: tr("General"), keys: [
            ("<Control>comma", tr("Preferences")),
            ("<Control>i", tr("Statistics")),
            ("<Control>question", tr("Keyboard shortcuts")),
            ("F1", tr("Help")),
            ("<Control>q", tr("Quit")),
        ]),
    ] }

    /// The groups with the card keys of `cardKeys` after the table's keys.
    static func groups(cardKeys: CardKeys) -> [Group] {
        var all = groups
        all.insert(cardKeyGroup(cardKeys), at: min(2, all.count))
        return all
    }

    /// The card keys: the single keys three by three, in the order of the cards
    /// (row by row), then each prefix key with the cards its sequences choose.
    static func cardKeyGroup(_ cardKeys: CardKeys) -> Group {
        let limit = CardKeys.maximumTableSize
        var keys: [(accelerator: String, title: String)] = stride(from: 0, to: cardKeys.singles.count, by: 3).map { first in
            let last = min(first + 3, cardKeys.singles.count) - 1
            let accelerator = cardKeys.singles[first...last].map(String.init).joined(separator: " ")
            return (accelerator, cardRange(first, last))
        }
        for (number, prefix) in cardKeys.prefixes.enumerated() {
            let first = cardKeys.singles.count + number * (cardKeys.capacity - cardKeys.singles.count) / cardKeys.prefixes.count
            guard first < limit else { break }
            let last = min(first + (cardKeys.capacity - cardKeys.singles.count) / cardKeys.prefixes.count, limit) - 1
            // TRANSLATORS: a prefix key, then one of the card keys in their order, chooses one of these cards.
            keys.append((String(prefix), tr("Then a card key: {cards}").filling(["cards": cardRange(first, last)])))
        }
        // TRANSLATORS: the title of the card keys in the shortcuts window; {layout} is "QWERTY", "AZERTY"…
        return Group(title: tr("Cards by key ({layout})").filling(["layout": cardKeys.layout.title]), keys: keys)
    }

    /// "Cards 1 to 3" (counted in reading order), or "Card 34".
    private static func cardRange(_ first: Int, _ last: Int) -> String {
        if first == last {
            // TRANSLATORS: the card a key chooses, counted row by row from the first.
            return tr("Card {number}").filling(["number": String(first + 1)])
        }
        // TRANSLATORS: the cards a row of keys chooses, counted row by row from the first.
        return tr("Cards {first} to {last}").filling(["first": String(first + 1), "last": String(last + 1)])
    }

    /// GtkBuilder XML for a `GtkShortcutsWindow` with id "shortcuts", with the card keys of `cardKeys`.
    static func builderXML(cardKeys: CardKeys) -> String {
        let groups = groups(cardKeys: cardKeys)
        var xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <interface>
              <object class="GtkShortcutsWindow" id="shortcuts">
                <property name="modal">1</property>
                <child>
                  <object class="GtkShortcutsSection">
                    <property name="section-name">shortcuts</property>
                    <property name="max-height">14</property>

            """
        for group in groups {
            xml += "        <child><object class=\"GtkShortcutsGroup\"><property name=\"title\">\(escape(group.title))</property>\n"
            for key in group.keys {
                xml += """
                              <child><object class="GtkShortcutsShortcut">\
                    <property name="accelerator">\(escape(key.accelerator))</property>\
                    <property name="title">\(escape(key.title))</property></object></child>

                    """
            }
            xml += "        </object></child>\n"
        }
        xml += "      </object>\n    </child>\n  </object>\n</interface>\n"
        return xml
    }

    private static func escape(_ text: String) -> String {
        text.replacing("&", with: "&amp;").replacing("<", with: "&lt;")
            .replacing(">", with: "&gt;")
    }
}
