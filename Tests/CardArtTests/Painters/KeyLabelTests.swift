import CardArt
import GameModel
import Testing

/// The card's key drawn at its bottom edge: only when the look
/// names one, in dark ink, larger with the text scale.
@Suite("The card key drawn on a card")
struct KeyLabelTests {
    static let card = CardFace.set(SetCard.fullDeck[0])

    /// Dark ink pixels in the bottom fifth of a 240 x 160 card, away from the border.
    static func inkAtBottom(_ look: CardLook) -> Int {
        Bitmap(card, width: 240, height: 160, look: look).region(0.3, 0.8, 0.7, 0.97).filter(\.isBlackInk).count
    }

    @Test("A card without a key label draws nothing at its bottom")
    func noKeyDrawsNothingExtra() {
        #expect(Self.inkAtBottom(CardLook()) == 0)
        #expect(Self.inkAtBottom(CardLook(keyLabel: "")) == 0)
    }

    @Test("A key label is drawn at the card's bottom and grows with the text scale and its length")
    func aKeyIsDrawnAtTheBottomAndGrowsWithTheTextScale() {
        let plain = Self.inkAtBottom(CardLook(keyLabel: "Q"))
        let large = Self.inkAtBottom(CardLook(textScale: 1.5, keyLabel: "Q"))
        #expect(plain > 20)
        #expect(large > plain)
        #expect(Self.inkAtBottom(CardLook(keyLabel: "P Q")) > plain)
    }
}
