import AdwKit
import GtkKit

/// A phone-sized window (narrower or shorter than 480 pixels, and at least 600
/// the other way, as phones are: 360x720 upright, 720x360 on its side; a small
/// window on a desktop, 360x400 say, keeps the desktop's sizes and fits the
/// table in its height) is played with fingers, so every button in it is at
/// least 44 logical pixels each way, the touch target GNOME's and the
/// platforms' guidelines ask for. The window gets the CSS class
/// `touch-sized`, and the header keeps only the desktop's close button (as
/// GNOME shows it, and phones): minimize and maximize mean nothing on a
/// phone, and three 44-pixel window buttons leave no room in 360 pixels.
/// Larger windows keep libadwaita's sizes. The margin between the two
/// thresholds keeps a window at the edge from switching back and forth.
@MainActor
final class TouchSizing {
    private static let below = 480, above = 520, phoneLength = 600
    private let window: Widget
    private let header: AdwaitaHeaderBar
    private(set) var isTouchSized = false

    init(window: Widget, header: AdwaitaHeaderBar) {
        self.window = window
        self.header = header
        CSS.load(Self.css)
    }

    /// Follows the window's size; call it when the window was allocated anew.
    /// True when the window became of touch size or stopped being one.
    @discardableResult
    func follow() -> Bool {
        let (width, height) = (window.width, window.height)
        guard width > 0, height > 0 else { return false }
        let short = min(width, height), long = max(width, height)
        let small = long >= Self.phoneLength && short < (isTouchSized ? Self.above : Self.below)
        guard small != isTouchSized else { return false }
        isTouchSized = small
        window.setCSSClass("touch-sized", small)
        header.decorationLayout = small ? Self.closeOnly(GtkSettingsRef.default?.decorationLayout ?? "") : nil
        return true
    }

    /// `layout` with only its close button, on the side the desktop puts it.
    static func closeOnly(_ layout: String) -> String {
        let sides = layout.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map {
            $0.split(separator: ",").filter { $0 == "close" }.joined(separator: ",")
        }
        return sides.count == 2 ? sides[0] + ":" + sides[1] : ":close"
    }

    /// Every button but the cards (which the table sizes), header, pills and
    /// window controls alike; GTK's min-width and min-height size the whole
    /// button here.
    private static let css = """
        window.matchismo-window.touch-sized button:not(.card-button) { min-width: 44px; min-height: 44px; }
        """
}
