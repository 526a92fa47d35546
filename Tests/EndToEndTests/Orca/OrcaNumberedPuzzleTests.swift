import Foundation
import GameModel
import Testing

/// Numbered puzzles by keys alone, heard through Orca: Open
/// Puzzle… (Ctrl+Alt+O) refuses a number no puzzle has and opens one by
/// number, said with its difficulty; a set found in it; Alt+S names it; its
/// progress kept in numbered-puzzles.json, apart from the daily puzzle's
/// book; after a restart it comes back and is solved, Next Puzzle
/// (Ctrl+Alt+N) opens the next of its difficulty, and Statistics (Ctrl+I)
/// opens on the numbered puzzles' page with the solved puzzle under Medium,
/// while the daily puzzle's statistics never count it.
@Suite("Orca: numbered puzzles (end to end)", .serialized, .timeLimit(.minutes(4)))
struct OrcaNumberedPuzzleTests {
    static let date = "2026-11-23"
    /// 302 is medium (numbers cycle easy, medium, hard from 1), and below
    /// 1,000 so no locale groups its digits.
    static let number = 302
    static let rule = "find the 6 sets among these 12 cards. Nothing is dealt."

    /// The Open Puzzle dialog's Open button on screen, by its label.
    static func openButton(_ tree: AccessibleNode) -> AccessibleNode? {
        tree.allNodes.first { node in
            node.role == "push button" && node.isOnScreen && node.children.contains { $0.displayedText == "Open" }
        }
    }

    @Test("Ctrl+Alt+O 0 refused, 302 opened and heard; a set; the stored file; back after a restart, solved; Ctrl+Alt+N; Statistics")
    func openByNumber() async throws {
        let data = try SavedGameTests.DataFolder()
        defer { data.remove() }
        let table = NumberedPuzzleGame(number: Self.number).table
        let set = try #require(SetRules.firstSet(in: table))
        try await OrcaPlayer.play(["--date=\(Self.date)"], options: data.options) { player, _ in
            try await player.app.key("ctrl+alt+o")
            _ = try await player.app.waitForTree("the Open Puzzle dialog") { tree in
                tree.allNodes.contains { $0.displayedText == "Open Puzzle" && $0.isOnScreen }
            }
            try await player.app.type("0", inWindowTitled: "Open Puzzle")
            // The refusal is the focused entry's description, which a screen reader reads with it.
            // The locale (C.UTF-8) does not group the digits of 999999.
            let refusal = "No puzzle has that number. A whole number from 1 to 999999."
            let refused = try await player.app.waitForTree("0 refused") { tree in
                tree.allNodes.contains { $0.displayedText == refusal && $0.isOnScreen }
            }
            #expect(Self.openButton(refused).map { !$0.has(state: "sensitive") } == true, "\(refused)")
            #expect(refused.allNodes.contains {
                $0.role == "text" && $0.name == "Puzzle number" && $0.has(state: "focused") && $0.accessibleDescription == refusal
            }, "\(refused)")
            try await player.app.key(["BackSpace"], inWindowTitled: "Open Puzzle")
            try await player.app.type("\(Self.number)", inWindowTitled: "Open Puzzle")
            _ = try await player.app.waitForTree("the number accepted") { Self.openButton($0)?.has(state: "sensitive") == true }
            try await player.app.key(["Return"], inWindowTitled: "Open Puzzle")
            // The status line gives the rule with the number and difficulty; Alt+S says them too.
            let opened = "Puzzle \(Self.number), medium: \(Self.rule) Score 0. 12 cards on the table, 0 in the deck."
            let shown = try await player.app.waitForTree("the puzzle under the table") { tree in
                tree.visibleLabels.contains { $0.displayedText == "Puzzle \(Self.number) · Medium" }
            }
            #expect(shown.statusText == opened, "\(shown)")
            let settled = try await player.app.settledTree()
            #expect(settled.cardsInGridOrder.compactMap(\.setCard) == table, "\(settled)")

