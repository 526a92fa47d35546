import AdwKit
import GameModel
import GLibKit
import GtkKit

/// A player's name field in Preferences. The name is kept by `PlayerName`'s
/// rules; when what was typed breaks one (too long, or a line break or tab
/// pasted in), a note at the row's end says what is kept, and a screen reader
/// hears it as the field's description.
@MainActor
enum NameRow {
    static func make(title: String, text: String, onChange: @escaping @MainActor (String) -> Void) -> EntryRow {
        let row = EntryRow(title: title, text: text)
        let note = Label("")
        note.addCSSClass("caption")
        note.addCSSClass("dim-label")
        row.addSuffix(note)
        let show = { (name: String) in
            let text = Self.note(PlayerName.changes(name))
            note.text = text
            note.isVisible = !text.isEmpty
            row.setAccessibleDescription(text)
        }
        show(text)
        row.onChanged { name in
            show(name)
            onChange(name)
        }
        return row
    }

    /// What the note says of `changes`; empty when the name is kept as typed.
    static func note(_ changes: Set<PlayerName.Change>) -> String {
        var parts: [String] = []
        if changes.contains(.shortened) {
            // TRANSLATORS: beside a player's name field when the name typed is longer; {count} is 40.
            parts.append(trn("The first {count} character is kept", "The first {count} characters are kept", PlayerName.maximumLength)
                .counting(PlayerName.maximumLength))
        }
        if changes.contains(.cleaned) {
            // TRANSLATORS: beside a player's name field when a line break, tab or other control character was pasted into it.
            parts.append(tr("Line breaks and tabs become spaces"))
        }
        return parts.joined(separator: "\n")
    }
}
