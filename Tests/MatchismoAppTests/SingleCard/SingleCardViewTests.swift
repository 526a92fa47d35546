import GtkTestSupport
import CGtk
import CardArt
import GameModel
import TableCore
import GtkKit
import Testing

@testable import MatchismoApp

/// The single-card view under Xvfb: swipes draw, clicks flip, pinches scale
/// the court art (view-only, kept across cards).
@MainActor
@Suite("The single-card view", .serialized)
struct SingleCardViewTests {
    let window = Window()
    let cardView: SingleCardView

    init() throws {
        try TestDisplay.ensure()
        AppStyle.loadCardButtonRule()
        cardView = SingleCardView(game: SingleCardGame(seed: 3), painter: CardPainter())
        window.setDefaultSize(width: 600, height: 800)
        window.setChild(cardView.root)
        window.present()
        try #require(Pump.until { self.cardView.cardWidget.width > 0 }, "the card never got a size")
    }

    private func rootController(_ type: String) throws -> gpointer {
        try #require(Controllers.one(type, on: cardView.root))
    }

    @Test("Swiping left or right draws the next card face up; a vertical or slow swipe does nothing")
    func swipingLeftOrRightDrawsTheNextCard() throws {
        let first = cardView.game.card
        let deck = cardView.game.deck.count
        try mtch_emit_double_double(rootController("GtkGestureSwipe"), "swipe", -1000, 0)
        #expect(cardView.game.card != first)
        #expect(cardView.game.deck.count == deck - 1)
        #expect(cardView.game.isFaceUp)
        let second = cardView.game.card
        try mtch_emit_double_double(rootController("GtkGestureSwipe"), "swipe", 1000, 0)
        #expect(cardView.game.card != second)
        #expect(cardView.game.deck.count == deck - 2)
        // Vertical or slow swipes do nothing.
        try mtch_emit_double_double(rootController("GtkGestureSwipe"), "swipe", 0, 1000)
        try mtch_emit_double_double(rootController("GtkGestureSwipe"), "swipe", 100, 0)
        #expect(cardView.game.deck.count == deck - 2)
    }

    @Test("Swiping when the deck is empty does nothing")
    func swipingAnEmptyDeckDoesNothing() throws {
        for _ in 0..<60 { try mtch_emit_double_double(rootController("GtkGestureSwipe"), "swipe", 1000, 0) }
        #expect(cardView.game.deck.isEmpty)
        let last = cardView.game.card
        try mtch_emit_double_double(rootController("GtkGestureSwipe"), "swipe", 1000, 0)
        #expect(cardView.game.card == last)
    }

    @Test("Clicking the card flips it, a move each time")
    func clickingTheCardFlipsIt() throws {
        let click = try #require(Controllers.primaryClick(on: cardView.cardWidget))
        #expect(cardView.game.isFaceUp)
        mtch_emit_int_double_double(click, "pressed", 1, 20, 20)
        mtch_emit_int_double_double(click, "released", 1, 20, 20)
        #expect(!cardView.game.isFaceUp)
        mtch_emit_int_double_double(click, "pressed", 1, 20, 20)
        mtch_emit_int_double_double(click, "released", 1, 20, 20)
        #expect(cardView.game.isFaceUp)
        #expect(cardView.game.moves == 2)
    }

    @Test("A pinch scales the court art from where the pinch began, not the game, and the next card keeps it")
    func pinchScalesTheCourtArtRelativeToTheStartOfThePinch() throws {
        let zoom = try rootController("GtkGestureZoom")
        let start = cardView.faceScale.value
        mtch_emit_pointer(zoom, "begin", nil)
        mtch_emit_double(zoom, "scale-changed", 1.2)
        #expect(abs(cardView.faceScale.value - start * 1.2) < 1e-9)
        mtch_emit_double(zoom, "scale-changed", 1.1)
        #expect(abs(cardView.faceScale.value - start * 1.1) < 1e-9)
        mtch_emit_double(zoom, "scale-changed", 1.2)
        mtch_emit_pointer(zoom, "end", nil)
        let pinched = cardView.faceScale.value
        #expect(abs(pinched - 0.9) < 1e-9)

        // View-only: the game did not change, and the next card keeps the scale.
        #expect(cardView.game.moves == 0)
        try mtch_emit_double_double(rootController("GtkGestureSwipe"), "swipe", 1000, 0)
        #expect(cardView.faceScale.value == pinched)

        // A second pinch starts from the scale the first one left.
        mtch_emit_pointer(zoom, "begin", nil)
        mtch_emit_double(zoom, "scale-changed", 0.5)
        mtch_emit_pointer(zoom, "end", nil)
        #expect(abs(cardView.faceScale.value - FaceCardScale.range.lowerBound.clamped(pinched * 0.5)) < 1e-9)
    }

