import Testing

/// The screen-reader plumbing: Orca runs in the private session,
/// speech-dispatcher lets it go on speaking without a sound card, and every
/// utterance reaches the test through Orca's debug file.
@Suite("Orca smoke (end to end)", .serialized, .timeLimit(.minutes(2)))
struct OrcaSmokeTests {
    @Test("Orca speaks the card that Right moves focus to")
    func orcaSpeaksTheFocusedCard() async throws {
        try await Self.speaksTheFocusedCard(options: AppSession.Options())
    }

    /// Right moves the focus one card on, and Orca says that card.
    static func speaksTheFocusedCard(options: AppSession.Options) async throws {
        try await AppSession.withOrca(["--game=set", "--seed=1"], options: options) { app, orca in
            let start = try await app.settledTree()
            let first = try #require(start.focusedCard?.gridPosition, "no card has focus:\n\(start)")
            let target = GridPosition(row: first.row, column: first.column + 1)

            await orca.mark()
            try await app.key("Right")
            let moved = try await app.waitForTree("focus at \(target)", timeout: .seconds(5)) {
                $0.focusedCard?.gridPosition == target
            }
            let name = try #require(moved.focusedCard?.name)
            let spoken = try await orca.waitForSpeech(containing: name)
            #expect(spoken.contains { $0.hasPrefix(name) }, "Orca said \(spoken)")
            #expect(!spoken.contains(OrcaSpeech.readyUtterance), "the window starts at the mark: \(spoken)")
            print("OrcaSmokeTests (\(app.displayServer)): after Right Orca said \(spoken)")
        }
    }

    @Test("Only SPEECH OUTPUT lines count, each up to its closing quote")
    func parsesSpeechLines() {
        let log = """
            08:22:55.567796 - EVENT MANAGER: registering listener for: object:state-changed:showing
            08:22:55.668690 - SPEECH OUTPUT: 'Screen reader on.'{'established': False}
            08:23:27.997323 - SPEECH OUTPUT: 'Queen of Hearts push button.'{'established': False}
                              SPEECH GENERATOR: Results: 'Queen of Hearts' 'push button'
            08:23:28.000294 - SPEECH DISPATCHER: Speaking '<speak>row 1, column 2.</speak>'
            08:24:46.955585 - SPEECH OUTPUT: 'F2 ' {'established': False}
            08:25:01.000000 - SPEECH OUTPUT: 'Seven of Clubs and Six of Spades don't match.' voice=system{'family': {'name': 'en'}}
            08:25:02.000000 - SPEECH OUTPUT: 'Two lines
                              of text'{'established': False}
            08:25:03.000000 - SPEECH OUTPUT: ''{'established': False}
            """
        #expect(OrcaSpeech.utterances(inLog: log) == [
            "Screen reader on.", "Queen of Hearts push button.", "F2 ",
            "Seven of Clubs and Six of Spades don't match.", "Two lines\nof text", "",
        ])
    }
}
