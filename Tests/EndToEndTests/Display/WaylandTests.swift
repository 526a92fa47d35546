import GameModel
import Testing

/// The real binary on Wayland: sway on wlroots' headless backend,
/// keys from wtype, pixels from grim, the tree over AT-SPI. One session
/// runs every check in turn, as a player would: start-up, the focus ring,
/// keyboard play in each game, then a smaller window.
@Suite("Wayland (end to end)", .serialized, .timeLimit(.minutes(3)))
struct WaylandTests {
    @Test("On sway: start-up, the focus ring, keys in every game, and a resize")
    func everythingOnSway() async throws {
        var options = AppSession.Options()
        options.displayServer = .sway
        try await AppSession.with(["--game=set", "--seed=7"], options: options) { app in
            try await Self.startUp(app)
            try await FocusRingTests.check(app)
            try await Self.playSet(app)
            try await Self.claimOnSway(app)
            try await Self.playMatchismo(app)
            try await Self.turnSingleCard(app)
            try await Self.changeFace(app)
            try await Self.resize(app)
            // Nothing went wrong that GTK or the app noticed: no warnings on Wayland.
            let stderr = await app.appStderr
            #expect(stderr.isEmpty, "\(stderr)")
        }
    }

    /// The window fills the output and the tree has the seeded deal.
    static func startUp(_ app: AppSession) async throws {
        let window = try await app.windowGeometry()
        #expect(window == .init(x: 0, y: 0, width: 1280, height: 1024), "\(window)")
        let tree = try await app.settledTree()
        #expect(tree.visibleCards.map(\.name) == ClassicSetGame(seed: 7).table.map(\.name), "\(tree)")
        #expect(tree.findAll(role: "frame").map(\.name) == ["Matchismo"], "\(tree)")
        #expect(tree.findAll(role: "frame").first?.extents == window, "\(tree)")
        #expect(tree.scoreText == "Score: 0", "\(tree)")
        #expect(tree.focusedCard?.gridPosition == GridPosition(row: 1, column: 1), "\(tree)")
    }

    /// Finds a set from the cards' names, chooses it with the arrows and Space.
    static func playSet(_ app: AppSession) async throws {
        let player = KeyboardPlayTests.KeyboardPlayer(app: app)
        let cards = try await app.settledTree().cardsInGridOrder
        let set = try #require(SetRules.firstSet(in: cards.compactMap(\.setCard)), "\(cards.map(\.name))")
        for index in set {
            try await player.moveFocus(to: try #require(cards[index].gridPosition))
            try await app.key("space")
        }
        let scored = try await app.waitForTree("Score: 3") { $0.scoreText == "Score: 3" }
        #expect(scored.statusText == "Set! 3 points. Score 3.", "\(scored)")
        let names = try await app.settledTree().cardsInGridOrder.map(\.name)
        #expect(names.count == 12 && set.allSatisfy { !names.contains(cards[$0].name) }, "\(names)")
    }

    /// Two players at the table (the game menu's Players action): Right Shift,
    /// pressed and let go alone on wtype's virtual keyboard, claims for the second.
    static func claimOnSway(_ app: AppSession) async throws {
        _ = try await app.run("gdbus", [
            "call", "--session", "--dest", "io.github.matchismo.Matchismo", "--object-path", "/io/github/matchismo/Matchismo",
            "--method", "org.gtk.Actions.Activate", "players", "[<'2'>]", "{}",
        ]).check()
        _ = try await app.waitForTree("two players seated") { $0.statusText?.contains("2 players. To claim a set") == true }
        try await app.key("Shift_R")
        let claimed = try await app.waitForTree("the second player's claim") { $0.statusText?.hasPrefix("Player 2 claims") == true }
        #expect(claimed.statusText == "Player 2 claims: 6 seconds to choose.", "\(claimed)")
    }

    /// Turns up two cards and checks the score the rules give for them.
    static func playMatchismo(_ app: AppSession) async throws {
        try await app.key("ctrl+1")
        let start = try await app.waitForTree("30 face-down cards") { tree in
            tree.visibleCards.count == 30 && tree.visibleCards.allSatisfy { $0.name == CardFace.back.name }
        }
        #expect(start.focusedCard?.gridPosition == GridPosition(row: 1, column: 1), "\(start)")
        try await app.key("space")
        let up = try await app.waitForTree("the first card face up") { $0.scoreText == "Score: -1" }
        let first = try #require(up.cardsInGridOrder[0].playingCard, "\(up)")
        try await app.key("Right", "space")
        let tree = try await app.waitForTree("two cards compared") { $0.scoreText != "Score: -1" }
        let chosen = try #require(tree.cardsInGridOrder[1].playingCard, "the second card is face up: \(tree)")
        let points = MatchismoScoring.pairPoints([first, chosen])
        let result = points > 0 ? points * MatchismoScoring.matchBonus : -MatchismoScoring.mismatchPenalty
        let score = -2 * MatchismoScoring.costToChoose + result
        #expect(tree.scoreText == "Score: \(score)", "\(tree)")
        #expect(tree.statusText?.hasSuffix("Score \(score < 0 ? "\u{2212}\(-score)" : "\(score)").") == true, "\(tree)")
    }

    /// Right draws another card; Space turns it face down and up again.
    static func turnSingleCard(_ app: AppSession) async throws {
        try await app.key("ctrl+3")
        let start = try await app.waitForTree("the single card") { $0.visibleCards.count == 1 && $0.focusedCard != nil }
        let shown = try #require(start.focusedCard?.playingCard, "\(start)")
        try await app.key("Right")
        let next = try await app.waitForTree("another card") { $0.focusedCard?.name != shown.name }
        let drawn = try #require(next.focusedCard?.playingCard, "\(next)")
        try await app.key("space")
        _ = try await app.waitForTree("the card face down") { $0.focusedCard?.name == CardFace.back.name }
        try await app.key("space")
        _ = try await app.waitForTree("\(drawn.name) face up again") { $0.focusedCard?.name == drawn.name }
    }

    /// Up and Down move the face's slider by 5 percent.
    static func changeFace(_ app: AppSession) async throws {
        try await app.key("ctrl+4")
        let start = try await app.waitForTree("the face's slider with the focus") { $0.faceSlider?.has(state: "focused") == true }
        #expect(start.faceSlider?.value == .init(current: 75, minimum: 0, maximum: 100), "\(start)")
        try await app.key("Up", "Up")
        _ = try await app.waitForTree("85 percent") { $0.faceSlider?.value?.current == 85 && $0.statusText == "Happiness 85 percent." }
        try await app.key("Down")
        _ = try await app.waitForTree("80 percent") { $0.faceSlider?.value?.current == 80 && $0.statusText == "Happiness 80 percent." }
    }

    /// A smaller output: the Set table lays its 12 cards out again, smaller.
    static func resize(_ app: AppSession) async throws {
        try await app.key("ctrl+2")
        _ = try await app.waitForTree("the Set table") { $0.visibleCards.count == 12 }
        let before = try #require(try await app.settledTree().visibleCards.first?.extents)
        try await app.resizeWindow(width: 800, height: 600)
        let window = try await app.windowGeometry()
        #expect(window == .init(x: 0, y: 0, width: 800, height: 600), "\(window)")
        try await LayoutTests.checkTable(app, cards: 12, wide: true, window: window)
        let after = try #require(try await app.settledTree().visibleCards.first?.extents)
        #expect(after.width < before.width && after.height < before.height, "cards \(before) before, \(after) after")
    }
}
