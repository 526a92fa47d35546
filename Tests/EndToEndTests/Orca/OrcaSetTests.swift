import Foundation
import GameModel
import TableCore
import Testing

/// Set with the Orca screen reader: a seeded game played with keys
/// only, replayed with the model alongside, and every step judged by what
/// Orca says. Each step is closed by a fence (`OrcaPlayer`), so its speech is
/// checked whole: each result once, each focus move's name and place once,
/// nothing about decoration or cards that leave.
@Suite("Orca: Set by keys (end to end)", .serialized, .timeLimit(.minutes(4)))
struct OrcaSetTests {
    /// The deal every test here starts from; played the tests' way, its game ends after 25 sets.
    static let seed: UInt64 = 1781

    @Test("Set: focus moves, selection, a set, a wrong set, hint, deal, undo, reading keys, Tab, game over, new game")
    func setGame() async throws {
        try await OrcaPlayer.play(["--game=set", "--seed=\(Self.seed)"]) { player, opening in
            let (app, orca) = (player.app, player.orca)
            var table = SetMirror(seed: Self.seed)
            // The first key gives Orca a focus event: it may present the page and the table's group, then the card.
            var spoken = opening
            table.focus = 1
            #expect(spoken.suffix(2) == table.focusSpeech(1), "\(spoken)")
            #expect(spoken.filter { $0 == SpokenRoles.group("Set table, 4 rows, 3 columns") }.count <= 1, "\(spoken)")

            // Focus moves, one key at a time: name and place, each once.
            for (key, index) in [("Down", 4), ("Right", 5), ("Up", 2), ("Left", 1), ("End", 11), ("Home", 0)] {
                spoken = try await player.press([key], until: "card \(index + 1)") { $0.count >= 2 }
                #expect(spoken == table.focusSpeech(index), "\(key): \(spoken)")
                table.focus = index
            }
            // A run of moves in one go: the cards passed, each once and in order, and the last one for sure.
            let fifth = table.focusSpeech(4)
            spoken = try await player.press(Array(repeating: "Right", count: 4), until: "card 5") { $0.suffix(2) == fifth }
            #expect(Spoken.isFocusRun(spoken, passing: (1...4).map { table.focusSpeech($0) }), "\(spoken)")
            table.focus = 4

            // Select, read the choice, deselect.
            #expect(try await player.press("space", saying: "Selected.") == ["Selected."])
            _ = table.perform(.choose(4))
            #expect(try await player.press("alt+c", saying: "Selected: \(table.name(4)).") == ["Selected: \(table.name(4))."])
            #expect(try await player.press("space", saying: "Deselected.") == ["Deselected."])
            _ = table.perform(.choose(4))

            // A set: the result, once, before the card that takes the focused one's place (or after it, on Orca 48).
            let set = try #require(table.game.setsOnTable.first)
            try await table.choose(set, with: player, last: "Set! 3 points. Score 3.") { spoken, table in
                #expect(Spoken.isResult("Set! 3 points. Score 3.", withFocus: table.focusSpeech(table.focus), in: spoken), "\(spoken)")
            }
            // A wrong set: the result, then (libadwaita 1.7) that a toast with Undo appeared, not its title again.
            let wrong = try #require(table.notASet())
            try await table.choose(wrong, with: player, last: "Not a set. Minus 1. Score 2.") { spoken, _ in
                #expect(spoken == ["Not a set. Minus 1. Score 2."] + SpokenRoles.undoToast, "\(spoken)")
            }

            // Hint: the focus goes to the hinted card, then the result.
            let hint = table.perform(.hint)
            guard case .hinted(let hinted, _) = hint.event, let hintIndex = table.game.table.firstIndex(of: hinted) else {
                Issue.record("no hint in the model: \(hint)")
                return
            }
            let hintSentence = "Hint: this card is part of a set. Minus 1. Score 1."
            spoken = try await player.press("ctrl+h", saying: hintSentence)
            #expect(spoken == (hintIndex == table.focus ? [] : table.focusSpeech(hintIndex)) + [hintSentence], "\(spoken)")
            table.focus = hintIndex

            // Deal 3 more (there was a set), then the first visit to a card just dealt.
            _ = table.perform(.dealThree)
            let dealt = "Dealt 3 cards. There was a set: minus 1. Score 0. 15 on the table, 63 in the deck."
            #expect(try await player.press("ctrl+d", saying: dealt, settle: true) == [dealt])
            table.columns = try await Self.columns(app)
            let lastCard = table.focusSpeech(14)
            spoken = try await player.press(["End"], until: "the last card") { $0.suffix(2) == lastCard }
            #expect(spoken == table.focusSpeech(14), "\(spoken)")
            table.focus = 14

            // Undo takes the focused card away: the result first, then where the focus lands
            // (Orca 48: either way round, and maybe its own "undo" as the focus moves).
            table.undo()
            table.columns = 3
            table.focus = 11
            let undid = "Undid the last move. Score 1."
            spoken = try await player.press(["ctrl+z"], until: "the result and the new focus", settle: true) {
                $0.contains(undid) && $0.contains { Spoken.isCardDetails($0) }
            }
            let told = spoken.filter { $0 != SpokenRoles.ownWordForUndo }
            #expect(spoken.count - told.count <= 1 && Spoken.isResult(undid, withFocus: table.focusSpeech(11), in: told), "\(spoken)")

            // The reading keys change nothing and say it once.
            let summary = "Score 1. 12 cards on the table, 66 in the deck."
            #expect(try await player.readSummary(summary) == [summary])
            #expect(try await player.press("alt+c", saying: "Nothing is selected.") == ["Nothing is selected."])
            spoken = try await player.press("alt+t", saying: table.tableReading)
            #expect(spoken == [table.tableReading], "\(spoken)")

            // The table is one Tab stop: Tab leaves it, Shift+Tab comes back to the same card.
            // The wrong set's Undo toast, while it lasts (five seconds), is the
            // next Tab stop; past it, the header's first button is.
            _ = try await player.app.waitForTree("the Undo toast to time out", timeout: .seconds(10)) { tree in
                !tree.allNodes.contains { $0.role == "push button" && $0.name.hasPrefix("Undo") }
            }
            #expect(try await player.press("Tab", saying: "New Game \(SpokenRoles.pushButton).") == ["New Game \(SpokenRoles.pushButton)."])
            let back = table.focusSpeech(11)
            spoken = try await player.press(["shift+Tab"], until: "the card again") { $0.suffix(2) == back }
            #expect(spoken.suffix(3) == [SpokenRoles.group("Set table, 4 rows, 3 columns")] + table.focusSpeech(11), "\(spoken)")
            let firstPart = await orca.speech(since: .start)

            // To the end of the game, a set (or a deal) at a time.
            try await table.playToTheEnd(with: player)

            // A new game after the end: the numbers, then the card the focus is on (Orca 48: either way round).
            let newGame = "New game: 12 cards on the table, 69 in the deck."
            spoken = try await player.press(["ctrl+n"], until: "the new game and its card", settle: true) {
                $0.count >= 3
            }
            let card = spoken.filter { $0 != newGame }
            #expect(card.count == 2 && card[0].hasSuffix(" \(SpokenRoles.pushButton).") && Spoken.isCardDetails(card[1]), "\(spoken)")
            #expect(Spoken.isResult(newGame, withFocus: card, in: spoken), "\(spoken)")

            let everything = await orca.speech(since: .start)
            #expect(Spoken.decoration(in: everything).isEmpty, "\(everything)")
            print("OrcaSetTests: Orca said, up to the game's end:\n" + firstPart.map { "  \($0)" }.joined(separator: "\n"))
        }
    }

