/// One node of an application's accessible tree, as `Scripts/atspi_reader.py`
/// reads it over AT-SPI.
struct AccessibleNode: Decodable, Sendable, CustomStringConvertible {
    /// A rectangle in screen coordinates (after `AppSession` has moved it
    /// there from AT-SPI's window coordinates).
    struct Extents: Decodable, Sendable, Equatable {
        var x: Int
        var y: Int
        var width: Int
        var height: Int

        var center: (x: Int, y: Int) { (x + width / 2, y + height / 2) }
        var maxX: Int { x + width }
        var maxY: Int { y + height }

        func contains(x px: Int, y py: Int) -> Bool {
            px >= x && py >= y && px < maxX && py < maxY
        }

        func contains(_ other: Extents) -> Bool {
            other.x >= x && other.y >= y && other.maxX <= maxX && other.maxY <= maxY
        }

        func overlaps(_ other: Extents) -> Bool {
            x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
        }
    }

    /// AT-SPI role name: "push button", "toggle button", "label", "frame"...
    let role: String
    let name: String
    /// The AT-SPI description ("row 2, column 3", "matched"...).
    let accessibleDescription: String
    /// State nicks: "focusable", "focused", "showing", "pressed", "sensitive"...
    let states: [String]
    var extents: Extents?
    /// The contents of the text interface (labels), if the node has one.
    let text: String?
    /// The value interface of a slider or the like: its current value and range.
    struct Value: Decodable, Sendable, Equatable {
        var current: Double?
        var minimum: Double?
        var maximum: Double?
    }

    /// The node's value, if it has a value interface.
    let value: Value?
    /// Names of the node's AT-SPI actions ("click", "activate"...); nil
    /// unless the tree was read with them (`accessibleTree(withActions:)`).
    let actions: [String]?
    var children: [AccessibleNode]

    private enum CodingKeys: String, CodingKey {
        case role, name, accessibleDescription = "description", states, extents, text, value, actions, children
    }

    /// This node and everything under it, depth first (reading order).
    var allNodes: [AccessibleNode] {
        [self] + children.flatMap(\.allNodes)
    }

    /// Nodes under and including this one with the given role and a name
    /// starting with `namePrefix`, in reading order.
    func findAll(role: String? = nil, namePrefix: String = "") -> [AccessibleNode] {
        allNodes.filter { (role == nil || $0.role == role) && $0.name.hasPrefix(namePrefix) }
    }

    /// Nodes whose role is any of `roles`.
    func findAll(roles: Set<String>) -> [AccessibleNode] {
        allNodes.filter { roles.contains($0.role) }
    }

    /// Moves this node's and its descendants' extents by (dx, dy).
    mutating func translate(dx: Int, dy: Int) {
        extents?.x += dx
        extents?.y += dy
        for index in children.indices {
            children[index].translate(dx: dx, dy: dy)
        }
    }

    func has(state: String) -> Bool { states.contains(state) }

    /// Whether the node takes up space on screen. GTK 4.8 keeps widgets of
    /// hidden stack pages in the tree with empty extents and without the
    /// "showing" state on any node, so size is the reliable test.
    var isOnScreen: Bool {
        guard let extents else { return false }
        return extents.width > 0 && extents.height > 0
    }

    /// The label's visible text: the text interface, else the name.
    var displayedText: String { text ?? name }

    var description: String { outline() }

    /// An indented one-line-per-node listing for failure messages.
    func outline(indent: String = "") -> String {
        var line = "\(indent)[\(role)] \"\(name)\""
        if let text, text != name { line += " text=\"\(text)\"" }
        if let current = value?.current { line += " value=\(current)" }
        if !accessibleDescription.isEmpty { line += " (\(accessibleDescription))" }
        if let extents { line += " @\(extents.x),\(extents.y) \(extents.width)x\(extents.height)" }
        if !states.isEmpty { line += " {\(states.joined(separator: " "))}" }
        return ([line] + children.map { $0.outline(indent: indent + "  ") }).joined(separator: "\n")
    }
}
