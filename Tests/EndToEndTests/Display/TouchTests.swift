import GameModel
import Testing

/// Real fingers on GNOME's compositor: mutter headless on Wayland,
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

    @Test("On the Set table: tap (with a slide) to choose, swipe down to deal, not a slow drag, pinch in to gather, drag and tap the pile, rotate to shuffle, hold to hear a card")
    func setTable() async throws {
        try await AppSession.with(["--game=set", "--seed=7"], options: Self.options()) { app in
            try await Self.tapASet(app)
            try await Self.swipeToDeal(app)
            try await Self.pinchToGather(app)
            try await Self.rotateToShuffle(app)
            try await Self.holdToInspect(app)
            let stderr = await app.appStderr
            #expect(stderr.isEmpty, "\(stderr)")
        }
    }

    /// Three taps on the cards of a set score it.
    static func tapASet(_ app: AppSession) async throws {
        let cards = try await app.settledTree().cardsInGridOrder
        let set = try #require(SetRules.firstSet(in: cards.compactMap(\.setCard)), "\(cards.map(\.name))")
        // A finger that slides a few pixels (less than GTK's drag threshold) still taps.
        for (tap, index) in set.enumerated() {
            try await app.touch(TouchGesture.tap(try #require(cards[index].extents).touchPoint, drift: tap == 1 ? 5 : 0))
        }
        let scored = try await app.waitForTree("Score: 3 after three taps") { $0.scoreText == "Score: 3" }
        #expect(scored.statusText == "Set! 3 points. Score 3.", "\(scored)")
    }

    /// A quick stroke down, begun on a card, deals three more and chooses no
    /// card; a slow one is a drag, not a swipe, and deals nothing.
    static func swipeToDeal(_ app: AppSession) async throws {
        let cards = try await app.settledTree().cardsInGridOrder
        #expect(cards.count == 12)
        let first = try #require(cards.first?.extents), below = try #require(cards[4].extents)
        let x = Double(first.x + first.width) + Double(below.x - first.x - first.width) / 2 + 8
        try await app.touch(TouchGesture.stroke(from: (x, Double(first.y) + 10), to: (x, Double(first.y) + 260), milliseconds: 120))
        let dealt = try await app.waitForTree("15 cards after a swipe down") { $0.visibleCards.count == 15 }
        // A set was on the table: dealing more costs a point.
        #expect(dealt.statusText == "Dealt 3 cards. There was a set: minus 1. Score 2. 15 on the table, 63 in the deck.", "\(dealt)")
        #expect(dealt.visibleCards.allSatisfy { !$0.accessibleDescription.contains("selected") }, "\(dealt)")
        let settled = try await app.settledTree().cardsInGridOrder
        try await app.touch(TouchGesture.stroke(from: (x, Double(first.y) + 10), to: (x, Double(first.y) + 210), milliseconds: 2000))
        // A tap on a card after it: once that is seen, the drag was seen before.
        try await app.touch(TouchGesture.tap(try #require(settled[14].extents).touchPoint))
        let after = try await app.waitForTree("the last card selected") { $0.statusText == "Selected \(settled[14].name)." }
        #expect(after.visibleCards.count == 15, "\(after)")
        try await app.touch(TouchGesture.tap(try #require(settled[14].extents).touchPoint))
        _ = try await app.waitForTree("the last card no longer selected") { $0.statusText?.hasPrefix("Deselected") == true }
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
        // Turning by 10 degrees on the way does not shuffle as well.
        try await app.touch(TouchGesture.twoFingers(around: middle, from: 600, to: 80, turning: 10, milliseconds: 400))
        _ = try await app.waitForTree("the cards gathered") { $0.statusText?.hasPrefix("Gathered the cards") == true }
        let pile = try await app.settledTree().cardsInGridOrder.compactMap(\.extents)
        #expect(pile.count == 15)
        // Stacked with a small offset each, in the middle of where they lay.
        let corners = (x: pile.map(\.x), y: pile.map(\.y))
        #expect(corners.x.max()! - corners.x.min()! < 20 && corners.y.max()! - corners.y.min()! < 20, "\(pile)")
        let topCard = try #require(pile.last)
        #expect(abs(topCard.touchPoint.x - middle.x) < 40 && abs(topCard.touchPoint.y - middle.y) < 40, "\(topCard) \(middle)")

        // A drag on the pile takes it along.
        let moved = (x: topCard.touchPoint.x + 120, y: topCard.touchPoint.y + 60)
        try await app.touch(TouchGesture.stroke(from: topCard.touchPoint, to: moved, milliseconds: 600))
        let dragged = try #require(try await app.settledTree().cardsInGridOrder.last?.extents)
        #expect(abs(dragged.x - topCard.x - 120) <= 2 && abs(dragged.y - topCard.y - 60) <= 2, "\(topCard) then \(dragged)")

        try await app.touch(TouchGesture.tap(dragged.touchPoint))
        _ = try await app.waitForTree("the cards spread") { $0.statusText == "Spread the cards." }
        let back = try await app.settledTree().cardsInGridOrder
        #expect(back.map(\.name) == spread.map(\.name))
        #expect(back.compactMap(\.extents) == places)
        #expect(back.allSatisfy { !$0.accessibleDescription.contains("selected") }, "\(back.map(\.accessibleDescription))")
    }

    /// Two fingers turned by 60 degrees shuffle the table, and coming a
    /// little closer on the way does not gather it.
    static func rotateToShuffle(_ app: AppSession) async throws {
        let before = try await app.settledTree()
        let center = try #require(before.cardsInGridOrder[7].extents).touchPoint
        try await app.touch(TouchGesture.twoFingers(around: center, from: 300, to: 260, turning: 60, milliseconds: 400))
        _ = try await app.waitForTree("the table shuffled") { $0.statusText == "Shuffled the cards on the table." }
        let shuffled = try await app.settledTree()
        #expect(Set(shuffled.visibleCards.map(\.name)) == Set(before.visibleCards.map(\.name)))
        #expect(Set(shuffled.visibleCards.compactMap(\.extents).map { "\($0)" }) == Set(before.visibleCards.compactMap(\.extents).map { "\($0)" }))
    }

    /// A finger resting on a card says what it is, in the status line and to
    /// a screen reader, and chooses nothing.
    static func holdToInspect(_ app: AppSession) async throws {
        let card = try #require(try await app.settledTree().cardsInGridOrder.first)
        try await app.touch(TouchGesture.press(try #require(card.extents).touchPoint, milliseconds: 900))
        let told = try await app.waitForTree("the card told") { $0.statusText?.hasPrefix(card.name + ":") == true }
        #expect(told.statusText == "\(card.name): \(card.accessibleDescription).", "\(told)")
        #expect(try #require(told.cardsInGridOrder.first).accessibleDescription == card.accessibleDescription)
    }

    @Test("In every view: tap to turn, swipe for the next card, pinch the court art, drag, pinch and double-tap the face")
    func everyView() async throws {
        try await AppSession.with(["--game=matchismo", "--seed=3"], options: Self.options()) { app in
            try await Self.tapMatchismo(app)
            try await Self.singleCard(app)
            try await Self.face(app)
            let stderr = await app.appStderr
            #expect(stderr.isEmpty, "\(stderr)")
        }
    }

    /// A tap turns a Matchismo card face up, for the cost of choosing.
    static func tapMatchismo(_ app: AppSession) async throws {
        let start = try await app.waitForTree("30 face-down cards") { tree in
            tree.visibleCards.count == 30 && tree.visibleCards.allSatisfy { $0.name == CardFace.back.name }
        }
        try await app.touch(TouchGesture.tap(try #require(start.cardsInGridOrder[0].extents).touchPoint))
        let up = try await app.waitForTree("the first card face up") { $0.scoreText == "Score: -1" }
        #expect(up.cardsInGridOrder[0].playingCard != nil, "\(up)")
    }

    /// On the single card (its view reached with Ctrl+3, a key sent through
    /// mutter): a swipe left draws the next card, a tap turns it face down,
    /// fingers spread apart scale the court art up.
    static func singleCard(_ app: AppSession) async throws {
        try await app.key("ctrl+3")
        let start = try await app.waitForTree("the single card") { $0.visibleCards.count == 1 && $0.visibleCards[0].playingCard != nil }
        let card = start.visibleCards[0], middle = try #require(card.extents).touchPoint
        try await app.touch(TouchGesture.stroke(from: (middle.x + 150, middle.y), to: (middle.x - 150, middle.y), milliseconds: 120))
        _ = try await app.waitForTree("another card") { $0.visibleCards.first?.name != card.name }
        let next = try await app.settledTree()
        try await app.touch(TouchGesture.tap(middle))
        _ = try await app.waitForTree("the card face down") { $0.visibleCards.first?.name == CardFace.back.name }
        try await app.touch(TouchGesture.tap(middle))
        _ = try await app.waitForTree("the card face up again") { $0.visibleCards.first?.name == next.visibleCards.first?.name }
        try await app.touch(TouchGesture.twoFingers(around: middle, from: 100, to: 200, milliseconds: 300))
        // From 75 percent, twice as far apart is as large as it goes.
        _ = try await app.waitForTree("the court art scaled up") { $0.statusText == "Court art at 100 percent." }
    }

    /// On the face: a drag up makes it happier, a pinch in smaller, a double tap resets it.
    static func face(_ app: AppSession) async throws {
        try await app.key("ctrl+4")
        let start = try await app.waitForTree("the face") { $0.faceSlider?.isOnScreen == true }
        let slider = try #require(start.faceSlider)
        #expect(slider.value?.current == 75, "\(start)")
        let middle = try #require(slider.extents).touchPoint
        // 4 pixels for each percent: 80 pixels up is 20 percent happier.
        try await app.touch(TouchGesture.stroke(from: (middle.x, middle.y + 40), to: (middle.x, middle.y - 40), milliseconds: 600))
        let happier = try await app.waitForTree("95 percent") { $0.faceSlider?.value?.current == 95 }
        #expect(happier.statusText == "Happiness 95 percent.", "\(happier)")
        try await app.touch(TouchGesture.twoFingers(around: middle, from: 200, to: 100, milliseconds: 300))
        _ = try await app.waitForTree("the face half its size") { $0.statusText == "Size 50 percent." }
        try await app.touch(TouchGesture.tap(middle) + [.pause(milliseconds: 80)] + TouchGesture.tap(middle))
        let reset = try await app.waitForTree("the face reset") { $0.faceSlider?.value?.current == 75 }
        #expect(reset.statusText == "Reset: happiness 75 percent, size 100 percent.", "\(reset)")
    }
}
