import Foundation
import GameModel
import TableCore
import Testing

/// The app started with LANG set to each shipped language: the cards are named
/// as the translation says, no English message is left in the window, a move is
/// told in the language, and Hebrew mirrors the chrome.
@Suite("Languages (end to end)", .serialized, .timeLimit(.minutes(3)))
struct LanguageTests {
    /// What the Set table is called with its grid, written out by hand for each language.
    static let tableNames = [
        "de": "Set-Tisch, 4 Zeilen, 3 Spalten", "fr": "Table de Set, 4 lignes, 3 colonnes",
        "es": "Mesa de Set, 4 filas, 3 columnas", "he": "שולחן סט, 4 שורות, 3 עמודות",
    ]

    @Test("Set in each language", arguments: ["de_DE", "fr_FR", "es_ES", "he_IL"])
    func setTable(locale: String) async throws {
        let language = String(locale.prefix(2))
        try Self.requireCompiledTranslation(language)
        let catalogue = try TranslationCatalogue(language: language)
        let deal = ClassicSetGame(seed: 3).table
        let expected = deal.map { catalogue[$0.name] }
        #expect(zip(expected, deal).allSatisfy { $0 != $1.name }, "untranslated card names: \(expected)")
        var options = AppSession.Options()
        options.appEnvironment = ["LANG": "\(locale).UTF-8", "LC_ALL": "\(locale).UTF-8"]
        try await AppSession.with(["--game=set", "--seed=3"], options: options) { app in
            let names = Set(SetCard.fullDeck.map { catalogue[$0.name] })
            let tree = try await app.waitForTree("12 cards named in \(language)") { Self.cards(in: $0, named: names).count == 12 }
            #expect(Self.cards(in: tree, named: names).map(\.name) == expected, "\(tree)")
            #expect(tree.allNodes.contains { $0.name == Self.tableNames[language] }, "\(tree)")
            #expect(tree.statusText == catalogue["Find three cards that are all the same or all different in each feature."])

            let english = catalogue.englishOnly
            let leftovers = tree.allNodes.flatMap { [$0.name, $0.accessibleDescription, $0.text ?? ""] }
                .filter { english.contains($0) }
            #expect(leftovers.isEmpty, "English in the \(language) window: \(leftovers)")

            try await app.key("space")
            let selected = catalogue["Selected {card}."].replacing("{card}", with: expected[0])
            let after = try await app.waitForTree("the status line to say \(selected)") { $0.statusText == selected }
            #expect(after.allNodes.contains { $0.name == expected[0] && $0.accessibleDescription.hasPrefix(catalogue["selected", context: "card state"]) })

            // Right to left, GTK mirrors the chrome: the status line stands right of the deck count.
            let status = try #require(after.allNodes.first { $0.role == "status bar" && $0.isOnScreen }?.extents)
            let deckCount = catalogue.plural("{count} card in the deck", count: 69)
            let deck = try #require(after.visibleLabels.first { $0.displayedText == deckCount }?.extents, "\(after)")
            #expect((status.x > deck.x) == (language == "he"), "status at \(status.x), deck count at \(deck.x)")
        }
    }