    /// A player who knows where the cards are chooses a set with one run of
    /// keys (Home, Right…, Space for each card, 50 ms apart), as fast as
    /// xdotool types them. Each selection and the set must still be told.
    @Test("Set: a set chosen with one quick run of keys is told: two selections, then the set, once")
    func setChosenQuickly() async throws {
        try await OrcaPlayer.play(["--game=set", "--seed=\(Self.seed)"]) { player, _ in
            let (app, orca) = (player.app, player.orca)
            let game = ClassicSetGame(seed: Self.seed)
            let set = try #require(game.setsOnTable.first)
            let mark = await orca.mark()
            try await app.key(set.flatMap { ["Home"] + Array(repeating: "Right", count: $0) + ["space"] })
            _ = try await app.waitForTree("the set found") { $0.scoreText == "Score: 3" }
            _ = try await app.settledTree()
            let spoken = try await player.fence(since: mark)
            // Focus speech is left out: a card's name and role, or (Orca 48, which may
            // present the focus on the third card after it left, hidden) its role alone.
            let results = spoken.filter {
                !$0.contains(" \(SpokenRoles.pushButton)") && !$0.hasPrefix("\(SpokenRoles.pushButton) ") && !Spoken.isCardDetails($0)
            }
            let expected = ["Selected.", "Selected.", "Set! 3 points. Score 3."]
            #expect(results == expected, "Orca said \(spoken)")
            if results != expected {
                await orca.saveArtifacts(to: HarnessPaths.artifactsDirectory.appendingPathComponent("setChosenQuickly"))
            }
        }
    }

