import GameModel
import Testing

@testable import TableCore

/// The rules for players' names: any script, marks and emoji kept
/// byte for byte; control and bidi formatting characters cleaned; 40
/// characters at most, never cut inside one; right-to-left names isolated in
/// sentences so they cannot move the numbers beside them.
@MainActor
@Suite("Players' names")
struct PlayerNameTests {
    static let hebrew = "אַבְרָהָם"  // with its vowel points, combining marks
    static let arabic = "ليلى"
    static let family = "👩‍👩‍👧"  // one character of five scalars

    @Test("Right-to-left text, combining marks and emoji are kept byte for byte")
    func keptAsGiven() {
        for name in [Self.hebrew, Self.arabic, "Zoë" + "\u{308}", Self.family + " Anna", "Jürgen-Éloïse"] {
            #expect(PlayerName.normalized(name) == name)
            #expect(Array(PlayerName.normalized(name).utf8) == Array(name.utf8))
            #expect(PlayerName.changes(name).isEmpty, "\(name)")
        }
    }

    @Test("Line breaks, tabs, NUL and other controls become spaces; bidi overrides and isolates go")
    func controlsCleaned() {
        #expect(PlayerName.normalized("Anna\nBerg") == "Anna Berg")
        #expect(PlayerName.normalized("Anna\tBerg\r\n") == "Anna Berg")
        #expect(PlayerName.normalized("A\u{0}B\u{7F}C\u{85}D\u{2028}E") == "A B C D E")
        #expect(PlayerName.normalized("\u{202E}annA") == "annA")
        #expect(PlayerName.normalized("\u{2067}Ben\u{2069} \u{202B}x\u{202C}") == "Ben x")
        #expect(PlayerName.changes("Anna\nBerg") == [.cleaned])
        // White space at the ends alone is no change worth a note.
        #expect(PlayerName.changes("  Anna ").isEmpty)
        // Joiners and marks that shape a script stay (Persian's zero-width non-joiner, an emoji's joiner).
        #expect(PlayerName.normalized("می\u{200C}خواهم") == "می\u{200C}خواهم")
    }

    @Test("At most 40 characters, counted as a reader sees them, never cutting a mark or an emoji")
    func lengthCapped() {
        let marked = String(repeating: "e\u{301}", count: 1_000)
        #expect(PlayerName.normalized(marked) == String(repeating: "e\u{301}", count: 40))
        let emoji = String(repeating: Self.family, count: 1_000)
        #expect(PlayerName.normalized(emoji) == String(repeating: Self.family, count: 40))
        #expect(PlayerName.normalized(emoji).unicodeScalars.count == 200)
        // A cut that ends at a space leaves none at the end.
        #expect(PlayerName.normalized(String(repeating: "a", count: 39) + " b") == String(repeating: "a", count: 39))
        #expect(PlayerName.changes(marked) == [.shortened])
        #expect(PlayerName.changes("\u{202E}" + marked) == [.cleaned, .shortened])
        #expect(PlayerName.changes(String(repeating: "a", count: 40)).isEmpty)
    }

    @Test("A right-to-left name is isolated in sentences; other names are left alone")
    func isolation() {
        #expect(PlayerText.isolated(Self.hebrew) == "\u{2068}" + Self.hebrew + "\u{2069}")
        #expect(PlayerText.isolated("Anna " + Self.arabic) == "\u{2068}Anna \(Self.arabic)\u{2069}")
        #expect(PlayerText.isolated("Anna") == "Anna")
        #expect(PlayerText.isolated(Self.family) == Self.family)
        let player = MatchPlayer(name: Self.hebrew)
        #expect(PlayerText.spoken(player, keyName: "Left Shift", state: .waiting)
            == "\u{2068}\(Self.hebrew)\u{2069}, 0 points, claim key Left Shift")
    }

    @Test("The standings keep each score beside its own name")
    func standings() throws {
        let table = SetTable(seed: 7)
        table.seat(["Anna", Self.hebrew])
        var context = TableContext(of: table)
        context.match = table.match
        let match = try #require(table.match)
        #expect(EventText.standings(match, in: context) == "Anna 0, \u{2068}\(Self.hebrew)\u{2069} 0.")
    }
}
