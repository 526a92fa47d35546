import Testing

/// GNOME's compositor with the keyboard and the screen reader:
/// on mutter headless, keys go in through its remote-desktop API like the
/// touches of `TouchTests`, and Orca listens as on Xvfb.
@Suite("Keys and Orca on mutter (end to end)", .serialized, .timeLimit(.minutes(3)))
struct MutterTests {
    @Test("On mutter: keyboard play in every game, as on sway")
    func keysInEveryGame() async throws {
        try await AppSession.with(["--game=set", "--seed=7"], options: TouchTests.options()) { app in
            try await WaylandTests.playSet(app)
            try await WaylandTests.playMatchismo(app)
            try await WaylandTests.turnSingleCard(app)
            try await WaylandTests.changeFace(app)
            let stderr = await app.appStderr
            #expect(stderr.isEmpty, "\(stderr)")
        }
    }

    @Test("On mutter: Orca speaks the card that Right moves focus to")
    func orcaOnMutter() async throws {
        try await OrcaSmokeTests.speaksTheFocusedCard(options: TouchTests.options())
    }
}
