import Foundation
import GameModel
import Testing

/// Players' names of any kind: Hebrew with its vowel points,
/// Arabic, an emoji family, and a name of 1,000 characters with a line break,
/// a tab and a right-to-left override, written to the settings as any
/// program could. The players bar keeps its height, a screen reader hears
/// each name whole (the long one cut to 40 characters, the controls as
/// spaces, the override gone), a right-to-left name stays apart from the
/// score after it, and the statistics keep the names byte for byte.
@Suite("Players' names of any kind (end to end)", .serialized, .timeLimit(.minutes(4)))
struct PlayerNamesTests {
    typealias Data = SavedGameTests.DataFolder

    static let hebrew = "אַבְרָהָם 👩‍👩‍👧 ليلى"
    static let hostile = "Ben\nBerg\t\u{202E}nnA " + String(repeating: "e\u{301}", count: 1_000)
    /// `hostile` as the app keeps it.
    static let kept = "Ben Berg nnA " + String(repeating: "e\u{301}", count: 27)

    /// The names as GVariant text for `gsettings set`.
    static func variantText(_ names: [String]) -> String {
        let escaped = names.map { name in
            name.unicodeScalars.map { scalar -> String in
                switch scalar {
                case "\n": "\\n"
                case "\t": "\\t"
                case "'", "\\": "\\" + String(scalar)
                case _ where scalar.value == 0x202E: "\\u202e"
                default: String(scalar)
                }
            }.joined()
        }
        return "[" + escaped.map { "'\($0)'" }.joined(separator: ", ") + "]"
    }

    @Test("Right-to-left, marks, emoji, 1,000 characters and controls: bar, screen reader, statistics")
    func namesOfAnyKind() async throws {
        #expect(PlayerName.normalized(Self.hostile) == Self.kept)
        let data = try Data()
        defer { data.remove() }
        var options = data.options
        options.settingsBackend = "keyfile"
        try await AppSession.with(["--date=2026-11-23", "--players=2"], options: options) { app in
            let plain = try await app.settledTree()
            let plainButton = try #require(PlayersTests.player("Player 2", in: plain)?.extents, "\(plain)")
            _ = try await app.gsettings("set", "io.github.matchismo.Matchismo", "player-names", Self.variantText([Self.hebrew, Self.hostile]))
            let spokenHebrew = "\u{2068}\(Self.hebrew)\u{2069}"
            var tree = try await app.waitForTree("the names in the players bar") { PlayersTests.player(spokenHebrew, in: $0) != nil }
            #expect(PlayersTests.player(spokenHebrew, in: tree)?.name == "\(spokenHebrew), 0 points, claim key Left Shift", "\(tree)")
            #expect(PlayersTests.player(Self.kept, in: tree)?.name == "\(Self.kept), 0 points, claim key Right Shift", "\(tree)")
            // The bar keeps its height and its width: the long name ends in "…".
            let window = try #require(tree.findAll(role: "frame").first { $0.name == "Matchismo" }?.extents)
            for name in [spokenHebrew, Self.kept] {
                let button = try #require(PlayersTests.player(name, in: tree)?.extents)
                #expect(button.height == plainButton.height && button.y == plainButton.y, "\(button) vs \(plainButton)")
                #expect(window.contains(button), "\(button) outside \(window)")
            }
            // Both visible labels hold the names as kept, the override gone.
            let labels = tree.visibleLabels.map(\.displayedText)
            #expect(labels.contains(Self.hebrew) && labels.contains(Self.kept), "\(labels)")

            // Abraham takes all six sets; the sentences isolate his name.
            for round in 1...6 {
                try await PlayersTests.claimAndChooseASet(as: "Shift_L", app: app)
                tree = try await app.waitForTree("set \(round)") { $0.statusText?.contains("\(round) of 6 sets found") == true }
            }
            let over = try await app.waitForTree("the winner") { $0.statusText?.contains("Game over.") == true }
            #expect(over.statusText?.contains("Game over. \(spokenHebrew) wins with 6 points. \(Self.kept) 0. Time ") == true,
                    "\(over.statusText ?? "")")

            // statistics.json holds both names byte for byte, as UTF-8.
            try await waitUntil("both players in statistics.json") { (try? PlayersTests.players(data))?.count == 2 }
            let bytes = try Foundation.Data(contentsOf: data.file("statistics.json"))
            for name in [Self.hebrew, Self.kept] {
                #expect(bytes.range(of: Foundation.Data("\"\(name)\"".utf8)) != nil, "\(name) in \(String(decoding: bytes, as: UTF8.self))")
            }
            #expect(Set(try PlayersTests.players(data).keys) == [Self.hebrew, Self.kept])

            // The Statistics window lists them, each name whole for a screen reader, in a window no wider than the screen.
            let page = try await PlayersTests.openPlayersPage(app) { labels in
                Set(labels).isSuperset(of: [Self.hebrew, Self.kept])
            }
            let statistics = try #require(page.findAll(role: "frame").first { $0.name == "Statistics" })
            let row = statistics.visibleLabels.map(\.displayedText)
            let index = try #require(row.firstIndex(of: Self.hebrew))
            #expect(Array(row[index..<min(index + 5, row.count)]) == [Self.hebrew, "1", "1", "6", "6"], "\(row)")
            let frame = try #require(statistics.extents)
            #expect(frame.width <= 1280, "\(frame)")
            let status = await app.appStatus
            #expect(status == .running)
        }
    }
}
