import Foundation
import Testing

/// The translations in po/: complete, valid for msgfmt, and faithful to each
/// message's placeholders, plurals and corner indices.
@Suite("Translations")
struct TranslationTests {
    static let languages = (try? String(contentsOf: RepositoryLayout.url("po/LINGUAS"), encoding: .utf8))?
        .split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") } ?? []

    static func catalogue(_ language: String) throws -> Catalogue {
        try Catalogue(contentsOf: RepositoryLayout.url("po/\(language).po"))
    }

    @Test("German, French, Spanish and Hebrew are shipped")
    func shippedLanguages() {
        #expect(Self.languages == ["de", "es", "fr", "he"])
    }

    @Test("msgfmt --check passes and every message is translated", arguments: languages)
    func complete(language: String) async throws {
        let template = try Catalogue(contentsOf: RepositoryLayout.url("po/matchismo.pot"))
        let result = try await HostTool.msgfmt.run(["--check", "--statistics", "--output-file=/dev/null", "po/\(language).po"])
        #expect(result.succeeded, "\(result)")
        // All translated: no "untranslated" or "fuzzy" count follows.
        #expect(result.standardError.trimmingCharacters(in: .whitespacesAndNewlines)
            == "\(template.messages.count) translated messages.", "\(result)")
        let translation = try Self.catalogue(language)
        #expect(translation.keys == template.keys, "po/\(language).po is not merged with the template")
    }

    @Test("Translations keep every placeholder of their message", arguments: languages)
    func placeholders(language: String) throws {
        for message in try Self.catalogue(language).messages {
            let wanted = Catalogue.placeholders(in: message.id).union(Catalogue.placeholders(in: message.plural ?? ""))
            for translation in message.translations {
                // A singular form may leave out {count} ("one card"); nothing else may be lost or invented.
                let found = Catalogue.placeholders(in: translation)
                #expect(found.isSubset(of: wanted), "\(language): \(message.key) → \(translation)")
                #expect(wanted.subtracting(found).isSubset(of: ["{count}"]), "\(language): \(message.key) → \(translation)")
            }
        }
    }

    @Test("Corner indices: German B D K, French V D R, the others J Q K; all differ", arguments: languages)
    func cornerIndices(language: String) throws {
        let messages = try Self.catalogue(language).messages
        let indices = ["ace", "jack", "queen", "king"].map { rank in
            messages.first { $0.context == "corner index of the \(rank)" }?.translations.first ?? ""
        }
        let expected = ["de": ["A", "B", "D", "K"], "fr": ["A", "V", "D", "R"]][language] ?? ["A", "J", "Q", "K"]
        #expect(indices == expected)
    }
}
