import Foundation

/// A shipped translation (po/LANG.po) read for checking what the app shows in
/// that language: English message (and context) to its translated forms.
struct TranslationCatalogue {
    let language: String
    /// Translated forms by context and English singular; one form unless the message has a plural.
    private var forms: [Key: [String]] = [:]

    private struct Key: Hashable {
        var context: String
        var id: String
    }

    init(language: String) throws {
        self.language = language
        let text = try String(
            contentsOf: HarnessPaths.repositoryRoot.appendingPathComponent("po/\(language).po"), encoding: .utf8)
        for entry in text.components(separatedBy: "\n\n") {
            var fields: [(name: String, text: String)] = []
            for line in entry.split(separator: "\n") where !line.hasPrefix("#") {
                if line.hasPrefix("\""), !fields.isEmpty {
                    fields[fields.count - 1].text += Self.unquoted(line)
                } else if let space = line.firstIndex(of: " ") {
                    fields.append((String(line[..<space]), Self.unquoted(line[line.index(after: space)...])))
                }
            }
            let field = { (name: String) in fields.first { $0.name == name }?.text }
            guard let id = field("msgid"), !id.isEmpty else { continue }
            forms[Key(context: field("msgctxt") ?? "", id: id)] = fields.filter { $0.name.hasPrefix("msgstr") }.map(\.text)
        }
    }

    /// The translation of `english` (in `context`); the English itself when there is none.
    subscript(_ english: String, context context: String = "") -> String {
        forms[Key(context: context, id: english)]?.first ?? english
    }

    /// The plural form for a count other than one (in every shipped language), with the count filled in.
    func plural(_ englishSingular: String, count: Int) -> String {
        let translated = forms[Key(context: "", id: englishSingular)] ?? []
        return (translated.count > 1 ? translated[1] : englishSingular).replacing("{count}", with: String(count))
    }

    /// English messages whose translation differs: any of them on screen is English left behind.
    var englishOnly: Set<String> {
        Set(forms.filter { $0.value.count == 1 && $0.value[0] != $0.key.id && !$0.key.id.contains("{") }.map(\.key.id))
    }

    private static func unquoted(_ literal: Substring) -> String {
        String(literal.dropFirst().dropLast()).replacing("\\\"", with: "\"").replacing("\\\\", with: "\\")
    }
}