    /// The number of columns of the Set table's grid, from its group's name ("Set table, 5 rows, 3 columns").
    static func columns(_ app: AppSession) async throws -> Int {
        let tree = try await app.settledTree()
        let group = try #require(tree.allNodes.first { $0.name.hasPrefix("Set table, ") }, "\(tree)")
        let words = group.name.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        return try #require(words.last.flatMap { Int($0.split(separator: " ")[0]) }, "\(group.name)")
    }
}

/// The Set game the app plays, replayed with the model: where the keyboard
/// focus is, and what each key should make Orca say.
struct SetMirror {
    private(set) var history: UndoHistory<ClassicSetGame>
    /// The focused card's table index.
    var focus = 0
    /// The grid's columns (3 for 12 cards in the tests' window).
    var columns = 3

    init(seed: UInt64) { history = UndoHistory(ClassicSetGame(seed: seed)) }

    var game: ClassicSetGame { history.game }

    @discardableResult
    mutating func perform(_ command: ClassicSetGame.Command) -> GameOutcome { history.perform { $0.perform(command) } }

    mutating func undo() { _ = history.undo() }

    func name(_ index: Int) -> String { game.table[index].name }

    /// The card's states in the app's words and order.
    func states(_ index: Int) -> [String] {
        let card = game.table[index]
        return (game.selection.contains(card) ? ["selected"] : []) + (game.hinted.contains(card) ? ["hint"] : [])
    }

    /// What a focus move to the card says: "Two solid red ovals push button.", "hint, key 2, row 1, column 2."
    func focusSpeech(_ index: Int) -> [String] {
        let place = OrcaPlayer.place(index: index, columns: columns)
        return OrcaPlayer.focusSpeech(name: name(index), details: (states(index) + [place]).joined(separator: ", "))
    }

    /// What Alt+T says: "12 cards. Row 1: A, hint; B; C. Row 2: …"
    var tableReading: String {
        let rows = stride(from: 0, to: game.table.count, by: columns).enumerated().map { row, start in
            let items = (start..<min(start + columns, game.table.count)).map { ([name($0)] + states($0)).joined(separator: ", ") }
            return "Row \(row + 1): \(items.joined(separator: "; "))."
        }
        return "\(game.table.count) cards. " + rows.joined(separator: " ")
    }

    /// The keys that move the focus to `target` (straight, or from Home or
    /// End, whichever is shorter) and the cards the focus passes on the way.
    func route(to target: Int) -> (keys: [String], visits: [Int]) {
        let last = game.table.count - 1
        var options: [(keys: [String], visits: [Int])] = [
            target >= focus ? (Array(repeating: "Right", count: target - focus), Array((focus...target).dropFirst()))
                : (Array(repeating: "Left", count: focus - target), Array((target..<focus).reversed())),
        ]
        options.append((["Home"] + Array(repeating: "Right", count: target), (focus == 0 ? [] : [0]) + Array((0...target).dropFirst())))
        options.append((["End"] + Array(repeating: "Left", count: last - target),
                        (focus == last ? [] : [last]) + Array((target...last).reversed().dropFirst())))
        return options.min { $0.keys.count < $1.keys.count }!
    }

    /// Three cards near the focus that are not a set.
    func notASet() -> [Int]? {
        let near = game.table.indices.sorted { abs($0 - focus) < abs($1 - focus) }.prefix(6)
        for a in near { for b in near where b > a { for c in near where c > b {
            if !SetRules.isSet(game.table[a], game.table[b], game.table[c]) { return [a, b, c] }
        } } }
        return nil
    }

