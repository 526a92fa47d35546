import GameModel
import Testing

/// Real fingers on GNOME's compositor (issue 32): mutter headless on Wayland,
/// touch sent through its remote-desktop API, so every event goes through the
/// compositor, GDK's touch sequences and GTK's gesture recognisers. Each
/// gesture is checked by what it did: the score, the status line, the cards.
@Suite("Touch on mutter (end to end)", .serialized, .timeLimit(.minutes(3)))
struct TouchTests {
    static func options() -> AppSession.Options {
        var options = AppSession.Options()
        options.displayServer = .mutter
        options.screenWidth = 1280
        options.screenHeight = 800
        return options
    }

    @Test("On the Set table: tap to choose, swipe down to deal, pinch in to gather, tap the pile to spread, rotate to shuffle")
    func setTable() async throws {
        try await AppSession.with(["--game=set", "--seed=7"], options: Self.options()) { app in
            try await Self.tapASet(app)
            try await Self.swipeToDeal(app)
            try await Self.pinchToGather(app)
            try await Self.rotateToShuffle(app)
            let stderr = await app.appStderr
            #expect(stderr.isEmpty, "\(stderr)")
        }
    }

    /// Three taps on the cards of a set score it.
    static func tapASet(_ app: AppSession) async throws {
        let cards = try await app.settledTree().cardsInGridOrder
        let set = try #require(SetRules.firstSet(in: cards.compactMap(\.setCard)), "\(cards.map(\.name))")
        for index in set {
            try await app.touch(TouchGesture.tap(try #require(cards[index].extents).touchPoint))
        }
        let scored = try await app.waitForTree("Score: 3 after three taps") { $0.scoreText == "Score: 3" }
        #expect(scored.statusText == "Set! 3 points. Score 3.", "\(scored)")
    }

    /// A quick stroke down over the felt between the cards deals three more.
    static func swipeToDeal(_ app: AppSession) async throws {
        let cards = try await app.settledTree().cardsInGridOrder
        #expect(cards.count == 12)
        let first = try #require(cards.first?.extents), below = try #require(cards[4].extents)
        let x = Double(first.x + first.width) + Double(below.x - first.x - first.width) / 2 + 8
        try await app.touch(TouchGesture.stroke(from: (x, Double(first.y) + 10), to: (x, Double(first.y) + 260), milliseconds: 120))
        let dealt = try await app.waitForTree("15 cards after a swipe down") { $0.visibleCards.count == 15 }
        // A set was on the table: dealing more costs a point.
        #expect(dealt.statusText == "Dealt 3 cards. There was a set: minus 1. Score 2. 15 on the table, 63 in the deck.", "\(dealt)")
    }

    /// Two fingers brought together over the cards gather them into a pile,
    /// where the accessible tree finds them too; a tap on the pile spreads
    /// them back to their places, and chooses none of them.
    static func pinchToGather(_ app: AppSession) async throws {
        let spread = try await app.settledTree().cardsInGridOrder
        let places = spread.compactMap(\.extents)
        let left = try #require(places.map(\.x).min()), right = try #require(places.map { $0.x + $0.width }.max())
        let top = try #require(places.map(\.y).min()), bottom = try #require(places.map { $0.y + $0.height }.max())
        let middle = (x: Double(left + right) / 2, y: Double(top + bottom) / 2)
        try await app.touch(TouchGesture.twoFingers(around: middle, from: 600, to: 80, milliseconds: 400))
        _ = try await app.waitForTree("the cards gathered") { $0.statusText?.hasPrefix("Gathered the cards") == true }
        let pile = try await app.settledTree().cardsInGridOrder.compactMap(\.extents)
        #expect(pile.count == 15)
        // Stacked with a small offset each, in the middle of where they lay.
        let corners = (x: pile.map(\.x), y: pile.map(\.y))
        #expect(corners.x.max()! - corners.x.min()! < 20 && corners.y.max()! - corners.y.min()! < 20, "\(pile)")
        let topCard = try #require(pile.last)
        #expect(abs(topCard.touchPoint.x - middle.x) < 40 && abs(topCard.touchPoint.y - middle.y) < 40, "\(topCard) \(middle)")

        try await app.touch(TouchGesture.tap(topCard.touchPoint))
        _ = try await app.waitForTree("the cards spread") { $0.statusText == "Spread the cards." }
        let back = try await app.settledTree().cardsInGridOrder
        #expect(back.map(\.name) == spread.map(\.name))
        #expect(back.compactMap(\.extents) == places)
        #expect(back.allSatisfy { !$0.accessibleDescription.contains("selected") }, "\(back.map(\.accessibleDescription))")
    }

    /// Two fingers turned by 60 degrees shuffle the table.
    static func rotateToShuffle(_ app: AppSession) async throws {
        let before = try await app.settledTree()
        let center = try #require(before.cardsInGridOrder[7].extents).touchPoint
        try await app.touch(TouchGesture.twoFingers(around: center, from: 300, to: 300, turning: 60, milliseconds: 400))
        let shuffled = try await app.waitForTree("the table shuffled") { $0.statusText == "Shuffled the cards on the table." }
        #expect(Set(shuffled.visibleCards.map(\.name)) == Set(before.visibleCards.map(\.name)))
    }
}
