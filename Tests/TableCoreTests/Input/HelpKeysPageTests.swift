import Foundation
import Testing

@testable import TableCore

/// The help's page of keys (help/C/keys.page) is written for players, like the
/// README's key table; this test holds it to `KeyTable` the same way: every key
/// the shortcuts window lists is on the page, and every key the page's tables
/// name is one `KeyTable` declares, each under the same view (the page's
/// sections "single-card" and "face", or the rest).
@Suite("The help's page of keys")
struct HelpKeysPageTests {
    typealias Entry = ReadmeKeyTableTests.Entry

    static let page = ReadmeKeyTableTests.readme.deletingLastPathComponent().appendingPathComponent("help/C/keys.page")

    /// The page's words for keys, in GTK's names.
    static let names: [String: String] = [
        "Space": "space", "Enter": "Return", "Esc": "Escape", "+": "plus", "−": "minus", "?": "question", ",": "comma",
        "Left Shift": "Shift_L", "Right Shift": "Shift_R", "Left Ctrl": "Control_L", "Right Ctrl": "Control_R",
    ]
    static let modifiers = ["Ctrl": "<Control>", "Alt": "<Alt>", "Shift": "<Shift>"]

    /// The keys of one `<keyseq>` (or a lone `<key>`), ["Ctrl", "Shift", "N"], as "<control><shift>n".
    static func accelerator(_ keys: [String]) -> String {
        let held = keys.dropLast().map { modifiers[$0] ?? "<\($0)>" }.joined()
        let key = keys.last ?? ""
        return ReadmeKeyTableTests.normalized(held + (names[key] ?? key))
    }

    /// The keys in the first cell of each table row, section by section.
    static func keys(inPage text: String) -> [Entry] {
        var entries: [Entry] = []
        for section in text.matches(of: /<section id="([^"]+)">([\s\S]*?)<\/section>/) {
            let place: ReadmeKeyTableTests.Place = switch section.output.1 {
            case "single-card": .singleCard
            case "face": .face
            default: .rest
            }
            for row in section.output.2.matches(of: /<tr>\s*<td>([\s\S]*?)<\/td>/) {
                let cell = String(row.output.1)
                for sequence in cell.matches(of: /<keyseq>([\s\S]*?)<\/keyseq>/) {
                    let keys = sequence.output.1.matches(of: /<key>([^<]*)<\/key>/).map { String($0.output.1) }
                    entries.append(Entry(place: place, key: accelerator(keys)))
                }
                for key in cell.replacing(/<keyseq>[\s\S]*?<\/keyseq>/, with: "").matches(of: /<key>([^<]*)<\/key>/) {
                    entries.append(Entry(place: place, key: accelerator([String(key.output.1)])))
                }
            }
        }
        return entries
    }

    /// Every key `KeyTable` declares, listed or not (Ctrl+W closes a window, and is on the page).
    static func allDeclaredKeys() -> [Entry] {
        KeyTable.bindings.flatMap { binding in
            let place: ReadmeKeyTableTests.Place = binding.section == .singleCard ? .singleCard : binding.section == .face ? .face : .rest
            return binding.keys.map { Entry(place: place, key: ReadmeKeyTableTests.normalized($0.accelerator)) }
        }
    }

    @Test("The help's page of keys lists what the key table declares, and nothing else")
    func theHelpListsWhatKeyTableDeclares() throws {
        let page = Set(Self.keys(inPage: try String(contentsOf: Self.page, encoding: .utf8)))
        try #require(page.count > 30, "no key tables in help/C/keys.page")
        let listed = Set(ReadmeKeyTableTests.declaredKeys()), declared = Set(Self.allDeclaredKeys())
        #expect(page.subtracting(declared).isEmpty, "in help/C/keys.page but not in KeyTable: \(page.subtracting(declared))")
        #expect(listed.subtracting(page).isEmpty, "in KeyTable but not in help/C/keys.page: \(listed.subtracting(page))")
    }

    /// The reading of rows shaped like the page's.
    @Test("The help page's rows read as the keys they name, under their section")
    func rowsReadAsKeys() {
        let text = """
            <section id="game"><table><tr>
              <td><p><keyseq><key>Ctrl</key><key>Shift</key><key>N</key></keyseq>, <key>Pause</key></p></td>
              <td><p>Words with <key>F1</key>.</p></td>
            </tr></table></section>
            <section id="face"><table><tr><td><p><key>+</key>, <key>Home</key></p></td></tr></table></section>
            """
        #expect(Self.keys(inPage: text) == [
            Entry(place: .rest, key: "<control><shift>n"), Entry(place: .rest, key: "Pause"),
            Entry(place: .face, key: "plus"), Entry(place: .face, key: "Home"),
        ])
    }
}
