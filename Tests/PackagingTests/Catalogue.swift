import Foundation

/// The messages of a gettext catalogue (`.pot` or `.po`), read without gettext's tools.
struct Catalogue {
    /// One message: its context, its text and plural, and its translations.
    struct Message: Hashable {
        var context: String?
        var id: String
        var plural: String?
        var translations: [String] = []
        /// Source references (`#: file:line`).
        var references: [String] = []

        /// What identifies the message in a catalogue.
        var key: Key { Key(context: context, id: id, plural: plural) }
    }

    struct Key: Hashable, CustomStringConvertible {
        var context: String?
        var id: String
        var plural: String?

        var description: String {
            (context.map { "[\($0)] " } ?? "") + "\"\(id)\"" + (plural.map { " / \"\($0)\"" } ?? "")
        }
    }

    /// Every message but the header.
    let messages: [Message]

    var keys: Set<Key> { Set(messages.map(\.key)) }

    init(contentsOf url: URL) throws {
        try self.init(text: String(contentsOf: url, encoding: .utf8))
    }

    init(text: String) {
        var messages: [Message] = []
        var current = Message(id: "")
        var field: WritableKeyPath<Message, String>?
        var translation: Int?
        var started = false
        func finish() {
            if started, !current.id.isEmpty { messages.append(current) }
            current = Message(id: "")
            field = nil
            translation = nil
            started = false
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.isEmpty { finish(); continue }
            if line.hasPrefix("#:") {
                current.references += line.dropFirst(2).split(separator: " ").map(String.init)
                continue
            }
            if line.hasPrefix("#") { continue }
            started = true
            if line.hasPrefix("\""), let text = Self.quoted(line) {
                if let translation { current.translations[translation] += text }
                else if let field { current[keyPath: field] += text }
                else if current.context != nil, current.id.isEmpty { current.context! += text }
                else if current.plural != nil { current.plural! += text }
                continue
            }
            let parts = line.split(separator: " ", maxSplits: 1)
            guard parts.count == 2, let text = Self.quoted(parts[1]) else { continue }
            field = nil
            translation = nil
            switch parts[0] {
            case "msgctxt": current.context = text
            case "msgid": current.id = text; field = \.id
            case "msgid_plural": current.plural = text
            default:
                current.translations.append(text)
                translation = current.translations.count - 1
            }
        }
        finish()
        self.messages = messages
    }

    /// The text of a C string literal line: `"a \"b\"\n"` → `a "b"` and a line break.
    private static func quoted(_ literal: Substring) -> String? {
        guard literal.hasPrefix("\""), literal.hasSuffix("\""), literal.count >= 2 else { return nil }
        var text = ""
        var escaped = false
        for character in literal.dropFirst().dropLast() {
            if escaped {
                text.append(character == "n" ? "\n" : character == "t" ? "\t" : character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                text.append(character)
            }
        }
        return text
    }

    /// The `{placeholders}` a message names.
    static func placeholders(in text: String) -> Set<String> {
        Set(text.matches(of: /\{[a-z_]+\}/).map { String($0.output) })
    }
}
