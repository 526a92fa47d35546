import CairoKit
import GameModel

extension CardPainter {
    /// Paints `face` filling `rect` of a typed context, in the given look.
    public func paint(_ face: CardFace, on context: borrowing CairoContext, in rect: CardRect, look: CardLook = CardLook()) {
        paint(face, on: context.pointer, in: rect, look: look)
    }
}