            // Back at the table (the test's X server has no window manager to give the
            // game window the keyboard back: the harness does with the next key), Right
            // reaches the puzzle's third card.
            let back = try await player.press(["Right"], until: "the third card") { $0.contains { $0.hasSuffix("row 1, column 3.") } }
            #expect(back.contains("\(table[2].name) \(SpokenRoles.pushButton)."), "\(back)")
            // Alt+S names the puzzle; card keys find a set in it.
            _ = try await player.readSummary("Score 0. 12 cards on the table, 0 in the deck. Puzzle \(Self.number), medium.")
            let keys = set.map { String(OrcaPlayer.qwertyCardKeys[$0]) }
            let spoken = try await player.press(keys, until: "the set") { $0.contains { $0.hasPrefix("Set! ") } }
            #expect(spoken.contains("Set! 3 points. Score 3. 1 of 6 sets found."), "\(spoken)")
            try await player.app.key("ctrl+q")
            _ = try await player.app.waitForAppExit()
        }

        // The numbered puzzle is in its own book, the daily puzzle's book untouched by it.
        let payload = try #require(try data.json("numbered-puzzles.json")["payload"] as? [String: Any])
        let puzzles = try #require(payload["puzzles"] as? [String: Any], "\(payload)")
        #expect(puzzles.keys.sorted() == ["\(Self.number)"], "\(payload)")
        let entry = try #require(puzzles["\(Self.number)"] as? [String: Any])
        #expect((entry["game"] as? [String: Any])?["number"] as? Int == Self.number, "\(entry)")
        #expect(((entry["game"] as? [String: Any])?["found"] as? [Any])?.count == 1, "\(entry)")
        #expect(payload["current"] as? Int == Self.number && payload["onTable"] as? Bool == true, "\(payload)")
        let days = try #require((try data.json("puzzles.json")["payload"] as? [String: Any])?["days"] as? [String: Any])
        #expect(days.keys.sorted() == [Self.date], "\(days)")

        // After a restart the numbered puzzle is back where it was and is solved by
        // card keys; Ctrl+Alt+N opens the next medium one; Statistics shows the solved one.
        try await OrcaPlayer.play([], options: data.options) { player, _ in
            _ = try await player.readSummary("Score 3. 12 cards on the table, 0 in the deck. Puzzle \(Self.number), medium.")
            for (found, other) in SetRules.allSets(in: table).filter({ $0 != set }).enumerated() {
                let keys = other.map { String(OrcaPlayer.qwertyCardKeys[$0]) }
                let said = "Set! 3 points. Score \(3 * (found + 2))."
                let spoken = try await player.press(keys, until: "set \(found + 2)") { $0.contains { $0.hasPrefix(said) } }
                #expect(spoken.contains { $0.hasPrefix(said) }, "\(spoken)")
            }
            let solved = try await player.orca.waitForSpeech(containing: "Puzzle \(Self.number) solved in ", since: .start)
            let time = try #require(solved.lazy.compactMap { Self.solvingTime(in: $0) }.first, "\(solved)")
            let next = Self.number + 3
            let opened = "Puzzle \(next), medium: \(Self.rule) Score 0. 12 cards on the table, 0 in the deck."
            let spoken = try await player.press(["ctrl+alt+n"], until: "the next puzzle") { $0.contains(opened) }
            #expect(spoken.filter { $0 == opened }.count == 1, "\(spoken)")

            // Statistics opens on the numbered puzzles' page during one: Medium, 1 solved, its time.
            try await player.app.key("ctrl+i")
            let page = try await player.app.waitForTree("the Numbered Puzzles page") { tree in
                tree.visibleLabels.contains { $0.displayedText == "Difficulty" }
            }
            let labels = page.visibleLabels.map(\.displayedText)
            let rows = ["Easy", "0", "—", "Medium", "1", time, "Hard", "0", "—"]
            #expect(labels.filter(rows.contains) == rows, "\(labels)")
            try await player.app.key(["Escape"], inWindowTitled: "Statistics")
            _ = try await player.app.waitForTree("the Statistics window closed") { tree in
                !tree.visibleLabels.contains { $0.displayedText == "Difficulty" }
            }
            try await player.app.key("ctrl+q")
            _ = try await player.app.waitForAppExit()
        }
        let after = try #require(try data.json("numbered-puzzles.json")["payload"] as? [String: Any])
        #expect(after["current"] as? Int == Self.number + 3, "\(after)")
        #expect((after["puzzles"] as? [String: Any])?.keys.sorted() == ["\(Self.number)", "\(Self.number + 3)"], "\(after)")
        // The solved numbered puzzle is no daily puzzle in statistics.json (which nothing else may have written).
        let written = FileManager.default.fileExists(atPath: data.file("statistics.json").path)
        let statistics = written ? try #require(try data.json("statistics.json")["payload"] as? [String: Any]) : [:]
        #expect(((statistics["set-puzzle"] as? [String: Any])?["played"] as? Int ?? 0) == 0, "\(statistics)")
    }

    /// "2:05" from "Puzzle 302 solved in 2:05."
    static func solvingTime(in sentence: String) -> String? {
        guard let range = sentence.range(of: "Puzzle \(number) solved in ") else { return nil }
        let rest = sentence[range.upperBound...]
        return rest.firstIndex(of: ".").map { String(rest[..<$0]) }
    }
}
