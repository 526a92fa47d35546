import Foundation

/// Plays with keys only and hears what Orca says about each step.
///
/// Every step is closed by a fence: a reading key (Alt+S) whose answer Orca
/// speaks after everything the step made it say, because Orca presents
/// events in the order the app sends them. So the utterances between the
/// step's keys and the fence are all the step said, and a sentence said twice
/// or a stray word about a leaving card is caught without a fixed sleep.
struct OrcaPlayer {
    let app: AppSession
    let orca: OrcaSpeech

    /// What Alt+S makes Orca say: "Score 3. 12 cards on the table, 66 in the
    /// deck. Time 0:42." (Set), "Score −2. 2 of 30 cards matched. Deal 44. Time 1:05."
    /// (Matchismo), "Queen of Hearts. 50 cards left in the deck." (single card);
    /// a numbered puzzle adds its name: "… 0 in the deck. Puzzle 302, medium. Time 0:42.".
    static func isSummary(_ utterance: String) -> Bool {
        let utterance = withoutTime(utterance)
        let matchismo = utterance.range(of: #" matched\.( Deal \d+\.)?$"#, options: .regularExpression) != nil
        // Players at one table hear their standings where a score would be.
        let standings = utterance.contains(" on the table, ") && utterance.hasSuffix(" in the deck.")
        // A numbered puzzle's summary names it after the deck: "… 0 in the deck. Puzzle 302, medium."
        let numbered = utterance.range(of: #" in the deck\. Puzzle [\d,. ]+, (easy|medium|hard)\.$"#, options: .regularExpression) != nil
        return (utterance.hasPrefix("Score ") && (utterance.hasSuffix(" in the deck.") || matchismo || numbered))
            || utterance.hasSuffix(" left in the deck.") || standings
    }

    /// A summary without the time it ends with: "… in the deck. Time 0:42." → "… in the deck."
    static func withoutTime(_ utterance: String) -> String {
        guard let time = utterance.range(of: #" Time \d+:\d\d(:\d\d)?\.$"#, options: .regularExpression) else { return utterance }
        return String(utterance[..<time.lowerBound])
    }

    /// Presses Alt+S and returns what it said, each sentence without its time,
    /// once it has said `summary` followed by a time.
    func readSummary(_ summary: String) async throws -> [String] {
        try await press(["alt+s"], until: "\"\(summary) Time …\"") { spoken in
            spoken.contains { $0 != summary && Self.withoutTime($0) == summary }
        }.map(Self.withoutTime)
    }

    /// Presses `keys` (in one xdotool call), waits until what Orca said since
    /// then satisfies `condition`, and returns every utterance up to the fence
    /// (the summary Alt+S then asks for, left out).
    /// - Parameters:
    ///   - settle: also wait until the cards stop moving before the fence,
    ///     so anything said about cards that leave or fly in is heard.
    func press(
        _ keys: [String], until what: String, settle: Bool = false, timeout: Duration = .seconds(10),
        _ condition: @escaping @Sendable ([String]) -> Bool
    ) async throws -> [String] {
        let mark = await orca.mark()
        try await app.key(keys)
        try await orca.waitForSpeech(what, since: mark, timeout: timeout) { condition($0) }
        if settle { _ = try await app.settledTree() }
        return try await fence(since: mark)
    }

    /// Presses `keys` and waits for an utterance that is exactly `sentence`.
    func press(_ keys: String..., saying sentence: String, settle: Bool = false) async throws -> [String] {
        try await press(keys, until: "\"\(sentence)\"", settle: settle) { $0.contains(sentence) }
    }

    /// Presses Alt+S, waits for its summary, and returns what Orca said since
    /// `mark` before it. When a flood of events makes Orca prune its queue
    /// (more than 50 waiting: the announcement can be pruned), Alt+S is
    /// pressed again, up to three times.
    func fence(since mark: OrcaSpeech.Mark) async throws -> [String] {
        let before = await orca.speech(since: mark).count
        for attempt in 1...3 {
            try await app.key("alt+s")
            do {
                let spoken = try await orca.waitForSpeech(
                    "the Alt+S summary (the fence)", since: mark, timeout: .seconds(attempt < 3 ? 4 : 10)
                ) { spoken in
                    spoken.dropFirst(before).contains(where: Self.isSummary)
                }
                let fenceIndex = spoken.indices.dropFirst(before).first { Self.isSummary(spoken[$0]) }!
                return Array(spoken[..<fenceIndex])
            } catch HarnessError.timedOut where attempt < 3 {
                continue
            }
        }
        preconditionFailure("the last attempt returns or throws")
    }

    /// What a focus move to a card says: its name and role, then its states
    /// key and place ("Two solid red ovals push button.", "selected, key 2, row 1, column 2.").
    static func focusSpeech(name: String, details: String) -> [String] {
        ["\(name) \(SpokenRoles.pushButton).", "\(details)."]
    }

    /// The card keys of the sessions' keymap (Xvfb's default, US QWERTY),
    /// written out again: "1 2 3 / q w e / a s d / z x c / r t y / f g h …".
    static let qwertyCardKeys = Array("123qweasdzxcrtyfghvbnuiojklm456789")

    /// "key Q, row 2, column 3": the key of the card at table position `index` (from 0), then its place.
    static func place(index: Int, columns: Int) -> String {
        let key = qwertyCardKeys.indices.contains(index) ? "key \(qwertyCardKeys[index].uppercased())" : "keys"
        return "\(key), row \(index / columns + 1), column \(index % columns + 1)"
    }
}

extension OrcaPlayer {
    /// Starts the app with `arguments` and Orca beside it, waits for the dealt
    /// table, and presses Right once (Orca presents nothing before a first
    /// focus event); runs `body` with the player and what Orca said by the
    /// time it reached the second card ("key 2, row 1, column 2.").
    static func play(
        _ arguments: [String], options: AppSession.Options = AppSession.Options(), testName: String = #function,
        _ body: (OrcaPlayer, _ opening: [String]) async throws -> Void
    ) async throws {
        try await AppSession.withOrca(arguments, options: options, testName: testName) { app, orca in
            let player = OrcaPlayer(app: app, orca: orca)
            _ = try await app.settledTree()
            let opening = try await player.press(["Right"], until: "the second card") { $0.contains { $0.hasSuffix("row 1, column 2.") } }
            try await body(player, opening)
        }
    }
}

/// The words of the app's sentences, written out again here so the tests
/// check them against an independent copy.
enum Spoken {
    /// "Score 6.", "Score −4." (a real minus sign).
    static func score(_ value: Int) -> String { "Score \(signed(value))." }

    static func signed(_ value: Int) -> String { value < 0 ? "\u{2212}\(-value)" : "\(value)" }

    /// "A", "A and B", "A, B and C".
    static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items.last!
    }

    /// Whether `utterance` is the second half of a card's focus speech: its
    /// states, key and place, "selected, hint, key D, row 3, column 3."
    static func isCardDetails(_ utterance: String) -> Bool {
        utterance.range(of: #"^((selected|matched|hint), )*(key \S+|keys \S+ then \S+), row \d+, column \d+\.$"#, options: .regularExpression) != nil
    }

    /// Words that only decoration or the toolkit's own type names would bring:
    /// the felt, the animation layer, the drawing inside a card.
    static let decorationWords = ["GtkOverlay", "MtchTransformLayer", "GtkImage", "GtkDrawingArea", "GtkBox", "filler"]

    /// The utterances that name decoration.
    static func decoration(in spoken: [String]) -> [String] {
        spoken.filter { utterance in decorationWords.contains { utterance.contains($0) } }
    }

    /// Utterances said more than once in `spoken`, with their counts.
    static func repeated(in spoken: [String]) -> [String: Int] {
        Dictionary(spoken.map { ($0, 1) }, uniquingKeysWith: +).filter { $0.value > 1 }
    }
}

extension Spoken {
    /// Whether `spoken` is what a run of focus moves may make Orca say: the
    /// focus speech of some of the cards passed, in order, each whole and at
    /// most once, ending with the card the run stops on. (Orca skips a focus
    /// event when a newer one is already queued, so a fast run may leave out
    /// cards in between, but never the last.)
    static func isFocusRun(_ spoken: [String], passing visits: [[String]]) -> Bool {
        guard let last = visits.last, spoken.suffix(last.count).elementsEqual(last) else { return visits.isEmpty && spoken.isEmpty }
        var rest = spoken[...]
        var remaining = visits[...]
        while !rest.isEmpty {
            guard let index = remaining.firstIndex(where: { rest.starts(with: $0) }) else { return false }
            rest = rest.dropFirst(remaining[index].count)
            remaining = remaining[(index + 1)...]
        }
        return remaining.isEmpty
    }
}

extension Spoken {
    /// Whether `spoken` is `result` and the speech of the card the focus
    /// moved to as it was told (`focus`), each once and nothing else: the
    /// result first, or, where Orca takes focus events first
    /// (`SpokenRoles.presentsFocusFirst`), either way round.
    static func isResult(_ result: String, withFocus focus: [String], in spoken: [String]) -> Bool {
        spoken == [result] + focus || (SpokenRoles.presentsFocusFirst && spoken == focus + [result])
    }
}
