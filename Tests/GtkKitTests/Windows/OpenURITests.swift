import GtkTestSupport
import GLibKit
import GtkKit
import Testing

/// Opening a URI with the desktop's application for its scheme
/// (`Window.openURI`, over `gtk_uri_launcher` or `gtk_show_uri_full`).
@MainActor
@Suite("Opening a URI with the desktop's application", .serialized)
struct OpenURITests {
    init() throws {
        try TestDisplay.ensure()
    }

    /// A scheme no application handles: the launch says why, once, and lets
    /// go of its closure after that one call.
    @Test("A URI nothing opens is reported once, with why, and its closure released")
    func aURINothingOpensIsReportedOnceAndItsClosureReleased() {
        let baseline = ClosureBoxes.liveCount
        let window = Window()
        var reports: [String?] = []
        window.openURI("x-matchismo-nothing:test") { reports.append($0) }
        #expect(ClosureBoxes.liveCount == baseline + 1)
        #expect(Pump.until { !reports.isEmpty })
        Pump.run(for: 0.2)
        #expect(reports.count == 1)
        #expect(reports.first??.isEmpty == false, "\(reports)")
        #expect(ClosureBoxes.liveCount == baseline)
    }

    /// The check the game makes before it opens its help: nothing handles the
    /// scheme above, and no pages are installed for an application that does not exist.
    @Test("The desktop has no handler for an unknown scheme and no help pages for an unknown application")
    func theDesktopHasNoHelpForWhatDoesNotExist() {
        #expect(!DesktopHelp.hasHandler(forScheme: "x-matchismo-nothing"))
        #expect(!DesktopHelp.hasPages(id: "io.github.matchismo.NoSuchGame"))
    }
}
