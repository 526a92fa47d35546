import GLibKit
import TableCore

/// The keys of the app (`KeyTable`'s, then the card keys), grouped as the
/// shortcuts window and the help show them.
enum KeyboardShortcuts {
    struct Group {
        let title: String
        let keys: [(accelerator: String, title: String)]
    }

    /// The listed keys of `KeyTable`, section by section.
    static var groups: [Group] {
        let bindings = KeyTable.bindings
        return KeySection.allCases.compactMap { section in
            let keys = bindings.filter { $0.section == section }.compactMap { binding in
                binding.title.map { (accelerator: binding.accelerator, title: $0) }
            }
            return keys.isEmpty ? nil : Group(title: section.title, keys: keys)
        }
    }

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

    /// The window's title and accessible name, for the window list and a
    /// screen reader (its header bar shows the sections instead). The window
    /// has the dialog role: on GTK 4.18, which deprecates it, it reached
    /// screen readers as an unnamed panel without one.
    static var title: String { tr("Keyboard shortcuts") }

    /// GtkBuilder XML for a `GtkShortcutsWindow` with id "shortcuts", with the card keys of `cardKeys`.
    static func builderXML(cardKeys: CardKeys) -> String {
        let groups = groups(cardKeys: cardKeys)
        var xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <interface>
              <object class="GtkShortcutsWindow" id="shortcuts">
                <property name="accessible-role">dialog</property>
                <property name="modal">1</property>
                <property name="title">\(escape(title))</property>
                <accessibility><property name="label">\(escape(title))</property></accessibility>
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
        text.replacingAll("&", with: "&amp;").replacingAll("<", with: "&lt;")
            .replacingAll(">", with: "&gt;")
    }
}
