import GLibKit

/// Start-up allocates and frees a few megabytes for a moment (the settings,
/// the saved games, style sheets, fonts, the first cards' pieces), and glibc
/// keeps the freed pages for itself: measured, about 4 MB of resident memory
/// that a minimal GTK window does not leave behind. Once the dealt table is on
/// screen they go back to the system, and again once the work that follows
/// the first frame is done (the header adapting to the window's width, the
/// second layout: about 1.7 MB more on GTK 4.18, kept or not by how the two
/// raced before).
@MainActor
enum StartupMemory {
    private static var isReleased = false

    /// How long after the first frame start-up has settled.
    static let settledMilliseconds = 500

    /// Called when a card is drawn: the first time, when the main loop is
    /// next idle (after the frame), and once start-up has settled, returns
    /// the freed heap pages.
    static func releaseAfterFirstFrame() {
        guard !isReleased else { return }
        isReleased = true
        MainLoop.idle { ProcessMemory.returnFreedPages() }
        MainLoop.timeout(milliseconds: settledMilliseconds) {
            ProcessMemory.returnFreedPages()
            return false
        }
    }
}
