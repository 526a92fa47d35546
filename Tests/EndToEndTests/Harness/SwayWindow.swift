import Foundation

/// A client window in sway's layout tree, as `swaymsg -t get_tree` reports it.
struct SwayWindow: Sendable, Equatable {
    /// sway's container id, what `[con_id=…]` criteria name.
    let id: Int
    let title: String
    /// The Wayland client's app id (a GTK app's application id).
    let appID: String
    let pid: Int32
    /// The client's surface in output coordinates: the container's place
    /// plus the window's offset inside it (borders and title bar, if any).
    let geometry: AccessibleNode.Extents
    let isFocused: Bool

    /// Every client window in `json` (the output of `swaymsg -t get_tree`),
    /// tiled or floating, in tree order.
    static func all(inTree json: String) throws -> [SwayWindow] {
        let root = try JSONSerialization.jsonObject(with: Data(json.utf8))
        var windows: [SwayWindow] = []
        collect(root, into: &windows)
        return windows
    }

    private static func collect(_ value: Any, into windows: inout [SwayWindow]) {
        guard let node = value as? [String: Any] else { return }
        if let pid = node["pid"] as? Int, let id = node["id"] as? Int,
           let rect = extents(node["rect"]), let inner = extents(node["window_rect"]) {
            windows.append(SwayWindow(
                id: id, title: node["name"] as? String ?? "", appID: node["app_id"] as? String ?? "", pid: Int32(pid),
                geometry: .init(x: rect.x + inner.x, y: rect.y + inner.y, width: inner.width, height: inner.height),
                isFocused: node["focused"] as? Bool ?? false))
        }
        for key in ["nodes", "floating_nodes"] {
            for child in node[key] as? [Any] ?? [] { collect(child, into: &windows) }
        }
    }

    private static func extents(_ value: Any?) -> AccessibleNode.Extents? {
        guard let rect = value as? [String: Any], let x = rect["x"] as? Int, let y = rect["y"] as? Int,
              let width = rect["width"] as? Int, let height = rect["height"] as? Int
        else { return nil }
        return .init(x: x, y: y, width: width, height: height)
    }
}
