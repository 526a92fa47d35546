import CGtk
import CardArt
import GLibKit
import GameModel
import GtkKit
import GtkTestSupport
import TableCore
import Testing

@testable import MatchismoApp

/// The real main window, resized through the X server, is of touch size
/// exactly where `TouchSizing.phoneSized` says: through an `AdwBreakpoint`
/// on libadwaita 1.5 and later, through the window's own size on 1.2. At the
/// edges of the rule it settles and stays, and closing it frees every closure.
@MainActor
@Suite("The main window at touch size", .serialized, .timeLimit(.minutes(2)))
struct TouchSizedWindowTests {
    init() throws {
        try TestDisplay.ensure()
        // Let other suites' pending sources (a mismatch flash) end first.
        Pump.run(for: 0.3)
    }

    /// Phones upright and on their side, the desktop, and a pixel each side of both thresholds.
    static let sizes = [
        (360, 720), (1200, 800), (479, 700), (480, 700), (720, 360), (700, 479), (700, 480), (470, 600), (470, 599),
    ]

    @Test("The window is touch-sized exactly where the rule says, at every size, without flickering at the edge")
    func touchSizeFollowsTheRuleAtEverySize() throws {
        // GNOME's title bar, with only a close button: the bare X default adds
        // minimize and maximize, which keep the desktop-sized window wider than a phone's.
        let settings = UnsafeMutableRawPointer(gtk_settings_get_default())
        let desktopLayout = mtch_object_dup_string(settings, "gtk-decoration-layout")
        mtch_object_set_pointer(settings, "gtk-decoration-layout", "appmenu:close")
        defer {
            mtch_object_set_pointer(settings, "gtk-decoration-layout", desktopLayout)
            g_free(desktopLayout)
        }
        let baseline = ClosureBoxes.liveCount
        do {
            let main = MainWindow(
                application: try LeakApplication.shared(), matchismoTable: MatchismoTable(seed: 1),
                setTable: SetTable(seed: 1), singleGame: SingleCardGame(seed: 1), painter: CardPainter(caching: .never))
            let window = main.window
            window.setDefaultSize(width: 900, height: 700)
            window.present()
            main.show(.set)
            try #require(Pump.until { window.width > 0 })
            // The window's own size leaves out the margins GTK keeps around it for shadows.
            let margins = (width: 900 - window.width, height: 700 - window.height)
            for (width, height) in Self.sizes {
                let expected = TouchSizing.phoneSized.holds(width: width, height: height)
                // Asked again while it is larger: a window shrinks only to the
                // minimum its content had when asked, which the narrow header lowers.
                let resized = Pump.until {
                    if window.width != width || window.height != height {
                        window.setDefaultSize(width: width + margins.width, height: height + margins.height)
                    }
                    return window.width == width && window.height == height
                }
                try #require(resized, "the window is \(window.width)x\(window.height), not \(width)x\(height)")
                _ = Pump.until { main.touchSizing.isTouchSized == expected }
                // It stays so: no switching back and forth at the edge.
                for _ in 0..<6 {
                    Pump.run(for: 0.05)
                    #expect(main.touchSizing.isTouchSized == expected, "\(width)x\(height)")
                    #expect(gtk_widget_has_css_class(window.widget, "touch-sized") == (expected ? 1 : 0), "\(width)x\(height)")
                    #expect(window.width == width && window.height == height,
                            "\(width)x\(height) became \(window.width)x\(window.height)")
                }
            }
            window.destroy()
            Pump.run(for: 0.2)
        }
        // Idle and timeout sources still queued hold their closures until they run.
        _ = Pump.until { ClosureBoxes.liveCount == baseline }
        #expect(ClosureBoxes.liveCount == baseline)
    }
}