    @Test("Plus and minus step the court art up to its limit, here and through the real key controller")
    func plusAndMinusStepTheCourtArt() throws {
        let start = cardView.faceScale.value
        #expect(cardView.handleKey(Key(keyval: UInt32(GDK_KEY_plus))))
        #expect(abs(cardView.faceScale.value - (start + FaceCardScale.step)) < 1e-9)
        #expect(cardView.handleKey(Key(keyval: UInt32(GDK_KEY_KP_Add))))
        #expect(cardView.handleKey(Key(keyval: UInt32(GDK_KEY_minus))))
        #expect(abs(cardView.faceScale.value - (start + FaceCardScale.step)) < 1e-9)
        for _ in 0..<30 { _ = cardView.handleKey(Key(keyval: UInt32(GDK_KEY_plus))) }
        #expect(cardView.faceScale.value == FaceCardScale.range.upperBound)
        #expect(!cardView.handleKey(Key(keyval: UInt32(GDK_KEY_a))))
        // Through the real key controller on the view.
        let keys = try rootController("GtkEventControllerKey")
        #expect(mtch_emit_key_pressed(keys, guint(GDK_KEY_minus), 0, GdkModifierType(rawValue: 0)) != 0)
        #expect(abs(cardView.faceScale.value - (FaceCardScale.range.upperBound - FaceCardScale.step)) < 1e-9)
        #expect(mtch_emit_key_pressed(keys, guint(GDK_KEY_minus), 0, GDK_CONTROL_MASK) == 0)
    }

    @Test("An arrow key draws the next card")
    func arrowKeysDrawTheNextCard() throws {
        let first = cardView.game.card
        #expect(cardView.handleKey(Key(keyval: UInt32(GDK_KEY_Right))))
        #expect(cardView.game.card != first)
    }

    @Test("Up, Down, Home and End are taken, so the focus stays on the card")
    func theOtherArrowsHomeAndEndKeepTheFocusOnTheCard() throws {
        let card = cardView.game.card
        // Through the real key controller: handled, so GTK moves no focus.
        let keys = try rootController("GtkEventControllerKey")
        for keyval in [GDK_KEY_Up, GDK_KEY_Down, GDK_KEY_Home, GDK_KEY_End] {
            #expect(mtch_emit_key_pressed(keys, guint(keyval), 0, GdkModifierType(rawValue: 0)) != 0, "key \(keyval)")
        }
        #expect(cardView.game.card == card)
    }

    /// As before the key route: the single card takes its keys with Alt held
    /// too (Alt+Left draws the next card, Alt+Up keeps the focus), not Ctrl.
    @Test("Alt with the card's keys does what the key does; Ctrl does not")
    func altWithTheCardsKeysDoesWhatTheKeyDoes() throws {
        let keys = try rootController("GtkEventControllerKey")
        let first = cardView.game.card
        #expect(mtch_emit_key_pressed(keys, guint(GDK_KEY_Left), 0, GDK_ALT_MASK) != 0)
        #expect(cardView.game.card != first)
        let second = cardView.game.card
        #expect(mtch_emit_key_pressed(keys, guint(GDK_KEY_Up), 0, GDK_ALT_MASK) != 0)
        #expect(mtch_emit_key_pressed(keys, guint(GDK_KEY_Right), 0, GDK_CONTROL_MASK) == 0)
        #expect(cardView.game.card == second)
    }

    @Test("The card is centred, five to eight, with a margin around it")
    func theCardIsCentredWithAMarginAtFiveToEight() throws {
        let card = try #require(bounds(of: cardView.cardWidget, in: cardView.root))
        #expect(abs(card.width / card.height - 5.0 / 8.0) < 0.01)
        let right = Double(cardView.root.width) - (card.x + card.width)
        let bottom = Double(cardView.root.height) - (card.y + card.height)
        #expect(abs(card.x - right) <= 1)
        #expect(abs(card.y - bottom) <= 1)
        #expect(min(card.x, card.y) >= 0.06 * Double(min(cardView.root.width, cardView.root.height)) - 1)
    }
}

extension Double {
    /// Clamped into `lowerBound...`; for the expected value of a clamped scale.
    fileprivate func clamped(_ value: Double) -> Double { Swift.max(self, value) }
}
