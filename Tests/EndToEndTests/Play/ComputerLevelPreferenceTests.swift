import Testing

/// Computer players chosen in Preferences (`opponent-levels`, written live as
/// the Preferences row writes it): they sit down at once while the game has
/// no moves, and at the next game once it has, so a match's records are
/// against the levels that played all of it.
@Suite("Computer players from Preferences (end to end)", .serialized, .timeLimit(.minutes(3)))
struct ComputerLevelPreferenceTests {
    typealias P = PlayersTests
    static let schema = "io.github.matchismo.Matchismo"

    @Test("Beginner sits down at once before the first move; Quick, chosen after it, waits for New Game")
    func levelsWaitForTheNextGame() async throws {
        var options = AppSession.Options()
        options.settingsBackend = "keyfile"
        try await AppSession.with(["--game=set", "--players=2", "--seed=5"], options: options) { app in
            _ = try await app.settledTree()
            _ = try await app.gsettings("set", Self.schema, "opponent-levels", "['', 'beginner']")
            var tree = try await app.waitForTree("Beginner in seat 2") { P.player("Beginner", in: $0) != nil }
            #expect(P.player("Beginner", in: tree)?.name == "Beginner, computer player, 0 points", "\(tree)")

            try await P.claimAndChooseASet(as: "Shift_L", app: app)
            tree = try await app.waitForTree("Player 1's set") { $0.statusText?.contains("Player 1 scores: 1 point.") == true }

            _ = try await app.gsettings("set", Self.schema, "opponent-levels", "['', 'quick']")
            tree = try await app.waitForTree("the change announced") {
                $0.statusText == "The new computer players sit down with the next game (Ctrl+N)."
            }
            #expect(P.player("Beginner", in: tree) != nil && P.player("Quick", in: tree) == nil, "\(tree)")
            #expect(P.player("Player 1", in: tree)?.name.hasPrefix("Player 1, 1 point") == true, "\(tree)")

            try await app.key("ctrl+n")
            tree = try await app.waitForTree("Quick in seat 2") { P.player("Quick", in: $0) != nil }
            #expect(P.player("Quick", in: tree)?.name == "Quick, computer player, 0 points", "\(tree)")
            #expect(P.player("Player 1", in: tree)?.name == "Player 1, 0 points, claim key Left Shift", "\(tree)")
        }
    }
}
