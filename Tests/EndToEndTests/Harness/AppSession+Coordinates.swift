import Foundation

/// Moving AT-SPI extents into screen coordinates.
///
/// GTK 4.8 reports extents only relative to a toplevel's content, which sits
/// inside the X window at the client-side decoration margin (5 px each side
/// for an unmaximized window without a compositor; none when maximized or,
/// on sway, tiled). Each frame is matched with one of the app's visible
/// windows, by title and then by size, and its subtree is moved by that
/// window's origin plus half the size difference: the margin is the same on
/// every side.
///
/// GTK 4.18 reports the frame as the whole surface, margin included, at
/// minus the margin (@-5,-5 960x720 where 4.8 says @0,0 950x710), and adds
/// that offset to every node's window coordinates. `excludingSurfaceMargin`
/// turns such a frame into 4.8's before it is matched with a window.
extension AppSession {
    func moveToScreenCoordinates(_ tree: inout AccessibleNode) async throws {
        let frames = tree.children.indices.filter { tree.children[$0].extents != nil }
        guard !frames.isEmpty else { return }
        for index in frames { tree.children[index].excludeSurfaceMargin() }
        // On mutter the window is maximized: its coordinates are the monitor's.
        guard displayServer != .mutter else { return }
        var windows = try await visibleWindows()
        for index in frames {
            guard let extents = tree.children[index].extents,
                  let match = bestWindow(for: tree.children[index].name, extents, in: windows)
            else { continue }
            let window = windows.remove(at: match).geometry
            tree.children[index].translate(
                dx: window.x + (window.width - extents.width) / 2,
                dy: window.y + (window.height - extents.height) / 2)
        }
    }

    private func visibleWindows() async throws -> [(title: String, geometry: AccessibleNode.Extents)] {
        if displayServer == .sway { return try await swayWindows().map { ($0.title, $0.geometry) } }
        let search = try await run("xdotool", windowSearchArguments, timeout: .seconds(10))
        var windows: [(title: String, geometry: AccessibleNode.Extents)] = []
        for window in search.stdout.split(separator: "\n").map(String.init) {
            guard let title = try? await run("xdotool", ["getwindowname", window], timeout: .seconds(10)).check(),
                  let geometry = try? await windowGeometry(of: window)
            else { continue }
            windows.append((title.stdout.trimmingCharacters(in: .newlines), geometry))
        }
        return windows
    }

    /// The window with the frame's title whose size is closest to the
    /// frame's, or else the closest in size that is not smaller.
    private func bestWindow(
        for title: String, _ frame: AccessibleNode.Extents,
        in windows: [(title: String, geometry: AccessibleNode.Extents)]
    ) -> Int? {
        let fitting = windows.indices.filter {
            windows[$0].geometry.width >= frame.width && windows[$0].geometry.height >= frame.height
        }
        func slack(_ index: Int) -> Int {
            windows[index].geometry.width - frame.width + windows[index].geometry.height - frame.height
        }
        let titled = fitting.filter { windows[$0].title == title }
        return (titled.isEmpty ? fitting : titled).min { slack($0) < slack($1) }
    }
}

extension AccessibleNode {
    /// A frame as GTK 4.8 reports it: the content at 0,0, without the
    /// surface's margin, and its nodes relative to that content. GTK 4.18's
    /// frame starts at minus the margin (left and top; the margin is the same
    /// on every side) and its nodes are offset by as much.
    mutating func excludeSurfaceMargin() {
        guard let extents, extents.x <= 0, extents.y <= 0, extents.x < 0 || extents.y < 0 else { return }
        let margin = (x: -extents.x, y: -extents.y)
        translate(dx: margin.x, dy: margin.y)
        self.extents = Extents(
            x: 0, y: 0, width: extents.width - 2 * margin.x, height: extents.height - 2 * margin.y)
    }
}
