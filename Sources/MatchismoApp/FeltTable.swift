import CardArt
import GtkKit

/// The surface both card views share: felt in the palette's table colour, with
/// a layer above it where card widgets are placed and moved by transforms.
@MainActor
final class FeltTable {
    /// The whole table, to put in the window.
    let root = Overlay()
    /// The layer the card widgets are placed on.
    let layer = Fixed()
    /// The felt itself, named after the table for assistive technologies.
    private let felt = DrawingArea(role: .group)

    /// The colour of the felt.
    var colour: RGBA { didSet { if colour != oldValue { felt.queueDraw() } } }

    /// The smallest table, so the header and status bar fit a 360-pixel window.
    static let minimumWidth = 320, minimumHeight = 240

    init(accessibleLabel: String, colour: RGBA) {
        self.colour = colour
        felt.setAccessibleLabel(accessibleLabel)
        felt.horizontalExpand = true
        felt.verticalExpand = true
        felt.setDraw { [weak self] context, _, _ in
            guard let colour = self?.colour else { return }
            context.fill(red: colour.red, green: colour.green, blue: colour.blue, alpha: colour.alpha)
        }
        root.setChild(felt)
        root.addOverlay(layer)
        root.setClipsChildren(true)
        root.setSizeRequest(width: Self.minimumWidth, height: Self.minimumHeight)
    }

    /// Told when the table gets a new size.
    func onResize(_ handler: @escaping @MainActor (_ width: Int, _ height: Int) -> Void) {
        felt.onResize(handler)
    }
}
