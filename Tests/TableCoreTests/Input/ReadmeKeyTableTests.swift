import Foundation
import Testing

@testable import TableCore

/// The README's key table is written for players, in words, so it is not
/// generated; this test holds it to `KeyTable`: every key the shortcuts window
/// lists is in the README, and every key the README names is in `KeyTable`,
/// each under the same view (single card, face, or the rest).
@Suite("The README's key table")
struct ReadmeKeyTableTests {
    /// Where a key applies, as the README's rows say it: "single card: …", "face: …", or the rest.
    enum Place: Hashable { case singleCard, face, rest }

    struct Entry: Hashable, CustomStringConvertible {
        let place: Place
        /// Sorted modifiers, then the key: "<Control><Shift>n".
        let key: String
        var description: String { "\(place): \(key)" }
    }

    /// At the package root, above Tests/TableCoreTests/Input.
    static let readme = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("README.md")

    /// "<Control><Shift>N" as "<control><shift>n": modifiers sorted, a letter lower-case.
    static func normalized(_ accelerator: String) -> String {
        var rest = Substring(accelerator)
        var modifiers: [String] = []
        while rest.hasPrefix("<"), let end = rest.firstIndex(of: ">") {
            modifiers.append(String(rest[...end]).lowercased())
            rest = rest[rest.index(after: end)...]
        }
        return modifiers.sorted().joined() + (rest.count == 1 ? rest.lowercased() : String(rest))
    }

    /// The README's words for keys, in GTK's names.
    static let names: [String: [String]] = [
        "arrows": ["Left", "Right", "Up", "Down"], "Space": ["space"], "Enter": ["Return"], "+": ["plus"],
        "−": ["minus"], "?": ["question"], ",": ["comma"], "Left Shift": ["Shift_L"], "Right Shift": ["Shift_R"],
        "Left Ctrl": ["Control_L"], "Right Ctrl": ["Control_R"],
    ]

    /// One cell of keys, "Ctrl+1 / 2 / 3 / 4" or "arrows, Home / End", as accelerators;
    /// a bare digit after a key with modifiers has the same modifiers.
    static func accelerators(inCell cell: String) -> [String] {
        var found: [String] = []
        var lastModifiers = ""
        for slashed in cell.components(separatedBy: " / ") {
            for word in slashed.components(separatedBy: ", ").flatMap({ $0.components(separatedBy: " or ") }) {
                var parts = word.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
                if word.hasSuffix("+") { parts.removeLast(2); parts.append("+") }
                let key = parts.removeLast()
                var modifiers = parts.map { "<\($0 == "Ctrl" ? "Control" : $0)>" }.joined()
                if modifiers.isEmpty, key.count == 1, key.first!.isNumber { modifiers = lastModifiers }
                lastModifiers = modifiers
                found += (names[key] ?? [key]).map { normalized(modifiers + $0) }
            }
        }
        return found
    }

    /// The keys of the README's table under "## Keys" (not the card keys, which follow the layout).
    static func readmeKeys() throws -> [Entry] {
        let text = try String(contentsOf: readme, encoding: .utf8)
        let section = try #require(text.components(separatedBy: "\n## Keys\n").dropFirst().first)
        let rows = section.components(separatedBy: "\n## ")[0].split(separator: "\n").filter { $0.hasPrefix("| ") }
        try #require(rows.count > 10, "no key table in README.md")
        return rows.dropFirst().flatMap { row -> [Entry] in
            let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 2, cells[0] != "a card's key" else { return [] }
            let place: Place = cells[1].hasPrefix("single card:") ? .singleCard : cells[1].hasPrefix("face:") ? .face : .rest
            return accelerators(inCell: cells[0]).map { Entry(place: place, key: $0) }
        }
    }

    /// The keys the shortcuts window lists.
    static func declaredKeys() -> [Entry] {
        KeyTable.bindings.filter { $0.title != nil }.flatMap { binding in
            let place: Place = binding.section == .singleCard ? .singleCard : binding.section == .face ? .face : .rest
            return binding.keys.map { Entry(place: place, key: normalized($0.accelerator)) }
        }
    }

    @Test("The README's key table lists exactly what the key table declares")
    func theReadmeKeyTableListsWhatKeyTableDeclares() throws {
        let readme = Set(try Self.readmeKeys()), declared = Set(Self.declaredKeys())
        #expect(readme.subtracting(declared).isEmpty, "in README.md but not in KeyTable: \(readme.subtracting(declared))")
        #expect(declared.subtracting(readme).isEmpty, "in KeyTable but not in README.md: \(declared.subtracting(readme))")
    }

    /// The reading of the cells, on rows shaped like the README's.
    @Test("The README's key cells read as the keys they name")
    func cellsReadAsKeys() {
        #expect(Self.accelerators(inCell: "Ctrl+1 / 2 / 3 / 4") == ["<control>1", "<control>2", "<control>3", "<control>4"])
        #expect(Self.accelerators(inCell: "Ctrl+, / Ctrl+? / F1") == ["<control>comma", "<control>question", "F1"])
        #expect(Self.accelerators(inCell: "Left / Right, Space, + / −") == ["Left", "Right", "space", "plus", "minus"])
        #expect(Self.accelerators(inCell: "Ctrl+Shift+N / Ctrl+P or Pause") == ["<control><shift>n", "<control>p", "Pause"])
    }
}
