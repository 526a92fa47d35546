import CardArt
import GLibKit
import GtkKit

/// The surface both card views share: felt in the palette's table colour, with
/// a layer above it where card widgets are placed and moved by transforms.
@MainActor
final class FeltTable {
    /// The whole table, to put in the window.
    let root = Overlay()
    /// The layer the card widgets are placed on: the group of cards a screen
    /// reader names when the focus enters the table.
    let layer = TransformLayer(role: .group)
    /// The felt itself: decoration, left out of the accessible tree. It draws
    /// nothing, its background is the felt's colour (a colour node, the
    /// cheapest fill for GTK's renderers), and it gives the table its size.
    private let felt = DrawingArea(role: .presentation)
    private let name: String
    private var accessibleLabel = ""

    /// The colour of the felt.
    var colour: RGBA { didSet { if colour != oldValue { showColour() } } }

    /// The smallest table, so the header and status bar fit a 360-pixel window.
    static let minimumWidth = 320, minimumHeight = 240

    /// A table called `name` ("Set table") for assistive technologies.
    init(name: String, colour: RGBA) {
        self.colour = colour
        self.name = name
        setAccessibleLabel(name)
        felt.horizontalExpand = true
        felt.verticalExpand = true
        showColour()
        root.setChild(felt)
        root.addOverlay(layer)
        root.setClipsChildren(true)
        root.setSizeRequest(width: Self.minimumWidth, height: Self.minimumHeight)
    }

    private func showColour() {
        felt.setBackgroundColour(red: colour.red, green: colour.green, blue: colour.blue, alpha: colour.alpha)
    }

    /// Names the table with the size of its grid: "Set table, 4 rows, 3 columns".
    func describeGrid(rows: Int, columns: Int) {
        guard rows > 0 else { return setAccessibleLabel(name) }
        // TRANSLATORS: a table's accessible name and grid: "Set table, 4 rows, 3 columns".
        let label = trn("{table}, {count} row, {columns}", "{table}, {count} rows, {columns}", rows).counting(rows)
            .filling(["table": name, "columns": trn("{count} column", "{count} columns", columns).counting(columns)])
        setAccessibleLabel(label)
    }

    private func setAccessibleLabel(_ label: String) {
        guard label != accessibleLabel else { return }
        accessibleLabel = label
        layer.setAccessibleLabel(label)
    }

    /// Told the table's size each time GTK allocates the card layer (the same
    /// size again too), so the cards placed then are allocated in that pass.
    func onResize(_ handler: @escaping @MainActor (_ width: Int, _ height: Int) -> Void) {
        layer.onAllocate(handler)
    }
}
