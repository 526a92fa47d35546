/// How a card's image, drawn at a whole-pixel size, is put on screen to show a
/// frame: moved, and scaled only where the frame's size really differs from
/// the drawn one (a card growing, shrinking or turning over).
///
/// Where the frame is the drawn size to within half a pixel, the placement is
/// unscaled and on whole device pixels, so the renderer copies the card's
/// pixels instead of resampling them: crisp at rest, and far cheaper on GTK's
/// Cairo renderer while cards slide (a shuffle, a re-flow), where every frame
/// composites every card.
public struct CardPlacement: Equatable, Sendable {
    public var x, y, scaleX, scaleY: Double

    public init(x: Double, y: Double, scaleX: Double = 1, scaleY: Double = 1) {
        self.x = x
        self.y = y
        self.scaleX = scaleX
        self.scaleY = scaleY
    }

    /// The placement showing `frame` with an image `drawnWidth` by
    /// `drawnHeight` logical pixels, squashed horizontally about its middle by
    /// `flip` (1: flat, 0: edge on), on a display with `deviceScale` device
    /// pixels to a logical one.
    public init(showing frame: Frame, drawnWidth: Int, drawnHeight: Int, flip: Double = 1, deviceScale: Int = 1) {
        let width = frame.width * flip
        let x = frame.x + (frame.width - width) / 2
        let sameSize = abs(width - Double(drawnWidth)) < 0.5 && abs(frame.height - Double(drawnHeight)) < 0.5
        guard sameSize else {
            self.init(x: x, y: frame.y, scaleX: width / Double(drawnWidth), scaleY: frame.height / Double(drawnHeight))
            return
        }
        let scale = Double(max(deviceScale, 1))
        self.init(x: (x * scale).rounded() / scale, y: (frame.y * scale).rounded() / scale)
    }
}
