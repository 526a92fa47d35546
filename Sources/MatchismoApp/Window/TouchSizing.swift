import AdwKit
import GLibKit
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
/// Larger windows keep libadwaita's sizes.
///
/// One rule, `phoneSized`, decides at every size: an `AdwBreakpoint` follows it
/// where libadwaita has them on the window (1.5), and the window's own
/// allocated size before (1.2, `follow()`). Neither keeps a margin between
/// growing out of phone size and shrinking into it: a window is of touch size
/// exactly where a breakpoint says so, and the 44-pixel buttons fit a phone's
/// window, so becoming of touch size never widens the window past the rule.
@MainActor
final class TouchSizing {
    /// Phones are narrower than this on their short side…
    static let shortSideBelow = 480
    /// …and at least this long on the other.
    static let longSideFrom = 600
    /// Upright or on its side; libadwaita's bounds are inclusive.
    static let phoneSized: BreakpointCondition = .any([
        .all([.maxWidth(shortSideBelow - 1), .minHeight(longSideFrom)]),
        .all([.maxHeight(shortSideBelow - 1), .minWidth(longSideFrom)]),
    ])

    private let window: AdwaitaApplicationWindow
    private let header: AdwaitaHeaderBar
    private(set) var isTouchSized = false
    /// Called after the window became of touch size (true) or stopped being one.
    var onChange: (@MainActor (Bool) -> Void)?

    init(window: AdwaitaApplicationWindow, header: AdwaitaHeaderBar) {
        self.window = window
        self.header = header
        CSS.load(Self.css)
        guard AdwaitaApplicationWindow.hasBreakpoints else { return }
        window.addBreakpoint(Self.phoneSized) { [weak self] small in
            // Not while libadwaita allocates the window: the class changes sizes.
            MainLoop.idle { self?.setTouchSized(small) }
        }
    }

    /// Follows the window's size where no breakpoint does (libadwaita 1.2);
    /// call it, not while GTK allocates, when the window was allocated anew.
    func follow() {
        guard !AdwaitaApplicationWindow.hasBreakpoints else { return }
        let (width, height) = (window.width, window.height)
        guard width > 0, height > 0 else { return }
        setTouchSized(Self.phoneSized.holds(width: width, height: height))
    }

    private func setTouchSized(_ small: Bool) {
        guard small != isTouchSized else { return }
        isTouchSized = small
        window.setCSSClass("touch-sized", small)
        header.decorationLayout = small ? Self.closeOnly(GtkSettingsRef.default?.decorationLayout ?? "") : nil
        onChange?(small)
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
