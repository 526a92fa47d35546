
/// The keys of the app, grouped as the shortcuts window and the help show them.
enum KeyboardShortcuts {
    struct Group {
        let title: String
        let keys: [(accelerator: String, title: String)]
    }

    static let groups: [Group] = [
        Group(title: "Game", keys: [
            ("<Control>n", "New game"),
            ("<Control>z", "Undo the last move"),
            ("<Control>1", "Matchismo"),
            ("<Control>2", "Set"),
            ("<Control>3", "Single card"),
            ("<Control>4", "Face"),
        ]),
        Group(title: "Cards on the table", keys: [
            ("Left Right Up Down", "Move between cards"),
            ("Home End", "First or last card"),
            ("Tab <Shift>Tab", "Leave the table, or come back to the card you were on"),
            ("space Return", "Choose the focused card"),
            ("Escape", "Clear the Set selection, or spread a gathered pile"),
            ("<Control>g", "Gather the cards into a pile, or spread them"),
            ("<Control>r", "Shuffle the cards on the Set table"),
        ]),
        Group(title: "Set", keys: [
            ("<Control>d", "Deal 3 more cards"),
            ("<Control>h", "Hint: show a card of a set"),
        ]),
        Group(title: "Hearing the table", keys: [
            ("<Alt>s", "Say the score and the cards left"),
            ("<Alt>c", "Say the cards chosen so far"),
            ("<Alt>t", "Say every card on the table, row by row"),
        ]),
        Group(title: "Single card", keys: [
            ("Left Right", "Next card"),
            ("space", "Turn the card over"),
            ("plus minus", "Scale the court art"),
        ]),
        Group(title: "Face", keys: [
            ("Up Down", "Happier or sadder"),
            ("plus minus", "Larger or smaller"),
            ("Home", "Back to the standard face"),
        ]),
        Group(title: "General", keys: [
            ("<Control>comma", "Preferences"),
            ("<Control>i", "Statistics"),
            ("<Control>question", "Keyboard shortcuts"),
            ("F1", "Help"),
            ("<Control>q", "Quit"),
        ]),
    ]

    /// GtkBuilder XML for a `GtkShortcutsWindow` with id "shortcuts".
    static var builderXML: String {
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
