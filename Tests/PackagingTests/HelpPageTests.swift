import Foundation
import Testing

/// The help that F1 opens in Yelp (help/): Mallard pages that yelp-check finds
/// nothing wrong with, in English and merged into every language of
/// help/LINGUAS as meson's `gnome.yelp` merges them (itstool), and the page
/// list meson installs.
@Suite("Help pages")
struct HelpPageTests {
    static let folder = RepositoryLayout.url("help")
    static let english = folder.appendingPathComponent("C")

    /// The pages in help/C, by name, sorted.
    static var pages: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: english.path)) ?? []).filter { $0.hasSuffix(".page") }.sorted()
    }

    /// The figures in help/C/figures, as the pages name them ("figures/set.png"), sorted.
    static var figures: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: english.appendingPathComponent("figures").path)) ?? [])
            .filter { $0.hasSuffix(".png") }.map { "figures/\($0)" }.sorted()
    }

    static let languages = (try? String(contentsOf: folder.appendingPathComponent("LINGUAS"), encoding: .utf8))?
        .split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") } ?? []

    @Test("German is shipped")
    func shippedLanguages() {
        #expect(Self.languages == ["de"])
    }

    @Test("help/meson.build lists exactly the pages in help/C")
    func mesonListsEveryPage() throws {
        let text = try String(contentsOf: Self.folder.appendingPathComponent("meson.build"), encoding: .utf8)
        let list = try #require(text.firstMatch(of: /help_pages = \[([^\]]*)\]/), "no help_pages list in help/meson.build")
        let listed = list.output.1.matches(of: /'([^']+)'/).map { String($0.output.1) }
        #expect(listed == listed.sorted(), "keep help_pages sorted")
        #expect(listed.sorted() == Self.pages, "help_pages: \(listed.sorted()); help/C: \(Self.pages)")
        #expect(Self.pages.contains("index.page"))
    }

    @Test("Every figure a page shows is in help/C, installed by meson and made by the screenshot script")
    func figuresComeFromTheScript() throws {
        let shown = Set(try Self.pages.flatMap { page in
            try String(contentsOf: Self.english.appendingPathComponent(page), encoding: .utf8)
                .matches(of: /<media type="image"[^>]* src="([^"]+)"/).map { String($0.output.1) }
        })
        #expect(!shown.isEmpty && shown == Set(Self.figures), "shown: \(shown.sorted()); help/C/figures: \(Self.figures)")
        let meson = try String(contentsOf: Self.folder.appendingPathComponent("meson.build"), encoding: .utf8)
        let list = try #require(meson.firstMatch(of: /help_media = \[([^\]]*)\]/), "no help_media list in help/meson.build")
        #expect(Set(list.output.1.matches(of: /'([^']+)'/).map { String($0.output.1) }) == shown)
        let script = try String(contentsOf: RepositoryLayout.url("data/screenshots/take-screenshots.sh"), encoding: .utf8)
        for figure in shown {
            #expect(FileManager.default.fileExists(atPath: Self.english.appendingPathComponent(figure).path), "\(figure)")
            let name = URL(fileURLWithPath: figure).deletingPathExtension().lastPathComponent
            #expect(script.contains("OUT=$figures") && script.contains(" \(name) "), "take-screenshots.sh makes no \(figure)")
        }
    }

    @Test("yelp-check validate --strict says nothing about the English pages")
    func englishPagesValidate() async throws {
        try #require(!Self.pages.isEmpty)
        let result = try await HostTool.yelpCheck.run(["validate", "--strict"] + Self.pages, in: Self.english)
        #expect(result.succeeded && result.combinedOutput.isEmpty, "\(result)")
    }

    /// `links`: every xref reaches a page or section; `ids`: every page's id is
    /// its file's name; `orphans`: every page is reached from the index.
    @Test("yelp-check finds no broken link, wrong page id or page out of reach", arguments: ["links", "ids", "orphans"])
    func pagesHangTogether(check: String) async throws {
        let result = try await HostTool.yelpCheck.run([check] + Self.pages, in: Self.english)
        #expect(result.succeeded && result.combinedOutput.isEmpty, "\(result)")
    }

    @Test("Each language is complete, valid for msgfmt and merged with the pages' messages", arguments: languages)
    func complete(language: String) async throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let template = try await Self.template(in: scratch)
        let po = Self.folder.appendingPathComponent("\(language)/\(language).po")
        let result = try await HostTool.msgfmt.run(["--check", "--statistics", "--output-file=/dev/null", po.path])
        #expect(result.succeeded, "\(result)")
        #expect(result.standardError.trimmingCharacters(in: .whitespacesAndNewlines)
            == "\(template.messages.count) translated messages.", "\(result)")
        let translation = try Catalogue(contentsOf: po)
        #expect(translation.keys == template.keys,
                "help/\(language)/\(language).po is not merged with the pages: run help-\(RepositoryLayout.applicationID)-update-po")
    }

    @Test("Each translation keeps the markup of its message", arguments: languages)
    func keepsMarkup(language: String) throws {
        let tags = { (text: String) in text.matches(of: /<[^>]+>/).map { String($0.output) }.sorted() }
        for message in try Catalogue(contentsOf: Self.folder.appendingPathComponent("\(language)/\(language).po")).messages {
            for translation in message.translations where !translation.isEmpty {
                #expect(tags(translation) == tags(message.id), "\(language): \(message.key) → \(translation)")
            }
        }
    }

    @Test("The pages merged with each language validate, and are translated", arguments: languages)
    func translatedPagesValidate(language: String) async throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let catalogue = scratch.url.appendingPathComponent("\(language).mo")
        let po = Self.folder.appendingPathComponent("\(language)/\(language).po")
        let compiled = try await HostTool.msgfmt.run(["--output-file=\(catalogue.path)", po.path])
        try #require(compiled.succeeded, "\(compiled)")
        let pages = scratch.url.appendingPathComponent(language)
        try FileManager.default.createDirectory(at: pages, withIntermediateDirectories: true)
        let merged = try await HostTool.itstool.run(
            ["-m", catalogue.path, "--lang", language, "-o", pages.path + "/"] + Self.pages, in: Self.english)
        #expect(merged.succeeded && merged.combinedOutput.isEmpty, "\(merged)")
        let result = try await HostTool.yelpCheck.run(["validate", "--strict"] + Self.pages, in: pages)
        #expect(result.succeeded && result.combinedOutput.isEmpty, "\(result)")
        for page in Self.pages {
            let original = try String(contentsOf: Self.english.appendingPathComponent(page), encoding: .utf8)
            let translated = try String(contentsOf: pages.appendingPathComponent(page), encoding: .utf8)
            #expect(translated != original, "\(page) was not translated into \(language)")
            #expect(translated.contains("xml:lang=\"\(language)\""), "\(page) in \(language) does not say its language")
        }
    }

    /// The pages' messages, as meson's `help-…-pot` target writes them (itstool).
    static func template(in scratch: Scratch) async throws -> Catalogue {
        let pot = scratch.url.appendingPathComponent("help.pot")
        let result = try await HostTool.itstool.run(["-o", pot.path] + pages, in: english)
        try #require(result.succeeded, "\(result)")
        return try Catalogue(contentsOf: pot)
    }
}

/// A temporary folder of one test's own.
struct Scratch {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("matchismo-help-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func remove() { try? FileManager.default.removeItem(at: url) }
}