    /// Chooses the cards at `indices` one key press at a time, checking the
    /// speech of each move and selection; `check` judges what the last
    /// Space made Orca say (up to the fence), which must include `last`.
    mutating func choose(
        _ indices: [Int], with player: OrcaPlayer, last: String, check: ([String], SetMirror) -> Void
    ) async throws {
        for (count, index) in indices.enumerated() {
            let (keys, visits) = route(to: index)
            if !keys.isEmpty {
                let target = focusSpeech(index)
                let spoken = try await player.press(keys, until: "card \(index + 1)") { $0.suffix(2) == target }
                #expect(Spoken.isFocusRun(spoken, passing: visits.map { focusSpeech($0) }), "\(keys): \(spoken)")
                focus = index
            }
            perform(.choose(index))
            if count < indices.count - 1 {
                #expect(try await player.press("space", saying: "Selected.") == ["Selected."])
            } else {
                let spoken = try await player.press(["space"], until: "\"\(last)\"", settle: true) { spoken in
                    spoken.contains(last) && (spoken.count > 1 || !last.hasPrefix("Set!"))
                }
                check(spoken, self)
            }
        }
    }
}

extension SetMirror {
    /// Plays on to the end of the game: each set on the table, found with
    /// the model, or a deal when there is none. The keys to the first two
    /// cards, their Spaces and the keys to the third go in one xdotool call,
    /// then a fence; once Orca has read its summary it has caught up, and
    /// Space on the third card makes the set (`setChosenQuickly` shows why
    /// not all in one go). Each result must be said once, in order, the last
    /// with the game's totals, and no card that left is named again.
    mutating func playToTheEnd(with player: OrcaPlayer) async throws {
        let orca = player.orca
        let start = await orca.mark()
        var expected: [String] = []
        var gone: [Set<String>] = []
        while !game.isOver {
            guard let set = game.setsOnTable.min(by: { cost($0) < cost($1) }) else {
                perform(.dealThree)
                let dealt = "Dealt 3 cards. \(game.table.count) on the table, \(game.deck.count) in the deck."
                let mark = await orca.mark()
                try await player.app.key("ctrl+d")
                try await orca.waitForSpeech(containing: dealt, since: mark)
                expected.append(dealt)
                continue
            }
            let order = set.sorted { abs($0 - focus) < abs($1 - focus) }
            var keys: [String] = []
            for (count, index) in order.enumerated() {
                keys += route(to: index).keys + (count < 2 ? ["space"] : [])
                focus = index
                if count < 2 { perform(.choose(index)) }
            }
            var mark = await orca.mark()
            try await player.app.key(keys)
            _ = try await player.fence(since: mark)

            let names = Set(set.map { name($0) })
            let result = perform(.choose(order[2]))
            focus = min(focus, game.table.count - 1)
            var sentence = "Set! 3 points. \(Spoken.score(game.score))"
            if let totals = result.gameOver {
                sentence += " Game over. \(totals.found) sets, score \(Spoken.signed(totals.score)), time "
            }
            mark = await orca.mark()
            try await player.app.key("space")
            try await orca.waitForSpeech("\"\(sentence)…\"", since: mark) { $0.contains { $0.hasPrefix(sentence) } }
            expected.append(sentence)
            gone.append(names)
        }
        let spoken = try await player.fence(since: start)
        let results = spoken.filter { ["Set!", "Dealt", "Not a set", "Hint", "Undid"].contains(where: $0.hasPrefix) }
        #expect(results.count == expected.count && zip(results, expected).allSatisfy { $0.hasPrefix($1) },
                "each result once, in order:\n\(results)\nexpected:\n\(expected)")
        #expect(!spoken.contains { $0.hasPrefix("Selected") && $0 != "Selected." }, "\(spoken)")
        let last = try #require(results.last)
        #expect(last.range(of: #"^Set! 3 points\. Score \d+\. Game over\. \d+ sets, score \d+, time \d+:\d\d\.$"#,
                           options: .regularExpression) != nil, "\(last)")
        // After each set, its cards are never named again.
        var found = 0
        var left: Set<String> = []
        for utterance in spoken {
            if utterance.hasPrefix("Set!"), found < gone.count {
                left.formUnion(gone[found])
                found += 1
            } else if let name = utterance.components(separatedBy: " \(SpokenRoles.pushButton)").first, utterance.contains(" \(SpokenRoles.pushButton)") {
                #expect(!left.contains(name), "a card that left was named: \(utterance)")
            }
        }
        print("OrcaSetTests: the game ended with \(game.found.count) sets: \(last)")
    }

    /// How many keys it takes to choose `set` from the focus.
    private func cost(_ set: [Int]) -> Int {
        var copy = self
        return set.sorted { abs($0 - focus) < abs($1 - focus) }.reduce(0) { total, index in
            defer { copy.focus = index }
            return total + copy.route(to: index).keys.count
        }
    }
}