    @Test("--help and the command-line errors in each language; render's forms stay", arguments: ["de_DE", "fr_FR", "es_ES", "he_IL"])
    func commandLine(locale: String) async throws {
        let language = String(locale.prefix(2))
        try Self.requireCompiledTranslation(language)
        let catalogue = try TranslationCatalogue(language: language)
        let help = try await MatchismoCommand.run(["--help"], locale: "\(locale).UTF-8").check()
        // The lists of games are made from the games' names, each as the
        // language marks a command-line choice (Hebrew: left to right), with its "or".
        func choices(_ items: [String]) -> String {
            let items = items.map { catalogue["{choice}", context: "command-line choice"].replacing("{choice}", with: $0) }
            return catalogue["{first} or {last}"].replacing("{first}", with: items.dropLast().joined(separator: catalogue[", ", context: "list"]))
                .replacing("{last}", with: items.last!)
        }
        let gameOption = catalogue["Game to show: {games}"].replacing("{games}", with: choices(["matchismo", "set", "card", "face"]))
        #expect(help.stdout.contains(gameOption) && help.stdout.contains(catalogue["Card matching games: Matchismo and Set."]))
        #expect(!help.stdout.contains("Game to show"), "\(help.stdout)")
        if language == "de" { #expect(gameOption == "Anzuzeigendes Spiel: matchismo, set, card oder face") }

        let bad = try await MatchismoCommand.run(["--game=poker"], locale: "\(locale).UTF-8")
        let unknownGame = catalogue["unknown game '{value}'. Use {games}."]
            .replacing("{games}", with: choices(["--game=matchismo", "--game=set", "--game=card", "--game=face"]))
        #expect(bad.stderr == "matchismo: " + unknownGame.replacing("{value}", with: "poker") + "\n")
        #expect(bad.status == .exited(2))

        let render = try await MatchismoCommand.run(["render", "QX", "--output", "/nonexistent/card.png"], locale: "\(locale).UTF-8")
        #expect(render.stderr.hasPrefix("matchismo render: " + catalogue["unknown card '{value}'."].replacing("{value}", with: "QX") + "\n\n"
            + catalogue["Usage:"] + "\n  matchismo render CARD --size WIDTHxHEIGHT --output FILE"), "\(render.stderr)")
        #expect(render.status == .exited(2))
        let drawn = try await MatchismoCommand.run(["render", "2-striped-purple-squiggle", "--help"], locale: "\(locale).UTF-8")
        #expect(drawn.stdout.contains("such as") == false && drawn.stdout.contains("2-striped-purple-squiggle"), "\(drawn.stdout)")
    }

    @Test("German statistics: grouped numbers, a decimal comma and German dates, through the C library and GDateTime")
    func germanStatistics() async throws {
        try Self.requireCompiledTranslation("de")
        let data = HarnessPaths.appFilesParent.appendingPathComponent("matchismo-stats-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: data) }
        let result = #"{"score":31,"duration":187.5,"date":"2026-11-20T18:30:00Z","finished":true}"#
        let matchismo = #"{"played":1234,"finished":1,"bestScore":31,"totalScore":4321,"bestTime":187.5,"topResults":[\#(result)]}"#
        let empty = #"{"played":0,"finished":0,"totalScore":0,"topResults":[]}"#
        try #"{"format":1,"saved":"2026-11-23T12:00:00Z","payload":{"matchismo":\#(matchismo),"set":\#(empty)}}"#
            .write(to: data.appendingPathComponent("statistics.json"), atomically: true, encoding: .utf8)
        var options = AppSession.Options()
        options.appEnvironment = [
            "LANG": "de_DE.UTF-8", "LC_ALL": "de_DE.UTF-8", "TZ": "UTC", "MATCHISMO_DATA_DIR": data.path,
        ]
        try await AppSession.with(["--game=matchismo"], options: options) { app in
            try await app.key("ctrl+i")
            let texts = ["Gespielte Spiele", "1.234", "3,5", "3:08", "20.11.2026 18:30", "Beendet"]
            let tree = try await app.waitForTree("the German statistics") { tree in
                let shown = Set(tree.visibleLabels.map(\.displayedText))
                return texts.allSatisfy(shown.contains)
            }
            #expect(!tree.visibleLabels.contains { $0.displayedText == "Games played" })
        }
    }

    /// The on-screen card buttons whose names are among `names`.
    static func cards(in tree: AccessibleNode, named names: Set<String>) -> [AccessibleNode] {
        tree.allNodes.filter { AccessibleNode.cardRoles.contains($0.role) && names.contains($0.name) && $0.isOnScreen }
    }

    /// Fails, saying how to make them, when .build/locale lacks a compiled catalogue or holds an old one.
    static func requireCompiledTranslation(_ language: String) throws {
        let root = HarnessPaths.repositoryRoot
        let source = root.appendingPathComponent("po/\(language).po").path
        let compiled = root.appendingPathComponent(".build/locale/\(language)/LC_MESSAGES/matchismo.mo").path
        let files = FileManager.default
        let sourceDate = try files.attributesOfItem(atPath: source)[.modificationDate] as? Date
        let compiledDate = (try? files.attributesOfItem(atPath: compiled))?[.modificationDate] as? Date
        try #require(compiledDate != nil && compiledDate! >= sourceDate!,
                     "\(compiled) is missing or older than po/\(language).po: run ./dev test or po/compile-mo.sh .build/locale")
    }
}
